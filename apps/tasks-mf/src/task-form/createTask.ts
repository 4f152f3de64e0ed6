import { insertRow, type TablesInsert } from '@facility/data/records';
import type { ValidTask } from './taskSchema';

/** The row the form's valid values make: a new, open task; recurrence only on recurring tasks. */
export function toTaskRow(task: ValidTask, now: Date = new Date()): TablesInsert<'tasks'> {
  return {
    title: task.title,
    comments: task.comments,
    created_at: now.toISOString(),
    start_date: task.start_date.toISOString(),
    end_date: task.end_date?.toISOString() ?? null,
    hours_spent: task.hours_spent,
    is_completed: false,
    is_recurring: task.is_recurring,
    recurrence_pattern: task.is_recurring ? task.recurrence_pattern : null,
    recurrence_end_date: task.is_recurring ? (task.recurrence_end_date?.toISOString() ?? null) : null,
  };
}

/** Inserts the task and refreshes every task list. */
export function createTask(task: ValidTask) {
  return insertRow('tasks', toTaskRow(task));
}
