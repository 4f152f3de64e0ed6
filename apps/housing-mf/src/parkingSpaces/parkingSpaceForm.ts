import { defineForm } from '@facility/kit';
import { ParkingSpaceFields } from './ParkingSpaceFields';
import { EMPTY_PARKING_SPACE, parkingSpaceSchema, type ParkingSpaceInput, type ParkingSpaceValues } from './parkingSpaceSchema';
import type { ParkingSpace } from './parkingSpacesResource';

/** The form of parkingSpacesResource, loaded when it first opens. */
export const parkingSpaceForm = defineForm<'parking_spaces', ParkingSpace, ParkingSpaceInput, ParkingSpaceValues>({
  schema: parkingSpaceSchema,
  Fields: ParkingSpaceFields,
  empty: EMPTY_PARKING_SPACE,
  texts: {
    addTitle: 'Nieuwe parkeerplaats',
    editTitle: 'Parkeerplaats bewerken',
    added: { title: 'Parkeerplaats toegevoegd', description: 'De parkeerplaats is succesvol toegevoegd.' },
    updated: { title: 'Parkeerplaats bijgewerkt', description: 'De parkeerplaats is succesvol bijgewerkt.' },
    failure: { title: 'Fout', text: 'Er is iets misgegaan. Probeer het opnieuw.' },
  },
});
