import * as v from 'valibot';
import { EMPTY_SPACE, spaceSchema } from './spaceSchema';

const schema = spaceSchema((id) => ({ b1: 4 })[id]);
const issues = (input: unknown) =>
  Object.fromEntries((v.safeParse(schema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));

describe('spaceSchema', () => {
  it('allows floors 0 up to the building’s floor count', () => {
    expect(issues({ ...EMPTY_SPACE, building_id: 'b1', name: 'Zolder', floor: '4' })).toEqual({});
    expect(issues({ ...EMPTY_SPACE, building_id: 'b1', name: 'Zolder', floor: '5' })).toEqual({
      floor: 'De etage mag niet hoger zijn dan het aantal etages van het gebouw (4).',
    });
    expect(issues({ ...EMPTY_SPACE, building_id: 'b1', name: 'Kelder', floor: '-1' })).toEqual({ floor: 'De etage moet 0 of hoger zijn.' });
  });

  it('refuses a blank name and texts longer than the database takes', () => {
    const base = { ...EMPTY_SPACE, building_id: 'b1', name: 'Zolder' };
    expect(issues({ ...base, name: '\u3000\u200D' })).toEqual({ name: 'Naam is verplicht' });
    expect(issues({ ...base, name: 'x'.repeat(201), comments: 'x'.repeat(5001) })).toEqual({
      name: 'Deze tekst is te lang (maximaal 200 tekens).',
      comments: 'Deze tekst is te lang (maximaal 5000 tekens).',
    });
    expect(issues({ ...base, name: 'x'.repeat(200), comments: 'x'.repeat(5000) })).toEqual({});
  });

  it('saves an empty entrance, key and comments as null', () => {
    expect(v.parse(schema, { ...EMPTY_SPACE, building_id: 'b1', name: ' Receptie ' })).toEqual({
      building_id: 'b1',
      name: 'Receptie',
      floor: 0,
      entrance_id: null,
      key_id: null,
      front_door_key: true,
      comments: null,
    });
  });
});
