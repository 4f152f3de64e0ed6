import { deleteRow, refreshTable, saveRow, useTableQuery, type Tables } from '@facility/data';
import type { BuildingValues } from './buildingSchema';

export type Building = Tables<'buildings'>;

/** The settings table: newest first. */
export function useBuildings() {
  return useTableQuery(['buildings', 'newest'], (db) => db.from('buildings').select('*').order('created_at', { ascending: false }));
}

/** For choosing a building in other forms: by name. */
export function useBuildingsByName() {
  return useTableQuery(['buildings', 'by-name'], (db) => db.from('buildings').select('*').order('name'));
}

export async function saveBuilding(values: BuildingValues, id?: string) {
  await saveRow('buildings', values, id);
  // Entrance and space lists show the building's name.
  if (id) void Promise.all([refreshTable('entrances_and_exits'), refreshTable('spaces')]);
}

export function deleteBuilding(building: Building) {
  return deleteRow('buildings', building.id);
}

/** Buildings as choices for a select, by name. */
export function useBuildingOptions() {
  const { data } = useBuildingsByName();
  const buildings = data ?? [];
  return { buildings, options: buildings.map((b) => ({ value: b.id, label: b.name })) };
}
