import type { Selected } from '@facility/data/records';

/** What the utilities list reads of a utility: with its space and that space's building. */
export const UTILITY_SELECT = '*, space:spaces(id, name, building_name)';
export type Utility = Selected<'utilities', typeof UTILITY_SELECT>;
