import { useTableQuery } from '@facility/data/records';

/** A building's entrances a housing unit can have (type entrance or both), by name; asks nothing without a building. */
export function useHousingEntrances(buildingId: string | null | undefined) {
  return useTableQuery(buildingId ? ['entrances_and_exits', 'housing-of-building', buildingId] : null, (db) =>
    db
      .from('entrances_and_exits')
      .select('id, name')
      .eq('building_id', buildingId as string)
      .in('type', ['entrance', 'both'])
      .order('name'),
  );
}
