import * as v from 'valibot';
import { DATE_YEARS, isAfterToday, optionalDate, requiredDate } from './dateFields';
import { meterReadingSchema } from './meterReadingSchema';
import { CHECK_MESSAGES } from './constraintMessages';

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

  it('accepts 1 January 1900 up to and including 31 December 2200, as the database does', () => {
    expect(DATE_YEARS).toEqual({ first: 1900, last: 2200 });
    const first = new Date(1900, 0, 1);
    const last = new Date(2200, 11, 31, 23, 59);
    expect(v.parse(requiredDate('x'), first)).toBe(first);
    expect(v.parse(optionalDate(), last)).toBe(last);
    for (const outside of [new Date(1899, 11, 31), new Date(2201, 0, 1), new Date(20260, 0, 1)]) {
      expect(messages(v.safeParse(optionalDate(), outside))).toEqual(['Vul een datum tussen 1 januari 1900 en 31 december 2200 in.']);
      expect(messages(v.safeParse(requiredDate('x'), outside))).toEqual(['Vul een datum tussen 1 januari 1900 en 31 december 2200 in.']);
    }
  });

  it('takes the out-of-range message of the field', () => {
    const start = requiredDate('Vul een startdatum in.', undefined, 'De startdatum moet tussen 1 januari 1900 en 31 december 2200 liggen.');
    expect(messages(v.safeParse(start, new Date(1850, 5, 1)))).toEqual([
      'De startdatum moet tussen 1 januari 1900 en 31 december 2200 liggen.',
    ]);
  });

  it('with a future message, refuses a day after today (an event), and takes any moment of today', () => {
    const started = requiredDate('Vul een startdatum in.', undefined, undefined, CHECK_MESSAGES.malfunctions_started_at_not_future);
    const now = new Date();
    const endOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59);
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    expect(v.parse(started, endOfToday)).toBe(endOfToday);
    expect(v.parse(started, day)).toBe(day);
    for (const later of [tomorrow, new Date(2199, 0, 1)]) {
      expect(messages(v.safeParse(started, later))).toEqual(['De startdatum van een storing kan niet in de toekomst liggen.']);
    }
    // After 2200: the range's message only.
    expect(messages(v.safeParse(started, new Date(2300, 0, 1)))).toEqual(['Vul een datum tussen 1 januari 1900 en 31 december 2200 in.']);
    // Without one (a planned date), the future is fine.
    expect(v.parse(optionalDate(), new Date(2199, 0, 1))).toEqual(new Date(2199, 0, 1));
  });

  it('isAfterToday compares calendar days', () => {
    const noon = new Date(2026, 10, 27, 12);
    expect(isAfterToday(new Date(2026, 10, 27, 23, 59), noon)).toBe(false);
    expect(isAfterToday(new Date(2026, 10, 28, 0, 0), noon)).toBe(true);
    expect(isAfterToday(new Date(2026, 11, 1), noon)).toBe(true);
    expect(isAfterToday(new Date(2027, 0, 1), new Date(2026, 11, 31, 23))).toBe(true);
    expect(isAfterToday(new Date(2025, 11, 31), noon)).toBe(false);
  });

  it('a meter reading cannot lie in the future (utility_readings_reading_date_not_future)', () => {
    const reading = (date: Date) => messages(v.safeParse(meterReadingSchema, { reading_value: '12', reading_date: date }));
    expect(reading(new Date())).toEqual([]);
    expect(reading(new Date(2199, 0, 1))).toEqual(['De datum van de meteropname kan niet in de toekomst liggen.']);
  });
});
