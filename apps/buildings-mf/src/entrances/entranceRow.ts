import type { Selected } from '@facility/data/records';

/** What the entrances tab reads of an entrance: with its building's name. */
export const ENTRANCE_SELECT = '*, building:buildings(id, name)';
export type Entrance = Selected<'entrances_and_exits', typeof ENTRANCE_SELECT>;
