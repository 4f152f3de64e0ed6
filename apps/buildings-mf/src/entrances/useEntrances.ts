import { deleteRow, saveRow, useTableQuery } from '@facility/data';
import type { EntranceValues } from './entranceSchema';

export function useEntrances() {
  return useTableQuery(['entrances_and_exits', 'with-building'], (db) =>
    db.from('entrances_and_exits').select('*, building:buildings(id, name)').order('created_at', { ascending: false }),
  );
}

export type Entrance = NonNullable<ReturnType<typeof useEntrances>['data']>[number];

/** The entrances and exits of one building, by name; asks nothing until a building is chosen. */
export function useBuildingEntrances(buildingId: string | null | undefined) {
  return useTableQuery(buildingId ? ['entrances_and_exits', 'of-building', buildingId] : null, (db) =>
    db.from('entrances_and_exits').select('id, name').eq('building_id', buildingId as string).order('name'),
  );
}

export function saveEntrance(values: EntranceValues, id?: string) {
  return saveRow('entrances_and_exits', values, id);
}

export function deleteEntrance(entrance: Entrance) {
  return deleteRow('entrances_and_exits', entrance.id);
}
