import * as v from 'valibot';
import { READING_REQUIRED_MESSAGE, meterReadingSchema } from './meterReadingSchema';

const issues = (input: unknown) =>
  Object.fromEntries((v.safeParse(meterReadingSchema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));

describe('meterReadingSchema', () => {
  const day = new Date(2026, 10, 21);

  it('takes a reading of 0 or more, with a decimal comma or point', () => {
    for (const reading_value of ['0', '1843,2', ' 48211 ', '1843.25']) {
      expect(issues({ reading_value, reading_date: day })).toEqual({});
    }
    expect(v.parse(meterReadingSchema, { reading_value: ' 1843,2 ', reading_date: day }).reading_value).toBe('1843,2');
  });

  it('refuses what the database refuses, with its messages', () => {
    expect(issues({ reading_value: '\u00A0\u200B', reading_date: day })).toEqual({ reading_value: READING_REQUIRED_MESSAGE });
    for (const reading_value of ['-5', '12a', '1.234,5']) {
      expect(issues({ reading_value, reading_date: day })).toEqual({
        reading_value: 'Vul de meterstand in als getal van 0 of hoger, bijvoorbeeld 1234,5.',
      });
    }
    expect(issues({ reading_value: '1', reading_date: new Date(1899, 0, 1) })).toEqual({
      reading_date: 'De datum van de meteropname moet tussen 1 januari 1900 en 31 december 2200 liggen.',
    });
  });
});
