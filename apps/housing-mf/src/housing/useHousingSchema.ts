import { useFloorsSchema } from '@facility/data';
import { housingSchema } from './housingSchema';

/** The housing rules with the floor maximum of the chosen building (read when it was chosen or shown). */
export const useHousingSchema = () => useFloorsSchema(housingSchema);
