import * as v from 'valibot';
import { CHECK_MESSAGES, TEXT_LIMITS } from '@facility/data';
import { floorWithinBuilding, optionalText, requiredText, wholeNumber, type FloorsOf } from '@facility/data/fields';

/**
 * The space form's rules. The database refuses the same: spaces_name_not_blank,
 * spaces_*_length, spaces_floor_min and the trigger's spaces_floor_within_building
 * (a building has at most 200 floors, so that is the highest floor too).
 */
export function spaceSchema(floorsOf: FloorsOf) {
  return v.pipe(
    v.object({
      building_id: requiredText('Gebouw is verplicht'),
      name: requiredText('Naam is verplicht', { max: TEXT_LIMITS.spaces.name }),
      floor: wholeNumber({
        required: 'Etage is verplicht',
        whole: 'De etage moet een heel getal zijn.',
        min: { value: 0, message: CHECK_MESSAGES.spaces_floor_min },
      }),
      entrance_id: optionalText(),
      key_id: optionalText(),
      front_door_key: v.boolean(),
      comments: optionalText({ max: TEXT_LIMITS.spaces.comments, multiline: true }),
    }),
    floorWithinBuilding(floorsOf),
  );
}

export type SpaceInput = v.InferInput<ReturnType<typeof spaceSchema>>;
export type SpaceValues = v.InferOutput<ReturnType<typeof spaceSchema>>;

export const EMPTY_SPACE: SpaceInput = {
  building_id: '',
  name: '',
  floor: '0',
  entrance_id: '',
  key_id: '',
  front_door_key: true,
  comments: '',
};
