import * as v from 'valibot';
import { CHECK_MESSAGES, ENTRANCE_TYPE_LABELS, TEXT_LIMITS, type EntranceType } from '@facility/data';
import { floorWithinBuilding, optionalText, optionalWholeNumber, requiredText, type FloorsOf } from '@facility/data/fields';

const TYPES = Object.keys(ENTRANCE_TYPE_LABELS) as EntranceType[];
const LIMITS = TEXT_LIMITS.entrances_and_exits;
const FLOOR_RANGE = CHECK_MESSAGES.entrances_and_exits_floor_range;

// The database refuses the same (entrances_and_exits_name_not_blank, _type_check, _*_length,
// _floor_range, building_id not null; _floor_within_building: entranceFormSchema).
export const entranceSchema = v.object({
  name: requiredText('Naam is verplicht', { max: LIMITS.name }),
  building_id: requiredText('Gebouw is verplicht'),
  type: v.picklist(TYPES, 'Type is verplicht'),
  description: optionalText({ max: LIMITS.description, multiline: true }),
  floor: optionalWholeNumber('De etage moet een heel getal zijn.', {
    min: { value: 0, message: FLOOR_RANGE },
    max: { value: 200, message: FLOOR_RANGE },
  }),
  is_emergency: v.boolean(),
  is_accessible: v.boolean(),
});

/**
 * The form's rules: entranceSchema, and the floor not above the chosen building's floors
 * (entrances_and_exits_floor_within_building; `floorsOf` knows the buildings chosen or shown).
 */
export function entranceFormSchema(floorsOf: FloorsOf) {
  return v.pipe(entranceSchema, floorWithinBuilding(floorsOf));
}

export type EntranceInput = v.InferInput<typeof entranceSchema>;
export type EntranceValues = v.InferOutput<typeof entranceSchema>;

export const EMPTY_ENTRANCE: EntranceInput = {
  name: '',
  building_id: '',
  type: 'entrance',
  description: '',
  floor: '',
  is_emergency: false,
  is_accessible: true,
};
