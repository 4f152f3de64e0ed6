import { useFloorsSchema } from '@facility/data';
import { entranceFormSchema } from './entranceSchema';

/** The entrance rules with the floor maximum of the chosen building (read when it was chosen or shown). */
export const useEntranceSchema = () => useFloorsSchema(entranceFormSchema);
