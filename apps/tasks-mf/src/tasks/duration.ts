import { formatDistance } from 'date-fns';
import { nl } from 'date-fns/locale';

interface TaskTimes {
  created_at: string;
  completed_at: string | null;
}

/**
 * How long a task has run, in Dutch words ('3 dagen', 'ongeveer 2 uur'):
 * from creation to completion, or to `now` while it is open.
 */
export function taskDuration(task: TaskTimes, now: Date = new Date()): string {
  const end = task.completed_at ? new Date(task.completed_at) : now;
  return formatDistance(new Date(task.created_at), end, { locale: nl });
}
