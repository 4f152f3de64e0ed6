import * as v from 'valibot';
import { EMPTY_ENTRANCE, entranceFormSchema, entranceSchema } from './entranceSchema';

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

  it('refuses what the database refuses: blank name, long texts, floors outside 0..200', () => {
    const base = { ...EMPTY_ENTRANCE, name: 'A', building_id: 'b1' };
    expect(issues({ ...base, name: '\u00A0\u200B' })).toEqual({ name: 'Naam is verplicht' });
    expect(issues({ ...base, name: 'x'.repeat(201), description: 'x'.repeat(5001) })).toEqual({
      name: 'Deze tekst is te lang (maximaal 200 tekens).',
      description: 'Deze tekst is te lang (maximaal 5000 tekens).',
    });
    expect(issues({ ...base, floor: '-1' })).toEqual({ floor: 'De etage moet tussen 0 en 200 liggen.' });
    expect(issues({ ...base, floor: '201' })).toEqual({ floor: 'De etage moet tussen 0 en 200 liggen.' });
    expect(issues({ ...base, floor: '200', name: 'x'.repeat(200), description: 'x'.repeat(5000) })).toEqual({});
  });

  it('wants a whole floor when one is given', () => {
    expect(issues({ ...EMPTY_ENTRANCE, name: 'A', building_id: 'b1', floor: '1.5' })).toEqual({
      floor: 'De etage moet een heel getal zijn.',
    });
  });

  it('with the buildings known, refuses a floor above the building (entrances_and_exits_floor_within_building)', () => {
    const form = entranceFormSchema((id) => ({ b1: 4 })[id]);
    const base = { ...EMPTY_ENTRANCE, name: 'A', building_id: 'b1' };
    expect(Object.fromEntries((v.safeParse(form, { ...base, floor: '5' }).issues ?? []).map((i) => [v.getDotPath(i), i.message]))).toEqual({
      floor: 'De etage mag niet hoger zijn dan het aantal etages van het gebouw (4).',
    });
    expect(v.parse(form, { ...base, floor: '4' })).toMatchObject({ floor: 4 });
    expect(v.parse(form, { ...base, floor: '' })).toMatchObject({ floor: null });
    // A building not known yet: the database decides.
    expect(v.parse(form, { ...base, building_id: 'b2', floor: '9' })).toMatchObject({ floor: 9 });
  });
});
