import type { Selected } from '@facility/data/records';

/** What the suppliers list reads of a supplier: with the facility types it serves. */
export const SUPPLIER_SELECT = '*, suppliers_facility_types(facility_type_id)';
export type Supplier = Selected<'suppliers', typeof SUPPLIER_SELECT>;
