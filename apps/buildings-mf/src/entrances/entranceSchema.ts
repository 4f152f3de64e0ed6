import * as v from 'valibot';
import { ENTRANCE_TYPE_LABELS, type EntranceType } from '@facility/data';
import { optionalText, optionalWholeNumber, requiredText } from '@facility/data/fields';

const TYPES = Object.keys(ENTRANCE_TYPE_LABELS) as EntranceType[];

// The database refuses the same (entrances_and_exits_name_not_blank, _type_check, building_id not null).
export const entranceSchema = v.object({
  name: requiredText('Naam is verplicht'),
  building_id: requiredText('Gebouw is verplicht'),
  type: v.picklist(TYPES, 'Type is verplicht'),
  description: optionalText(),
  floor: optionalWholeNumber('De etage moet een heel getal zijn.'),
  is_emergency: v.boolean(),
  is_accessible: v.boolean(),
});

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
