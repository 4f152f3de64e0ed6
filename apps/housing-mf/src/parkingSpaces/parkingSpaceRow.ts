import type { Selected } from '@facility/data/records';

/** What /parking-spaces reads of a parking space: with its building and the housing unit it belongs to. */
export const PARKING_SPACE_SELECT = '*, building:buildings(id, name), housing:housing(id, street, house_number, floor)';
export type ParkingSpace = Selected<'parking_spaces', typeof PARKING_SPACE_SELECT>;
