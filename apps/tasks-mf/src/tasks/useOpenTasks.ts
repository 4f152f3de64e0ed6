import { openTasksFilter, useTableQuery, type Tables } from '@facility/data/records';

export type Task = Tables<'tasks'>;

/** The title of a failed fetch of tasks (the spec's toast title; shown in place, with the Dutch reason). */
export const TASKS_FETCH_FAILED = 'Fout bij ophalen taken';

/**
 * The most open tasks /tasks shows at once. Staff work through the newest
 * tasks; 100 cards stay quick to render and to scan, and the database does the
 * filtering, sorting and limiting.
 */
export const OPEN_TASKS_LIMIT = 100;

/** Open tasks (recurring ones included once their next occurrence began) that have started, newest created first. */
export function useOpenTasks() {
  return useTableQuery<Task[]>(
    ['tasks', 'open'],
    (db) =>
      db
        .from('tasks')
        .select('*')
        .or(openTasksFilter())
        .lte('start_date', new Date().toISOString())
        .order('created_at', { ascending: false })
        .limit(OPEN_TASKS_LIMIT),
    { shouldRetryOnError: false },
  );
}
