import type { Selected } from '@facility/data/records';

/** What /tasks and the calendar read of a task: all of it. */
export const TASK_SELECT = '*';
export type Task = Selected<'tasks', typeof TASK_SELECT>;

/** The title of a failed fetch of tasks (the spec's toast title; shown in place, with the Dutch reason). */
export const TASKS_FETCH_FAILED = 'Fout bij ophalen taken';
