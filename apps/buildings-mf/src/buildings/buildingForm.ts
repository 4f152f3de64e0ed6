import { defineForm } from '@facility/kit';
import { BuildingFields } from './BuildingFields';
import { buildingSchema, EMPTY_BUILDING, type BuildingInput, type BuildingValues } from './buildingSchema';
import type { Building } from './buildingsResource';

/** The form of buildingsResource, loaded when it first opens. */
export const buildingForm = defineForm<'buildings', Building, BuildingInput, BuildingValues>({
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
