import type { Selected } from '@facility/data/records';

/** What the mechanics list reads of a mechanic: with its supplier's names. */
export const MECHANIC_SELECT = '*, supplier:suppliers(id, name, company_name)';
export type Mechanic = Selected<'mechanics', typeof MECHANIC_SELECT>;
