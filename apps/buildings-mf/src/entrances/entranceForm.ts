import { defineForm } from '@facility/kit';
import { EntranceFields } from './EntranceFields';
import { EMPTY_ENTRANCE } from './entranceSchema';
import { useEntranceSchema } from './useEntranceSchema';

/** The form of entrancesResource, loaded when it first opens. */
export const entranceForm = defineForm({
  schema: useEntranceSchema,
  Fields: EntranceFields,
  empty: EMPTY_ENTRANCE,
  texts: {
    addTitle: 'Nieuwe in-/uitgang',
    editTitle: 'In-/uitgang bewerken',
    added: { title: 'In-/uitgang is toegevoegd' },
    updated: { title: 'In-/uitgang is bijgewerkt' },
    failure: (editing) => ({
      title: 'Fout',
      text: `Er is iets misgegaan bij het ${editing ? 'bijwerken' : 'toevoegen'} van de in-/uitgang`,
    }),
  },
});
