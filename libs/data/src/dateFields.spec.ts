import * as v from 'valibot';
import { optionalDate, requiredDate } from './dateFields';

const messages = (result: v.SafeParseResult<v.GenericSchema>) => result.issues?.map((issue) => issue.message) ?? [];

describe('date fields', () => {
  const day = new Date(2026, 10, 21);

  it('requiredDate passes a date and names what is missing or wrong', () => {
    const schema = requiredDate('Vul een datum in.');
    expect(v.parse(schema, day)).toBe(day);
    expect(messages(v.safeParse(schema, null))).toEqual(['Vul een datum in.']);
    expect(messages(v.safeParse(schema, new Date('nope')))).toEqual(['Vul een geldige datum in.']);
  });

  it('optionalDate lets an empty field through as null but refuses an invalid date', () => {
    expect(v.parse(optionalDate(), null)).toBeNull();
    expect(v.parse(optionalDate(), day)).toBe(day);
    expect(messages(v.safeParse(optionalDate('Ongeldig'), new Date('nope')))).toEqual(['Ongeldig']);
  });
});
