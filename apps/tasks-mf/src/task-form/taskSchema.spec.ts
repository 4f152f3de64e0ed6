import * as v from 'valibot';
import { EMPTY_TASK, TASK_REQUIRED_MESSAGE, taskSchema, type TaskFormValues } from './taskSchema';

const issues = (input: TaskFormValues) =>
  Object.fromEntries((v.safeParse(taskSchema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));

describe('taskSchema', () => {
  const start = new Date(2026, 10, 21, 9);
  const task = { ...EMPTY_TASK, title: 'Rondgang', start_date: start };

  it('accepts a task at every limit of the database', () => {
    expect(issues({ ...task, title: 'x'.repeat(200), comments: 'x'.repeat(5000), hours_spent: '10000' })).toEqual({});
    expect(issues({ ...task, start_date: new Date(1900, 0, 1), end_date: new Date(2200, 11, 31) })).toEqual({});
  });

  it('refuses a blank title, also of invisible characters only', () => {
    expect(issues({ ...task, title: '\u00A0\u200B\uFEFF' })).toEqual({ title: TASK_REQUIRED_MESSAGE });
  });

  it('refuses texts longer than the database takes, with the maximum', () => {
    expect(issues({ ...task, title: 'x'.repeat(201), comments: 'x'.repeat(5001) })).toEqual({
      title: 'Deze tekst is te lang (maximaal 200 tekens).',
      comments: 'Deze tekst is te lang (maximaal 5000 tekens).',
    });
  });

  it('refuses more than 10000 hours', () => {
    expect(issues({ ...task, hours_spent: '10000,5' })).toEqual({
      hours_spent: 'Het aantal bestede uren moet een getal van 0 tot en met 10000 zijn.',
    });
  });

  it('refuses dates before 1900 or after 2200, naming the field', () => {
    expect(
      issues({
        ...task,
        start_date: new Date(1899, 11, 31),
        end_date: new Date(2201, 0, 1),
        is_recurring: true,
        recurrence_pattern: 'weekly',
        recurrence_end_date: new Date(2201, 0, 1),
      }),
    ).toEqual({
      start_date: 'De startdatum moet tussen 1 januari 1900 en 31 december 2200 liggen.',
      end_date: 'De einddatum moet tussen 1 januari 1900 en 31 december 2200 liggen.',
      recurrence_end_date: 'De einddatum van de herhaling moet tussen 1 januari 1900 en 31 december 2200 liggen.',
    });
  });
});
