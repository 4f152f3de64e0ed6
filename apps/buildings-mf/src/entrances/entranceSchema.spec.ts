import * as v from 'valibot';
import { EMPTY_ENTRANCE, entranceSchema } from './entranceSchema';

const issues = (input: unknown) =>
  Object.fromEntries((v.safeParse(entranceSchema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));

describe('entranceSchema', () => {
  it('requires name, building and type', () => {
    expect(issues({ ...EMPTY_ENTRANCE, type: '' })).toEqual({
      name: 'Naam is verplicht',
      building_id: 'Gebouw is verplicht',
      type: 'Type is verplicht',
    });
  });

  it('saves an empty floor and description as null, with the spec defaults', () => {
    expect(v.parse(entranceSchema, { ...EMPTY_ENTRANCE, name: 'Hoofdingang', building_id: 'b1' })).toEqual({
      name: 'Hoofdingang',
      building_id: 'b1',
      type: 'entrance',
      description: null,
      floor: null,
      is_emergency: false,
      is_accessible: true,
    });
  });

  it('wants a whole floor when one is given', () => {
    expect(issues({ ...EMPTY_ENTRANCE, name: 'A', building_id: 'b1', floor: '1.5' })).toEqual({
      floor: 'De etage moet een heel getal zijn.',
    });
  });
});
