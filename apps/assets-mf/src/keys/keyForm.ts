import { defineForm, toFormValues } from '@facility/kit';
import { KeyFields } from './KeyFields';
import { EMPTY_KEY, keySchema } from './keySchema';
import { saveKey } from './saveKey';

/** The form of keysResource, loaded when it first opens; its toasts are the kit's for the noun. */
export const keyForm = defineForm({
  schema: keySchema,
  Fields: KeyFields,
  empty: EMPTY_KEY,
  toInput: (k) => ({ ...toFormValues(EMPTY_KEY, k), space_ids: k.keys_spaces.map((l) => l.space_id) }),
  save: (values, row) => saveKey(values, row?.id ?? null),
  texts: { addTitle: 'Sleutel Toevoegen', editTitle: 'Sleutel bewerken', editSubmit: 'Opslaan' },
});
