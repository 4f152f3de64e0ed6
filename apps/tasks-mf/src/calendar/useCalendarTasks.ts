import { endOfMonth, startOfMonth } from 'date-fns';
import { useRows, type From } from '@facility/data/records';
import { TASK_SELECT } from '../tasks/taskRow';

/**
 * The tasks that can occur in the month of `month`: one-off tasks starting in it,
 * and recurring tasks that started before its end and do not end before its start.
 */
export const calendarTasks = (month: Date) => (from: From) => {
  const first = startOfMonth(month).toISOString();
  const last = endOfMonth(month).toISOString();
  return from('tasks')
    .select(TASK_SELECT)
    .lte('start_date', last)
    .or(`and(is_recurring.eq.false,start_date.gte.${first}),and(is_recurring.eq.true,or(recurrence_end_date.is.null,recurrence_end_date.gte.${first}))`)
    .order('start_date', { ascending: true });
};

/** The tasks of the month of `month`; the previous month's stay on screen while the next loads. */
export function useCalendarTasks(month: Date) {
  return useRows(calendarTasks(month), { keepPreviousData: true });
}
