// Choices for the selects of forms in several remotes: buildings, and the spaces
// and housing units of one building. Each asks nothing until it has what it needs.
import { useTableQuery } from './query';

/** Buildings for choosing one in forms: by name (every column, so one cache entry serves all forms). */
export function useBuildingsByName() {
  return useTableQuery(['buildings', 'by-name'], (db) => db.from('buildings').select('*').order('name'));
}

/** Buildings as the choices of a select, by name, with the rows themselves (e.g. for their floors). */
export function useBuildingOptions() {
  const { data } = useBuildingsByName();
  const buildings = data ?? [];
  return { buildings, options: buildings.map((b) => ({ value: b.id, label: b.name })) };
}

/** The spaces of one building, by name (spec §7: spaces filtered by building_id ordered by name). */
export function useSpacesOfBuilding(buildingId: string | null | undefined) {
  return useTableQuery(buildingId ? ['spaces', 'of-building', buildingId] : null, (db) =>
    db.from('spaces').select('id, name, floor').eq('building_id', buildingId as string).order('name'),
  );
}

/** The housing units of one building, by house number (spec §7). */
export function useHousingOfBuilding(buildingId: string | null | undefined) {
  return useTableQuery(buildingId ? ['housing', 'of-building', buildingId] : null, (db) =>
    db.from('housing').select('id, street, house_number, floor').eq('building_id', buildingId as string).order('house_number'),
  );
}
