import * as v from 'valibot';
import { TEXT_LIMITS } from '@facility/data';
import { requiredText } from '@facility/data/fields';

// The database refuses the same: key_cabinets_name_not_blank, key_cabinets_name_length, space_id NOT NULL.
export const keyCabinetSchema = v.object({
  name: requiredText('Naam is verplicht', { max: TEXT_LIMITS.key_cabinets.name }),
  space_id: requiredText('Ruimte is verplicht'),
});

export type KeyCabinetInput = v.InferInput<typeof keyCabinetSchema>;
export type KeyCabinetValues = v.InferOutput<typeof keyCabinetSchema>;

export const EMPTY_KEY_CABINET: KeyCabinetInput = { name: '', space_id: '' };
