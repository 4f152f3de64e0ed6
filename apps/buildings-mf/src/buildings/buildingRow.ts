import type { Selected } from '@facility/data/records';

/** What the buildings tab reads of a building. */
export const BUILDING_SELECT = '*';
export type Building = Selected<'buildings', typeof BUILDING_SELECT>;
