// How this remote names spaces and suppliers, and the facility types to choose from (a
// short list). Referenced rows are chosen with ReferenceInput, which searches the database.
import { useRows, type From } from '@facility/data/records';
import type { SelectOption } from '@facility/ui/form';

/** 'Ruimte (Gebouw)'. */
export function spaceLabel(space: { name: string; building_name: string } | null | undefined) {
  return space ? `${space.name} (${space.building_name})` : '';
}

/** A supplier as the lists name it: the company, else the contact person. */
export function supplierName(supplier: { company_name: string; name: string | null } | null | undefined) {
  return supplier ? supplier.company_name || supplier.name || '' : '';
}

/** The facility types, by name. */
export const facilityTypes = (from: From) => from('facility_types').select('id, name').order('name');

export function useFacilityTypeOptions(): SelectOption[] {
  const { data } = useRows(facilityTypes);
  return (data ?? []).map((t) => ({ value: t.id, label: t.name }));
}
