import { taskDuration } from './duration';

const created = '2026-03-01T09:00:00.000Z';

describe('taskDuration', () => {
  it('measures an open task from creation to now, in Dutch words', () => {
    expect(taskDuration({ created_at: created, completed_at: null }, new Date('2026-03-04T09:00:00.000Z'))).toBe('3 dagen');
    expect(taskDuration({ created_at: created, completed_at: null }, new Date('2026-03-01T11:00:00.000Z'))).toBe('ongeveer 2 uur');
    expect(taskDuration({ created_at: created, completed_at: null }, new Date('2026-03-01T09:00:20.000Z'))).toBe('minder dan een minuut');
  });

  it('measures a completed task from creation to completion, whatever now is', () => {
    const task = { created_at: created, completed_at: '2026-03-01T09:05:00.000Z' };
    expect(taskDuration(task, new Date('2027-01-01T00:00:00.000Z'))).toBe('5 minuten');
  });

  it('uses months for long-running tasks', () => {
    expect(taskDuration({ created_at: created, completed_at: '2026-06-02T09:00:00.000Z' })).toBe('3 maanden');
  });
});
