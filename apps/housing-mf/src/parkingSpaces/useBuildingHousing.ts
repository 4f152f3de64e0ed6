import { useTableQuery } from '@facility/data';

/** The housing units of one building, by house number; asks nothing until a building is chosen. */
export function useBuildingHousing(buildingId: string | null | undefined) {
  return useTableQuery(buildingId ? ['housing', 'of-building', buildingId] : null, (db) =>
    db
      .from('housing')
      .select('id, street, house_number, floor')
      .eq('building_id', buildingId as string)
      .order('house_number'),
  );
}
