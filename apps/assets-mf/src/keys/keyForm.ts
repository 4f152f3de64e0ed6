import { defineForm, toFormValues } from '@facility/kit';
import { formToasts } from '../common/entityTexts';
import { KeyFields } from './KeyFields';
import { EMPTY_KEY, keySchema, type KeyInput, type KeyValues } from './keySchema';
import { KEY_NOUN, type Key } from './keysResource';
import { saveKey } from './saveKey';

/** The form of keysResource, loaded when it first opens. */
export const keyForm = defineForm<'keys', Key, KeyInput, KeyValues>({
  schema: keySchema,
  Fields: KeyFields,
  empty: EMPTY_KEY,
  toInput: (k) => ({ ...toFormValues(EMPTY_KEY, k), space_ids: k.keys_spaces.map((l) => l.space_id) }),
  save: (values, row) => saveKey(values, row?.id ?? null),
  texts: { addTitle: 'Sleutel Toevoegen', editTitle: 'Sleutel bewerken', editSubmit: 'Opslaan', ...formToasts(KEY_NOUN) },
});
