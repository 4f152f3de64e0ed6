import { openTasksFilter, thisMinute } from '@facility/data/records';
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
  filter: (query) => {
    const now = thisMinute();
    return query.or(openTasksFilter(now)).lte('start_date', now.toISOString());
  },
  defaultSort: { key: 'created_at', direction: 'desc' },
  pageSize: 100,
});

/** The open tasks of the page in the URL (?page=2), with their count. */
export function useOpenTasks() {
  return useListController<Task>(openTasksList);
}
