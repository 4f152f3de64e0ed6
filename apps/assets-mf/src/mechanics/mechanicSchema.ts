import * as v from 'valibot';
import { CHECK_MESSAGES, TEXT_LIMITS } from '@facility/data';
import { optionalPhone, optionalText, requiredText } from '@facility/data/fields';

const LIMITS = TEXT_LIMITS.mechanics;

// The database refuses the same: mechanics_name_not_blank, mechanics_*_length, mechanics_mobile_phone_format.
export const mechanicSchema = v.object({
  name: requiredText('Naam is verplicht', { max: LIMITS.name }),
  supplier_id: optionalText(),
  mobile_phone: optionalPhone(CHECK_MESSAGES.mechanics_mobile_phone_format),
  comments: optionalText({ max: LIMITS.comments, multiline: true }),
});

export type MechanicInput = v.InferInput<typeof mechanicSchema>;
export type MechanicValues = v.InferOutput<typeof mechanicSchema>;

export const EMPTY_MECHANIC: MechanicInput = { name: '', supplier_id: '', mobile_phone: '', comments: '' };
