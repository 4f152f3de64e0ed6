import { defineList, useListController } from '@facility/kit/list';
import { TASK_SELECT, type Task } from './taskRow';

/**
 * /tasks: open tasks (recurring ones included once their next occurrence began) that
 * have started, newest created first. A page holds 100 cards: staff work through the
 * newest tasks, and 100 cards stay quick to render and to scan.
 */
export const openTasksList = defineList({
  table: 'tasks',
  select: TASK_SELECT,
  // Open and started are the database's computed fields (now() at the moment of asking).
  filter: (query) => query.is('is_open', true).is('has_started', true),
  defaultSort: { key: 'created_at', direction: 'desc' },
  pageSize: 100,
});

/** The open tasks of the page in the URL (?page=2), with their count. */
export function useOpenTasks() {
  return useListController<Task>(openTasksList);
}
