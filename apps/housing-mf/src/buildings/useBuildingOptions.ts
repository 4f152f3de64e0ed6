import { useTableQuery } from '@facility/data';

/** Buildings to choose from in the forms of this remote: by name. */
export function useBuildingOptions() {
  const { data } = useTableQuery(['buildings', 'by-name'], (db) => db.from('buildings').select('*').order('name'));
  const buildings = data ?? [];
  return { buildings, options: buildings.map((b) => ({ value: b.id, label: b.name })) };
}
