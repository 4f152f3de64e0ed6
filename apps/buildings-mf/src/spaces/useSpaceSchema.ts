import { useFloorsSchema } from '@facility/data';
import { spaceSchema } from './spaceSchema';

/** The space rules with the floor maximum of the chosen building (read when it was chosen or shown). */
export const useSpaceSchema = () => useFloorsSchema(spaceSchema);
