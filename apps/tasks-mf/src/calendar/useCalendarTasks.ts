import { endOfMonth, lightFormat, startOfMonth } from 'date-fns';
import { useTableQuery } from '@facility/data/records';
import type { Task } from '../tasks/useOpenTasks';

export const calendarKey = (month: Date) => ['tasks', 'calendar', lightFormat(month, 'yyyy-MM')] as const;

/**
 * The tasks that can occur in the month of `month`: one-off tasks starting in it,
 * and recurring tasks that started before its end and do not end before its start.
 */
export function useCalendarTasks(month: Date) {
  const from = startOfMonth(month).toISOString();
  const to = endOfMonth(month).toISOString();
  return useTableQuery<Task[]>(
    calendarKey(month),
    (db) =>
      db
        .from('tasks')
        .select('*')
        .lte('start_date', to)
        .or(
          `and(is_recurring.eq.false,start_date.gte.${from}),` +
            `and(is_recurring.eq.true,or(recurrence_end_date.is.null,recurrence_end_date.gte.${from}))`,
        )
        .order('start_date', { ascending: true }),
    { shouldRetryOnError: false, keepPreviousData: true },
  );
}
