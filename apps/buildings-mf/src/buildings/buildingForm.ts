import { defineForm } from '@facility/kit';
import { BuildingFields } from './BuildingFields';
import { buildingSchema, EMPTY_BUILDING } from './buildingSchema';

/** The form of buildingsResource, loaded when it first opens. */
export const buildingForm = defineForm({
  schema: buildingSchema,
  Fields: BuildingFields,
  empty: EMPTY_BUILDING,
  texts: {
    addTitle: 'Nieuw gebouw toevoegen',
    editTitle: 'Gebouw bewerken',
    added: { title: 'Gebouw toegevoegd', description: 'Het nieuwe gebouw is succesvol toegevoegd.' },
    updated: { title: 'Gebouw bijgewerkt', description: 'Het gebouw is succesvol bijgewerkt.' },
    failure: { title: 'Fout', text: 'Er is iets misgegaan. Probeer het opnieuw.' },
  },
});
