import type { Selected } from '@facility/data/records';

/** What /owners reads of an owner. */
export const OWNER_SELECT = '*';
export type Owner = Selected<'owners', typeof OWNER_SELECT>;
