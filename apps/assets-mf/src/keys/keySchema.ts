import * as v from 'valibot';
import { CHECK_MESSAGES, TEXT_LIMITS } from '@facility/data';
import { optionalText, optionalWholeNumber, requiredText } from '@facility/data/fields';

const LIMITS = TEXT_LIMITS.keys;
const FLOOR = { value: 0, message: CHECK_MESSAGES.keys_floor_range };

// The database refuses the same: keys_number_not_blank, keys_*_length, keys_floor_range, key_cabinet_id NOT NULL.
export const keySchema = v.object({
  number: requiredText('Nummer is verplicht', { max: LIMITS.number }),
  key_cabinet_id: requiredText('Sleutelkast is verplicht'),
  brand: optionalText({ max: LIMITS.brand }),
  description: optionalText({ max: LIMITS.description, multiline: true }),
  floor: optionalWholeNumber('De etage moet een heel getal zijn.', { min: FLOOR, max: { ...FLOOR, value: 200 } }),
  characteristics: optionalText({ max: LIMITS.characteristics }),
  /** The spaces the key opens (keys_spaces), saved with the key in one transaction. */
  space_ids: v.array(v.string()),
});

export type KeyInput = v.InferInput<typeof keySchema>;
export type KeyValues = v.InferOutput<typeof keySchema>;

export const EMPTY_KEY: KeyInput = { number: '', key_cabinet_id: '', brand: '', description: '', floor: '', characteristics: '', space_ids: [] };
