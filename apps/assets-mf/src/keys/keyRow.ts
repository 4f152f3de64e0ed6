import type { Selected } from '@facility/data/records';

/** What the keys list reads of a key: with its cabinet and the spaces it opens. */
export const KEY_SELECT = '*, key_cabinet:key_cabinets(id, name), keys_spaces(space_id, space:spaces(id, name))';
export type Key = Selected<'keys', typeof KEY_SELECT>;
