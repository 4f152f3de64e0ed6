import * as v from 'valibot';
import { CHECK_MESSAGES, TEXT_LIMITS } from '@facility/data';
import { requiredText, wholeNumber } from '@facility/data/fields';

const LIMITS = TEXT_LIMITS.buildings;

// The database refuses the same (buildings_*_not_blank, buildings_*_length, buildings_floors_min/_max).
export const buildingSchema = v.object({
  name: requiredText('Naam is verplicht', { max: LIMITS.name }),
  street: requiredText('Straat is verplicht', { max: LIMITS.street }),
  city: requiredText('Plaats is verplicht', { max: LIMITS.city }),
  floors: wholeNumber({
    required: 'Aantal etages is verplicht',
    whole: 'Het aantal etages moet een heel getal zijn.',
    min: { value: 1, message: CHECK_MESSAGES.buildings_floors_min },
    max: { value: 200, message: CHECK_MESSAGES.buildings_floors_max },
  }),
});

export type BuildingInput = v.InferInput<typeof buildingSchema>;
export type BuildingValues = v.InferOutput<typeof buildingSchema>;

export const EMPTY_BUILDING: BuildingInput = { name: '', street: '', city: '', floors: '1' };
