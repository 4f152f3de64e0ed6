import * as v from 'valibot';
import { TEXT_LIMITS, UTILITY_TYPE_LABELS } from '@facility/data';
import { optionalText, requiredText } from '@facility/data/fields';

const LIMITS = TEXT_LIMITS.utilities;

/** records.md §5 'Type is required', in Dutch as decisions.md says: 'Type is verplicht'. */
export const TYPE_REQUIRED = 'Type is verplicht';

// The database refuses the same: utilities_type_check, type NOT NULL, utilities_*_length.
export const utilitySchema = v.object({
  type: v.pipe(requiredText(TYPE_REQUIRED), v.picklist(Object.keys(UTILITY_TYPE_LABELS), TYPE_REQUIRED)),
  /** '' is 'Geen ruimte' and is saved empty. */
  space_id: optionalText(),
  meter_number: optionalText({ max: LIMITS.meter_number }),
  is_readable: v.boolean(),
  capacity: optionalText({ max: LIMITS.capacity }),
  shutoff_point: optionalText({ max: LIMITS.shutoff_point, multiline: true }),
});

export type UtilityInput = v.InferInput<typeof utilitySchema>;
export type UtilityValues = v.InferOutput<typeof utilitySchema>;

/** records.md §9: is_readable false for a new utility. */
export const EMPTY_UTILITY: UtilityInput = { type: '', space_id: '', meter_number: '', is_readable: false, capacity: '', shutoff_point: '' };
