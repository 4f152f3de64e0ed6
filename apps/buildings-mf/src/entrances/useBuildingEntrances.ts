import { useTableQuery } from '@facility/data/records';

/** The entrances and exits of one building, by name; asks nothing until a building is chosen. */
export function useBuildingEntrances(buildingId: string | null | undefined) {
  return useTableQuery(buildingId ? ['entrances_and_exits', 'of-building', buildingId] : null, (db) =>
    db.from('entrances_and_exits').select('id, name').eq('building_id', buildingId as string).order('name'),
  );
}
