import type { Selected } from '@facility/data/records';

/** What /housing reads of a unit: with its building's name (exported as 'Gebouw'). */
export const HOUSING_SELECT = '*, building:buildings(id, name)';
export type Housing = Selected<'housing', typeof HOUSING_SELECT>;
