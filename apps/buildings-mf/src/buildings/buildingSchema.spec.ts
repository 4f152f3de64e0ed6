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

  it('refuses what the database refuses: invisible-only text, more than 200 characters or floors', () => {
    expect(issues({ name: '\u00A0\u200B\u3000', street: '\uFEFF', city: '\u2060\t', floors: '3' })).toEqual({
      name: 'Naam is verplicht',
      street: 'Straat is verplicht',
      city: 'Plaats is verplicht',
    });
    const long = 'x'.repeat(201);
    expect(issues({ name: long, street: long, city: long, floors: '201' })).toEqual({
      name: 'Deze tekst is te lang (maximaal 200 tekens).',
      street: 'Deze tekst is te lang (maximaal 200 tekens).',
      city: 'Deze tekst is te lang (maximaal 200 tekens).',
      floors: 'Het aantal etages mag niet hoger zijn dan 200.',
    });
    const limit = 'x'.repeat(200);
    expect(issues({ name: limit, street: limit, city: limit, floors: '200' })).toEqual({});
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
