import { useRows, type From } from '@facility/data/records';

/** The entrances and exits of one building, by name. */
export const entrancesOfBuilding = (buildingId: string) => (from: From) =>
  from('entrances_and_exits').select('id, name').eq('building_id', buildingId).order('name');

/** The entrances and exits of one building; asks nothing until a building is chosen. */
export function useBuildingEntrances(buildingId: string | null | undefined) {
  return useRows(buildingId ? entrancesOfBuilding(buildingId) : null);
}
