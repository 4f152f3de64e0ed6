// Choices for the selects of this remote's forms, each read once and shared by the
// forms that offer it (SWR keys start with the table, so a save refreshes them).
import { useTableQuery } from '@facility/data';
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
