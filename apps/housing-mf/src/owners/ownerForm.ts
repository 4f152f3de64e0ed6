import { defineForm } from '@facility/kit';
import { OwnerFields } from './OwnerFields';
import { EMPTY_OWNER, ownerSchema } from './ownerSchema';

/** The form of ownersResource, loaded when it first opens. */
export const ownerForm = defineForm({
  schema: ownerSchema,
  Fields: OwnerFields,
  empty: EMPTY_OWNER,
  texts: {
    addTitle: 'Eigenaar Toevoegen',
    editTitle: 'Eigenaar Bewerken',
    added: { title: 'Eigenaar succesvol toegevoegd' },
    updated: { title: 'Eigenaar succesvol bijgewerkt' },
    failure: (editing) => ({
      title: 'Fout',
      text: `Er is een fout opgetreden bij het ${editing ? 'bijwerken' : 'toevoegen'} van de eigenaar`,
    }),
  },
});
