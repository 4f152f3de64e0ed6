import type { Selected } from '@facility/data/records';

/** What the spaces list reads of a space: with its building and entrance. */
export const SPACE_SELECT = '*, building:buildings(id, name, street, city, floors), entrance:entrances_and_exits(id, name)';
export type Space = Selected<'spaces', typeof SPACE_SELECT>;
