import type { Selected } from '@facility/data/records';

/** What the key cabinets list reads of a cabinet: with its space and that space's building. */
export const KEY_CABINET_SELECT = '*, space:spaces(id, name, building_name)';
export type KeyCabinet = Selected<'key_cabinets', typeof KEY_CABINET_SELECT>;
