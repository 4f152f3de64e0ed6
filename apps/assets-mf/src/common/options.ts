// Choices for the selects of this remote's forms, each read once and shared by the
// forms that offer it (SWR keys start with the table, so a save refreshes them).
import { useTableQuery } from '@facility/data/records';
import type { SelectOption } from '@facility/ui/form';

/** 'Ruimte (Gebouw)'. */
export function spaceLabel(space: { name: string; building_name: string } | null | undefined) {
  return space ? `${space.name} (${space.building_name})` : '';
}

/** Spaces with their building, by name. */
export function useSpaceOptions(): SelectOption[] {
  const { data } = useTableQuery(['spaces', 'options-with-building'], (db) => db.from('spaces').select('id, name, building_name').order('name').order('building_name'));
  return (data ?? []).map((s) => ({ value: s.id, label: spaceLabel(s) }));
}

export function useKeyCabinetOptions(): SelectOption[] {
  const { data } = useTableQuery(['key_cabinets', 'options'], (db) => db.from('key_cabinets').select('id, name').order('name'));
  return (data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

/** A supplier as the lists name it: the company, else the contact person. */
export function supplierName(supplier: { company_name: string; name: string | null } | null | undefined) {
  return supplier ? supplier.company_name || supplier.name || '' : '';
}

export function useSupplierOptions(): SelectOption[] {
  const { data } = useTableQuery(['suppliers', 'options'], (db) => db.from('suppliers').select('id, company_name, name').order('company_name'));
  return (data ?? []).map((s) => ({ value: s.id, label: supplierName(s) }));
}

export function useFacilityTypeOptions(): SelectOption[] {
  const { data } = useTableQuery(['facility_types', 'options'], (db) => db.from('facility_types').select('id, name').order('name'));
  return (data ?? []).map((t) => ({ value: t.id, label: t.name }));
}

/** The suppliers linked to a facility type (suppliers_facility_types), by company name; none until a type is chosen. */
export function useSuppliersOfFacilityType(facilityTypeId: string | null | undefined): SelectOption[] {
  const { data } = useTableQuery(facilityTypeId ? ['suppliers', 'of-facility-type', facilityTypeId] : null, (db) =>
    db
      .from('suppliers')
      .select('id, company_name, name, suppliers_facility_types!inner(facility_type_id)')
      .eq('suppliers_facility_types.facility_type_id', facilityTypeId as string)
      .order('company_name'),
  );
  return (data ?? []).map((s) => ({ value: s.id, label: supplierName(s) }));
}

export function useMechanicOptions(): SelectOption[] {
  const { data } = useTableQuery(['mechanics', 'options'], (db) => db.from('mechanics').select('id, name').order('name'));
  return (data ?? []).map((m) => ({ value: m.id, label: m.name }));
}

/** VvE's (companies), by name. */
export function useCompanyOptions(): SelectOption[] {
  const { data } = useTableQuery(['companies', 'options'], (db) => db.from('companies').select('id, name').order('name'));
  return (data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

/** Owners, by company name (records.md §7). */
export function useOwnerOptions(): SelectOption[] {
  const { data } = useTableQuery(['owners', 'options'], (db) => db.from('owners').select('id, company_name').order('company_name'));
  return (data ?? []).map((o) => ({ value: o.id, label: o.company_name }));
}
