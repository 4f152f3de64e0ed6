import { deleteRow, saveRow, useTableQuery } from '@facility/data';
import type { SpaceValues } from './spaceSchema';

export function useSpaces() {
  return useTableQuery(['spaces', 'with-building'], (db) =>
    db
      .from('spaces')
      .select('*, building:buildings(id, name, street, city, floors), entrance:entrances_and_exits(id, name)')
      .order('created_at', { ascending: false }),
  );
}

export type Space = NonNullable<ReturnType<typeof useSpaces>['data']>[number];

export function saveSpace(values: SpaceValues, id?: string) {
  return saveRow('spaces', values, id);
}

export function deleteSpace(space: Space) {
  return deleteRow('spaces', space.id);
}
