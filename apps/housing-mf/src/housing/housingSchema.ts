import * as v from 'valibot';
import { CHECK_MESSAGES, TEXT_LIMITS } from '@facility/data';
import { floorWithinBuilding, optionalDecimal, optionalText, requiredText, wholeNumber, type FloorsOf } from '@facility/data/fields';

const LIMITS = TEXT_LIMITS.housing;

const AREA = { min: 0, max: 100000 };
const isArea = (n: number | null | undefined): n is number => typeof n === 'number' && n >= AREA.min && n <= AREA.max;

/**
 * The housing form's rules (core.md §5). The database refuses the same: the
 * housing_* CHECKs (a balcony not larger than the home too), housing_floor_within_building
 * and the unique house number per building.
 */
export function housingSchema(floorsOf: FloorsOf) {
  return v.pipe(
    v.object({
      building_id: requiredText('Selecteer eerst een gebouw'),
      street: optionalText({ max: LIMITS.street }),
      house_number: requiredText('Huisnummer is verplicht', { max: LIMITS.house_number }),
      floor: wholeNumber({
        required: 'Etage is verplicht',
        whole: 'De etage moet een heel getal zijn.',
        min: { value: 0, message: CHECK_MESSAGES.housing_floor_min },
      }),
      square_meters: optionalDecimal('Vul een getal in.', {
        min: { value: AREA.min, message: CHECK_MESSAGES.housing_square_meters_min },
        max: { value: AREA.max, message: CHECK_MESSAGES.housing_square_meters_max },
      }),
      balcony_size: optionalDecimal('Vul een getal in.', {
        min: { value: AREA.min, message: CHECK_MESSAGES.housing_balcony_size_min },
        max: { value: AREA.max, message: CHECK_MESSAGES.housing_balcony_size_max },
      }),
      orientation: optionalText({ max: LIMITS.orientation }),
      entrance: optionalText({ max: LIMITS.entrance }),
      type: v.picklist(['rent', 'sale'], CHECK_MESSAGES.housing_type_check),
      status: v.picklist(['occupied', 'rented', 'sold', 'reserved'], CHECK_MESSAGES.housing_status_check),
      comments: optionalText({ max: LIMITS.comments, multiline: true }),
    }),
    floorWithinBuilding(floorsOf),
    // A balcony is part of the home (housing_balcony_within_living_area), when both are known
    // (an area that is no number or out of bounds has its own message).
    v.forward(
      v.partialCheck(
        [['square_meters'], ['balcony_size']],
        (h) => !isArea(h.square_meters) || !isArea(h.balcony_size) || h.balcony_size <= h.square_meters,
        CHECK_MESSAGES.housing_balcony_within_living_area,
      ),
      ['balcony_size'],
    ),
  );
}

export type HousingInput = v.InferInput<ReturnType<typeof housingSchema>>;
export type HousingValues = v.InferOutput<ReturnType<typeof housingSchema>>;

/** A new unit: type Huur, status Bewoond (core.md §4). */
export const EMPTY_HOUSING: HousingInput = {
  building_id: '',
  street: '',
  house_number: '',
  floor: '',
  square_meters: '',
  balcony_size: '',
  orientation: '',
  entrance: '',
  type: 'rent',
  status: 'occupied',
  comments: '',
};
