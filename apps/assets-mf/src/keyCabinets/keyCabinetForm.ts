import { defineForm } from '@facility/kit';
import { KeyCabinetFields } from './KeyCabinetFields';
import { EMPTY_KEY_CABINET, keyCabinetSchema } from './keyCabinetSchema';

/** The form of keyCabinetsResource, loaded when it first opens; its toasts are the kit's for the noun. */
export const keyCabinetForm = defineForm({
  schema: keyCabinetSchema,
  Fields: KeyCabinetFields,
  empty: EMPTY_KEY_CABINET,
  texts: { addTitle: 'Nieuwe Sleutelkast', editTitle: 'Sleutelkast bewerken', editSubmit: 'Opslaan' },
});
