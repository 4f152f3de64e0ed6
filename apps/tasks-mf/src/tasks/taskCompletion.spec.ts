import { updateRow } from '@facility/data/records';
import { completionChange, isTaskOpen, setTaskCompleted } from './taskCompletion';

jest.mock('@facility/data/records', () => ({ ...jest.requireActual('@facility/data/records'), updateRow: jest.fn() }));

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

  it('writes the change to that one task, and fails when it is gone', async () => {
    const update = jest.mocked(updateRow).mockResolvedValueOnce('t1');
    await setTaskCompleted({ id: 't1', ...once }, false);
    expect(update).toHaveBeenCalledWith('tasks', 't1', { is_completed: false, completed_at: null, next_occurrence_at: null });
    const gone = new Error('gone');
    update.mockRejectedValueOnce(gone);
    await expect(setTaskCompleted({ id: 't2', ...once }, true)).rejects.toBe(gone);
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
