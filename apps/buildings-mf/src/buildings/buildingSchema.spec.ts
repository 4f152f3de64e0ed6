import * as v from 'valibot';
import { buildingSchema } from './buildingSchema';

const issues = (input: Record<string, string>) =>
  Object.fromEntries((v.safeParse(buildingSchema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));

describe('buildingSchema', () => {
  it('requires name, street, city and floors', () => {
    expect(issues({ name: ' ', street: '', city: '', floors: '' })).toEqual({
      name: 'Naam is verplicht',
      street: 'Straat is verplicht',
      city: 'Plaats is verplicht',
      floors: 'Aantal etages is verplicht',
    });
  });

  it('wants at least 1 whole floor', () => {
    expect(issues({ name: 'A', street: 'B', city: 'C', floors: '0' })).toEqual({ floors: 'Het aantal etages moet minimaal 1 zijn.' });
    expect(issues({ name: 'A', street: 'B', city: 'C', floors: '1.5' })).toEqual({
      floors: 'Het aantal etages moet een heel getal zijn.',
    });
  });

  it('gives trimmed text and the number of floors', () => {
    expect(v.parse(buildingSchema, { name: ' Dom ', street: 'Oudegracht 1', city: 'Utrecht', floors: '3' })).toEqual({
      name: 'Dom',
      street: 'Oudegracht 1',
      city: 'Utrecht',
      floors: 3,
    });
  });
});
