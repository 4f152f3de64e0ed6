import { formatClockDate, formatClockTime } from './clockFormat';

describe('clock formatting', () => {
  const moment = new Date(2026, 10, 21, 9, 5, 42);

  it('shows hours and minutes with leading zeros', () => {
    expect(formatClockTime(moment)).toBe('09:05');
  });

  it('shows the full Dutch date with weekday, day, month and year', () => {
    expect(formatClockDate(moment)).toBe('zaterdag 21 november 2026');
    expect(formatClockDate(new Date(2027, 0, 4))).toBe('maandag 4 januari 2027');
  });
});
