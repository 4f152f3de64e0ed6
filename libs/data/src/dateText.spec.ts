import { longDateText } from './dateText';

it('writes the day with its Dutch month name, and the time on a 24-hour clock when asked', () => {
  expect(longDateText(new Date(2026, 10, 24, 9, 5))).toBe('24 november 2026');
  expect(longDateText(new Date(2026, 2, 1, 9, 5), { time: true })).toBe('1 maart 2026 09:05');
  expect(longDateText(new Date(2026, 10, 24, 9, 5), { weekday: true })).toBe('dinsdag 24 november 2026');
  expect(longDateText(new Date(2026, 11, 31, 23, 59), { time: true })).toBe('31 december 2026 23:59');
});
