import { defineForm } from '@facility/kit';
import { SpaceFields } from './SpaceFields';
import { EMPTY_SPACE } from './spaceSchema';
import { useSpaceSchema } from './useSpaceSchema';

/** The form of spacesResource, loaded when it first opens. */
export const spaceForm = defineForm({
  schema: useSpaceSchema,
  Fields: SpaceFields,
  empty: EMPTY_SPACE,
  texts: {
    addTitle: 'Nieuwe Ruimte',
    editTitle: 'Ruimte bewerken',
    added: { title: 'Ruimte toegevoegd', description: 'De ruimte is succesvol toegevoegd.' },
    updated: { title: 'Ruimte bijgewerkt', description: 'De ruimte is succesvol bijgewerkt.' },
    failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het opslaan van de ruimte.' },
  },
});
