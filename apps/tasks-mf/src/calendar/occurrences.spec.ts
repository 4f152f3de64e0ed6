import { expandOccurrences, nextOccurrenceAfter, isOccurrenceDone, occurrencesByDay, type SchedulableTask } from './occurrences';

// Local times, as the browser shows them.
const at = (year: number, month: number, day: number, hour = 9) => new Date(year, month - 1, day, hour);
const days = (dates: Date[]) => dates.map((d) => `${d.getMonth() + 1}-${d.getDate()}`);

function task(start: Date, pattern: string | null, end: Date | null = null): SchedulableTask {
  return {
    start_date: start.toISOString(),
    is_recurring: pattern !== null,
    recurrence_pattern: pattern,
    recurrence_end_date: end?.toISOString() ?? null,
  };
}

describe('expandOccurrences', () => {
  it('a one-off task occurs on its start day only, in its own month', () => {
    const once = task(at(2026, 3, 10, 14), null);
    expect(expandOccurrences(once, at(2026, 3, 1))).toEqual([at(2026, 3, 10, 14)]);
    expect(expandOccurrences(once, at(2026, 4, 1))).toEqual([]);
  });

  it('daily: every day of the visible month from the start on, keeping the start time', () => {
    const daily = task(at(2026, 2, 25, 8), 'daily');
    expect(days(expandOccurrences(daily, at(2026, 2, 1)))).toEqual(['2-25', '2-26', '2-27', '2-28']);
    const march = expandOccurrences(daily, at(2026, 3, 15));
    expect(march).toHaveLength(31);
    expect(march[0]).toEqual(at(2026, 3, 1, 8));
    expect(march[30]).toEqual(at(2026, 3, 31, 8));
  });

  it('weekly: the same weekday every week, none before the start', () => {
    const weekly = task(at(2026, 1, 6), 'weekly'); // a Tuesday
    expect(days(expandOccurrences(weekly, at(2025, 12, 1)))).toEqual([]);
    expect(days(expandOccurrences(weekly, at(2026, 1, 1)))).toEqual(['1-6', '1-13', '1-20', '1-27']);
    expect(days(expandOccurrences(weekly, at(2026, 3, 1)))).toEqual(['3-3', '3-10', '3-17', '3-24', '3-31']);
  });

  it('monthly on the 31st falls on the last day of shorter months, and returns to the 31st', () => {
    const monthly = task(at(2026, 1, 31), 'monthly');
    expect(days(expandOccurrences(monthly, at(2026, 2, 1)))).toEqual(['2-28']);
    expect(days(expandOccurrences(monthly, at(2026, 4, 1)))).toEqual(['4-30']);
    expect(days(expandOccurrences(monthly, at(2026, 5, 1)))).toEqual(['5-31']);
    expect(days(expandOccurrences(monthly, at(2028, 2, 1)))).toEqual(['2-29']); // leap year
  });

  it('yearly on 29 February falls on 28 February in other years and on the 29th in leap years', () => {
    const yearly = task(at(2024, 2, 29), 'yearly');
    expect(days(expandOccurrences(yearly, at(2025, 2, 1)))).toEqual(['2-28']);
    expect(days(expandOccurrences(yearly, at(2028, 2, 1)))).toEqual(['2-29']);
    expect(days(expandOccurrences(yearly, at(2025, 3, 1)))).toEqual([]);
  });

  it('stops at the recurrence end date, which itself still counts', () => {
    const weekly = task(at(2026, 1, 6, 10), 'weekly', at(2026, 1, 20, 0));
    expect(days(expandOccurrences(weekly, at(2026, 1, 1)))).toEqual(['1-6', '1-13', '1-20']);
    expect(expandOccurrences(weekly, at(2026, 2, 1))).toEqual([]);
    const daily = task(at(2026, 1, 30), 'daily', at(2026, 2, 2));
    expect(days(expandOccurrences(daily, at(2026, 2, 1)))).toEqual(['2-1', '2-2']);
  });

  it('is open-ended without an end date, and computes a far month directly', () => {
    const weekly = task(at(2020, 1, 7), 'weekly'); // a Tuesday
    expect(days(expandOccurrences(weekly, at(2040, 5, 1)))).toEqual(['5-1', '5-8', '5-15', '5-22', '5-29']);
  });

  it('treats a recurring flag without a known pattern as a one-off', () => {
    expect(days(expandOccurrences(task(at(2026, 1, 6), 'hourly'), at(2026, 1, 1)))).toEqual(['1-6']);
  });
});

describe('occurrencesByDay', () => {
  it('groups the month occurrences of all tasks by day, in time order', () => {
    const late = { ...task(at(2026, 1, 13, 15), null), title: 'laat' };
    const weekly = { ...task(at(2026, 1, 6, 9), 'weekly'), title: 'wekelijks' };
    const byDay = occurrencesByDay([late, weekly], at(2026, 1, 1));
    expect([...byDay.keys()].sort()).toEqual(['2026-01-06', '2026-01-13', '2026-01-20', '2026-01-27']);
    expect(byDay.get('2026-01-13')?.map((o) => o.task.title)).toEqual(['wekelijks', 'laat']);
  });
});

describe('isOccurrenceDone', () => {
  const done = (pattern: string | null, completed: Date | null) => ({
    ...task(at(2026, 1, 6), pattern),
    is_completed: completed !== null,
    completed_at: completed?.toISOString() ?? null,
  });

  it('a one-off task is done once completed', () => {
    expect(isOccurrenceDone(done(null, at(2026, 1, 8)), at(2026, 1, 6))).toBe(true);
    expect(isOccurrenceDone(done(null, null), at(2026, 1, 6))).toBe(false);
  });

  it('completing a recurring task completes the occurrences up to that day, not the series', () => {
    const weekly = done('weekly', at(2026, 1, 13, 16));
    expect(isOccurrenceDone(weekly, at(2026, 1, 13, 9))).toBe(true);
    expect(isOccurrenceDone(weekly, at(2026, 1, 20, 9))).toBe(false);
  });
});

describe('nextOccurrenceAfter', () => {
  const recurring = (pattern: string, start: Date, end: Date | null = null) => ({
    start_date: start.toISOString(),
    is_recurring: true,
    recurrence_pattern: pattern,
    recurrence_end_date: end ? end.toISOString() : null,
  });

  it('is the first occurrence on a later day, at the start time', () => {
    const start = new Date(2026, 10, 2, 9, 0);
    expect(nextOccurrenceAfter(recurring('daily', start), new Date(2026, 10, 21, 8, 0))).toEqual(new Date(2026, 10, 22, 9, 0));
    // Completed on the day of an occurrence, after it: the next one is a week later.
    expect(nextOccurrenceAfter(recurring('weekly', start), new Date(2026, 10, 16, 11, 0))).toEqual(new Date(2026, 10, 23, 9, 0));
    // Completed between occurrences: the coming one.
    expect(nextOccurrenceAfter(recurring('weekly', start), new Date(2026, 10, 18, 11, 0))).toEqual(new Date(2026, 10, 23, 9, 0));
  });

  it('puts a monthly task on the 31st on the last day of a shorter month', () => {
    const start = new Date(2026, 0, 31, 8, 0);
    expect(nextOccurrenceAfter(recurring('monthly', start), new Date(2026, 0, 31, 12, 0))).toEqual(new Date(2026, 1, 28, 8, 0));
  });

  it('is null when the series has ended or the task does not recur', () => {
    const start = new Date(2026, 10, 2, 9, 0);
    expect(nextOccurrenceAfter(recurring('weekly', start, new Date(2026, 10, 20)), new Date(2026, 10, 16, 11, 0))).toBeNull();
    expect(nextOccurrenceAfter({ ...recurring('weekly', start), is_recurring: false, recurrence_pattern: null }, start)).toBeNull();
  });
});
