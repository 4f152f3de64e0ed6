import * as v from 'valibot';
import { TEXT_LIMITS } from '@facility/data';
import { optionalText, requiredText } from '@facility/data/fields';

const LIMITS = TEXT_LIMITS.facility_types;

// The database refuses the same: facility_types_name_not_blank, *_length, and a name
// that differs from another only in case or spaces (facility_types_name_normalized_key).
export const facilityTypeSchema = v.object({
  name: requiredText('Naam is verplicht', { max: LIMITS.name }),
  description: optionalText({ max: LIMITS.description, multiline: true }),
});

export type FacilityTypeInput = v.InferInput<typeof facilityTypeSchema>;
export type FacilityTypeValues = v.InferOutput<typeof facilityTypeSchema>;

export const EMPTY_FACILITY_TYPE: FacilityTypeInput = { name: '', description: '' };
