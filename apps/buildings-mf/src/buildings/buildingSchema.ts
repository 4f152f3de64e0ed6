import * as v from 'valibot';
import { requiredText, wholeNumber } from '@facility/data/fields';

// The database refuses the same (buildings_*_not_blank, buildings_floors_min).
export const buildingSchema = v.object({
  name: requiredText('Naam is verplicht'),
  street: requiredText('Straat is verplicht'),
  city: requiredText('Plaats is verplicht'),
  floors: v.pipe(
    wholeNumber({ required: 'Aantal etages is verplicht', whole: 'Het aantal etages moet een heel getal zijn.' }),
    v.minValue(1, 'Het aantal etages moet minimaal 1 zijn.'),
  ),
});

export type BuildingInput = v.InferInput<typeof buildingSchema>;
export type BuildingValues = v.InferOutput<typeof buildingSchema>;

export const EMPTY_BUILDING: BuildingInput = { name: '', street: '', city: '', floors: '1' };
