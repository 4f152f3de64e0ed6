import { defineForm } from '@facility/kit';
import { ParkingSpaceFields } from './ParkingSpaceFields';
import { EMPTY_PARKING_SPACE, parkingSpaceSchema } from './parkingSpaceSchema';

/** The form of parkingSpacesResource, loaded when it first opens. */
export const parkingSpaceForm = defineForm({
  schema: parkingSpaceSchema,
  Fields: ParkingSpaceFields,
  empty: EMPTY_PARKING_SPACE,
  texts: {
    addTitle: 'Nieuwe parkeerplaats',
    editTitle: 'Parkeerplaats bewerken',
    failure: { title: 'Fout', text: 'Er is iets misgegaan. Probeer het opnieuw.' },
  },
});
