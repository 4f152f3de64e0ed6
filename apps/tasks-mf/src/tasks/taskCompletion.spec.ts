import { completionChange, isTaskOpen } from './taskCompletion';

const now = new Date(2026, 10, 21, 10, 0);
const weekly = {
  start_date: new Date(2026, 10, 2, 9, 0).toISOString(),
  is_recurring: true,
  recurrence_pattern: 'weekly',
  recurrence_end_date: null,
};
const once = { ...weekly, is_recurring: false, recurrence_pattern: null };

describe('completing a task', () => {
  it('completes a one-off task for good', () => {
    expect(completionChange(once, true, now)).toEqual({ is_completed: true, completed_at: now.toISOString(), next_occurrence_at: null });
  });

  it('completes one occurrence of a recurring task and remembers when the next one starts', () => {
    expect(completionChange(weekly, true, now)).toEqual({
      is_completed: true,
      completed_at: now.toISOString(),
      next_occurrence_at: new Date(2026, 10, 23, 9, 0).toISOString(),
    });
  });

  it('reopening clears the completion and the next occurrence', () => {
    expect(completionChange(weekly, false, now)).toEqual({ is_completed: false, completed_at: null, next_occurrence_at: null });
  });
});

describe('isTaskOpen', () => {
  it('is open when not completed, or when its next occurrence has begun', () => {
    expect(isTaskOpen({ is_completed: false, next_occurrence_at: null }, now)).toBe(true);
    expect(isTaskOpen({ is_completed: true, next_occurrence_at: null }, now)).toBe(false);
    expect(isTaskOpen({ is_completed: true, next_occurrence_at: new Date(2026, 10, 23).toISOString() }, now)).toBe(false);
    expect(isTaskOpen({ is_completed: true, next_occurrence_at: new Date(2026, 10, 21, 9).toISOString() }, now)).toBe(true);
  });
});
