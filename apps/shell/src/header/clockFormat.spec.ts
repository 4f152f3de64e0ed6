import { formatClockDate, formatClockTime, formatShortDate } from './clockFormat';

describe('clock formatting', () => {
  const moment = new Date(2026, 10, 21, 9, 5, 42);

  it('shows hours and minutes with leading zeros', () => {
    expect(formatClockTime(moment)).toBe('09:05');
    expect(formatClockTime(new Date(2026, 0, 4, 0, 3))).toBe('00:03');
    expect(formatClockTime(new Date(2026, 0, 4, 23, 59))).toBe('23:59');
  });

  it('shows a short date as day-month-year with leading zeros', () => {
    expect(formatShortDate(new Date(2026, 0, 4))).toBe('04-01-2026');
    expect(formatShortDate(moment)).toBe('21-11-2026');
  });

  it('shows the full Dutch date with weekday, day, month and year', () => {
    expect(formatClockDate(moment)).toBe('zaterdag 21 november 2026');
    expect(formatClockDate(new Date(2027, 0, 4))).toBe('maandag 4 januari 2027');
  });
});
