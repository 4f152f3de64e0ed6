import { useTableQuery } from '@facility/data';

/** Buildings for choosing one in other forms: by name. */
export function useBuildingsByName() {
  return useTableQuery(['buildings', 'by-name'], (db) => db.from('buildings').select('*').order('name'));
}

/** Buildings as choices for a select, by name. */
export function useBuildingOptions() {
  const { data } = useBuildingsByName();
  const buildings = data ?? [];
  return { buildings, options: buildings.map((b) => ({ value: b.id, label: b.name })) };
}
