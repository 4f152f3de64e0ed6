import { callRpc } from '@facility/data/records';
import type { SupplierValues } from './supplierSchema';

/**
 * The supplier and its facility types in one database call (save_supplier): an edit
 * replaces the links, and a link that fails leaves no half-saved supplier.
 */
export function saveSupplier({ facility_type_ids, ...supplier }: SupplierValues, id: string | null): Promise<string> {
  const args = { p_id: id as string, p_supplier: supplier, p_facility_type_ids: facility_type_ids };
  return callRpc('save_supplier', args, { refreshes: ['suppliers', 'suppliers_facility_types'] });
}
