import { defineForm } from '@facility/kit';
import { formToasts } from '../common/entityTexts';
import { KeyCabinetFields } from './KeyCabinetFields';
import { EMPTY_KEY_CABINET, keyCabinetSchema, type KeyCabinetInput, type KeyCabinetValues } from './keyCabinetSchema';
import { KEY_CABINET_NOUN, type KeyCabinet } from './keyCabinetsResource';

/** The form of keyCabinetsResource, loaded when it first opens. */
export const keyCabinetForm = defineForm<'key_cabinets', KeyCabinet, KeyCabinetInput, KeyCabinetValues>({
  schema: keyCabinetSchema,
  Fields: KeyCabinetFields,
  empty: EMPTY_KEY_CABINET,
  texts: { addTitle: 'Nieuwe Sleutelkast', editTitle: 'Sleutelkast bewerken', editSubmit: 'Opslaan', ...formToasts(KEY_CABINET_NOUN) },
});
