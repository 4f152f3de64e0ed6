import { unwrap, useTableQuery } from '@facility/data/records';

export interface CleaningSupplier {
  id: string;
  name: string | null;
  company_name: string;
}

/** The suppliers linked to the facility type named exactly 'Schoonmaak', by company name (spec §7, decisions.md). */
export function useCleaningSuppliers() {
  return useTableQuery<CleaningSupplier[]>(['suppliers', 'cleaning'], async (db) => {
    const type = unwrap(await db.from('facility_types').select('id').eq('name', 'Schoonmaak').maybeSingle()) as { id: string } | null;
    if (!type) return { data: [], error: null };
    const result = await db
      .from('suppliers')
      .select('id, name, company_name, suppliers_facility_types!inner(facility_type_id)')
      .eq('suppliers_facility_types.facility_type_id', type.id)
      .order('company_name');
    const rows = unwrap(result) as unknown as CleaningSupplier[];
    return { data: rows.map(({ id, name, company_name }) => ({ id, name, company_name })), error: null };
  });
}

/** Shown as company name, or else the contact's name. */
export const supplierText = (supplier: { name: string | null; company_name: string | null } | null) => supplier?.company_name || supplier?.name || '';
