import { useRows, type From } from '@facility/data/records';

/** A building's entrances a housing unit can have (type entrance or both), by name. */
export const housingEntrancesOfBuilding = (buildingId: string) => (from: From) =>
  from('entrances_and_exits').select('id, name').eq('building_id', buildingId).in('type', ['entrance', 'both']).order('name');

/** The entrances of one building a unit can have; asks nothing without a building. */
export function useHousingEntrances(buildingId: string | null | undefined) {
  return useRows(buildingId ? housingEntrancesOfBuilding(buildingId) : null);
}
