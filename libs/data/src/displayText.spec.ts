import { longDateText, numberText, shortDateText, timeText } from './displayText';

it('writes the day with its Dutch month name, and the time on a 24-hour clock when asked', () => {
  expect(longDateText(new Date(2026, 10, 24, 9, 5))).toBe('24 november 2026');
  expect(longDateText(new Date(2026, 2, 1, 9, 5), { time: true })).toBe('1 maart 2026 09:05');
  expect(longDateText(new Date(2026, 10, 24, 9, 5), { weekday: true })).toBe('dinsdag 24 november 2026');
  expect(longDateText(new Date(2027, 0, 4), { weekday: true })).toBe('maandag 4 januari 2027');
  expect(longDateText(new Date(2026, 11, 31, 23, 59), { time: true })).toBe('31 december 2026 23:59');
});

it('shows hours and minutes with leading zeros, and a short date as day-month-year', () => {
  expect(timeText(new Date(2026, 10, 21, 9, 5, 42))).toBe('09:05');
  expect(timeText(new Date(2026, 0, 4, 0, 3))).toBe('00:03');
  expect(timeText(new Date(2026, 0, 4, 23, 59))).toBe('23:59');
  expect(shortDateText(new Date(2026, 0, 4))).toBe('04-01-2026');
  expect(shortDateText(new Date(2026, 10, 21))).toBe('21-11-2026');
});

it("gives Intl's Dutch text (nl-NL) for every day and hour of three years", () => {
  const intl = {
    long: new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' }),
    weekday: new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    short: new Intl.DateTimeFormat('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric' }),
    time: new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
  const wrong: string[] = [];
  for (let day = new Date(2025, 0, 1, 0, 7); day.getFullYear() < 2028; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1, (day.getHours() + 5) % 24, (day.getMinutes() + 13) % 60)) {
    const ours = [longDateText(day), longDateText(day, { weekday: true }), shortDateText(day), timeText(day)];
    const theirs = [intl.long.format(day), intl.weekday.format(day), intl.short.format(day), intl.time.format(day)];
    if (ours.join('|') !== theirs.join('|')) wrong.push(`${ours.join('|')} vs ${theirs.join('|')}`);
  }
  expect(wrong).toEqual([]);
});

// What the screens showed before, with the browser's Intl: the oracle for every case.
const formats = [0, 1, 2, 3].map((digits) => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: digits }));
const intl = (value: number, digits: number) => formats[digits].format(value);

describe('numberText', () => {
  it('groups thousands with a dot and writes a decimal comma', () => {
    expect(numberText(100000)).toBe('100.000');
    expect(numberText(1234.5)).toBe('1.234,5');
    expect(numberText(72.35)).toBe('72,35');
    expect(numberText(999)).toBe('999');
    expect(numberText(-1234567.891)).toBe('-1.234.567,891');
  });

  it('rounds half away from zero on the decimal the number reads as, as Intl does', () => {
    expect(numberText(1.005, 2)).toBe('1,01');
    expect(numberText(0.125, 2)).toBe('0,13');
    expect(numberText(999.9995)).toBe('1.000');
    expect(numberText(-2.45, 1)).toBe('-2,5');
    expect(numberText(1.25, 0)).toBe('1');
    expect(numberText(-0.0001)).toBe('-0');
  });

  it('writes what no screen shows as JavaScript does, and zero without a sign', () => {
    expect([NaN, Infinity, -Infinity, 1e21, 1e-7].map((value) => numberText(value))).toEqual(['NaN', 'Infinity', '-Infinity', '1e+21', '1e-7']);
    expect(numberText(-0)).toBe('0');
  });

  it('gives the text of Intl.NumberFormat("nl-NL") for integers and decimals up to 1e21', () => {
    const values = [0, 1, 7, 12, 1000, 1001, 99999, 100000, 1234567, 2 ** 53, 1e20, 1e-6, -1e-6];
    for (let i = 0; i < 2000; i += 1) {
      // A fixed spread of magnitudes and fractions (no randomness: a failure reproduces).
      const value = ((i * 7919) % 100003) / 10 ** (i % 7) - (i % 3 === 0 ? 5000 : 0);
      values.push(value, value + 0.0005, value * 1.5);
    }
    for (const digits of [0, 1, 2, 3]) {
      const wrong = values.filter((value) => numberText(value, digits) !== intl(value, digits));
      expect(wrong.map((value) => `${value}: ${numberText(value, digits)} vs ${intl(value, digits)}`)).toEqual([]);
    }
  });
});
