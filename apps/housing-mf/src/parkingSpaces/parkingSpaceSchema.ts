import * as v from 'valibot';
import { CHECK_MESSAGES, TEXT_LIMITS } from '@facility/data';
import { optionalText, requiredText } from '@facility/data/fields';

const LIMITS = TEXT_LIMITS.parking_spaces;

// The database refuses the same (parking_spaces_* CHECKs, the housing of the same building).
export const parkingSpaceSchema = v.object({
  space_number: requiredText('Nummer is verplicht', { max: LIMITS.space_number }),
  type: v.picklist(['regular', 'disabled', 'visitor', 'electric'], CHECK_MESSAGES.parking_spaces_type_check),
  building_id: requiredText('Gebouw is verplicht'),
  housing_id: optionalText(),
  comments: optionalText({ max: LIMITS.comments, multiline: true }),
});

export type ParkingSpaceInput = v.InferInput<typeof parkingSpaceSchema>;
export type ParkingSpaceValues = v.InferOutput<typeof parkingSpaceSchema>;

/** A new parking space: type regular (records.md §9). */
export const EMPTY_PARKING_SPACE: ParkingSpaceInput = {
  space_number: '',
  type: 'regular',
  building_id: '',
  housing_id: '',
  comments: '',
};
