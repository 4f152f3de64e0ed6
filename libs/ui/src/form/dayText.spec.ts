import { dayText, parseDayText, sameDateValue } from './dayText';

const invalid = (date: Date | null) => date !== null && Number.isNaN(date.getTime());

describe('parseDayText', () => {
  it.each(['1-2-2026', '01-02-2026', '1/2/2026', '01.02.2026', '1 2 2026', ' 01 - 02 - 2026 ', '01022026', '2026-02-01'])(
    'reads %p as 1 February 2026, at midnight',
    (text) => {
      expect(parseDayText(text)).toEqual(new Date(2026, 1, 1));
    },
  );

  it('is null for an empty field', () => {
    expect(parseDayText('')).toBeNull();
    expect(parseDayText('   ')).toBeNull();
  });

  it.each(['1-2', '01-02-20', '01-02-202', '13-13-2026', '31-02-2026', '00-01-2026', '01-13-2026', '29-02-2027', 'morgen', '1-2-2026x', '010226'])(
    'reads %p as no day (an invalid Date)',
    (text) => {
      expect(invalid(parseDayText(text))).toBe(true);
    },
  );

  it('reads a leap day in a leap year, and years before 100 as typed', () => {
    expect(parseDayText('29-02-2028')).toEqual(new Date(2028, 1, 29));
    expect(parseDayText('01-01-0050')?.getFullYear()).toBe(50);
  });

  it('keeps the time of day of the value it replaces, as a picker does', () => {
    expect(parseDayText('24-11-2026', new Date(2026, 0, 5, 14, 30))).toEqual(new Date(2026, 10, 24, 14, 30));
    expect(parseDayText('24-11-2026', new Date(NaN))).toEqual(new Date(2026, 10, 24));
  });
});

describe('dayText', () => {
  it('writes a day as dd-mm-jjjj', () => {
    expect(dayText(new Date(2026, 1, 1, 23, 59))).toBe('01-02-2026');
    expect(dayText(new Date(2026, 10, 24))).toBe('24-11-2026');
  });

  it('reads back what it writes', () => {
    const day = new Date(2199, 11, 31);
    expect(parseDayText(dayText(day))).toEqual(day);
  });
});

test('sameDateValue: empty, invalid or the same moment', () => {
  expect(sameDateValue(null, undefined)).toBe(true);
  expect(sameDateValue(new Date(NaN), new Date(NaN))).toBe(true);
  expect(sameDateValue(new Date(2026, 1, 1), new Date(2026, 1, 1))).toBe(true);
  expect(sameDateValue(new Date(2026, 1, 1), null)).toBe(false);
  expect(sameDateValue(new Date(2026, 1, 1), new Date(2026, 1, 2))).toBe(false);
});
