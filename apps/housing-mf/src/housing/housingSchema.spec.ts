import * as v from 'valibot';
import { EMPTY_HOUSING, housingSchema } from './housingSchema';

const schema = housingSchema((id) => ({ b1: 4 })[id]);
const issues = (input: unknown) =>
  Object.fromEntries((v.safeParse(schema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));

describe('housingSchema', () => {
  it('sends floor as an integer, areas as decimals (comma or point) and empty values as null', () => {
    expect(
      v.parse(schema, { ...EMPTY_HOUSING, building_id: 'b1', house_number: ' 12A ', floor: '2', square_meters: '75,5', balcony_size: '8.25' }),
    ).toEqual({
      building_id: 'b1',
      street: null,
      house_number: '12A',
      floor: 2,
      square_meters: 75.5,
      balcony_size: 8.25,
      orientation: null,
      entrance: null,
      type: 'rent',
      status: 'occupied',
      comments: null,
    });
  });

  it('requires a building, a house number and a whole floor within the building', () => {
    expect(issues(EMPTY_HOUSING)).toEqual({
      building_id: 'Selecteer eerst een gebouw',
      house_number: 'Huisnummer is verplicht',
      floor: 'Etage is verplicht',
    });
    const base = { ...EMPTY_HOUSING, building_id: 'b1', house_number: '1' };
    expect(issues({ ...base, floor: '1.5' })).toEqual({ floor: 'De etage moet een heel getal zijn.' });
    expect(issues({ ...base, floor: '5' })).toEqual({ floor: 'De etage mag niet hoger zijn dan het aantal etages van het gebouw (4).' });
    expect(issues({ ...base, floor: '4' })).toEqual({});
  });

  it('refuses areas the database refuses, and types and statuses it does not know', () => {
    const base = { ...EMPTY_HOUSING, building_id: 'b1', house_number: '1', floor: '0' };
    expect(issues({ ...base, square_meters: 'abc', balcony_size: '100001' })).toEqual({
      square_meters: 'Vul een getal in.',
      balcony_size: 'De balkongrootte moet een getal van 0 tot en met 100000 zijn.',
    });
    expect(issues({ ...base, type: 'lease', status: 'empty' })).toEqual({
      type: 'Kies een geldig type woning (Huur of Koop).',
      status: 'Kies een geldige status voor de woning.',
    });
    expect(issues({ ...base, house_number: 'x'.repeat(21) })).toEqual({ house_number: 'Deze tekst is te lang (maximaal 20 tekens).' });
  });

  it('refuses a balcony larger than the home (housing_balcony_within_living_area); as large is fine', () => {
    const unit = { ...EMPTY_HOUSING, building_id: 'b1', house_number: '1', floor: '1' };
    expect(issues({ ...unit, square_meters: '20', balcony_size: '500' })).toEqual({
      balcony_size: 'De balkongrootte mag niet groter zijn dan het aantal vierkante meters van de woning.',
    });
    expect(issues({ ...unit, square_meters: '20', balcony_size: '20' })).toEqual({});
    expect(issues({ ...unit, square_meters: '', balcony_size: '12' })).toEqual({});
  });
});
