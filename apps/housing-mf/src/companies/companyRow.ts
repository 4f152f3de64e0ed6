import type { Selected } from '@facility/data/records';

/** What /companies reads of a VvE. */
export const COMPANY_SELECT = '*';
export type Company = Selected<'companies', typeof COMPANY_SELECT>;
