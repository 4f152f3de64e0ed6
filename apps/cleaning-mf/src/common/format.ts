import { lightFormat } from 'date-fns';

/** dd-MM-yyyy HH:mm, or '-' when there is no moment (not yet completed or resolved). */
export const dateTimeText = (iso: string | null | undefined) => (iso ? lightFormat(new Date(iso), 'dd-MM-yyyy HH:mm') : '-');

/** The space that a quote or complaint is about, with its building. */
export interface SpaceWithBuilding {
  id: string;
  name: string;
  building: { id: string; name: string } | null;
}

export const SPACE_WITH_BUILDING = 'space:spaces(id, name, building:buildings(id, name))';

/** 'Vergaderzaal Dom - Kantoor Utrecht' */
export const locationText = (space: SpaceWithBuilding | null) => (space ? [space.name, space.building?.name].filter(Boolean).join(' - ') : '');
