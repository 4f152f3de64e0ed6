import { addDays, formatISO } from 'date-fns';
import { useCount, useRows, type From } from '@facility/data/basics';

export const DASHBOARD_LIMIT = 5;

const day = (date: Date) => formatISO(date, { representation: 'date' });

/** Open tasks that have already started, latest first. */
export const todayTasks = (from: From) =>
  from('tasks')
    .select('id, title, start_date')
    .is('is_open', true)
    .is('has_started', true)
    .order('start_date', { ascending: false })
    .limit(DASHBOARD_LIMIT);

/** Provisions whose next maintenance lies within the coming 7 days. */
export const weekMaintenance = (from: From) => {
  const today = new Date();
  return from('technical_provisions')
    .select('id, device_name, next_maintenance_date, spaces(name, buildings(name))')
    .gte('next_maintenance_date', day(today))
    .lte('next_maintenance_date', day(addDays(today, 7)))
    .order('next_maintenance_date', { ascending: true })
    .limit(DASHBOARD_LIMIT);
};

/** Unresolved malfunctions of priority high, latest first. */
export const urgentMalfunctions = (from: From) =>
  from('malfunctions')
    .select('id, description, technical_provisions(device_name, spaces(name, buildings(name)))')
    .is('resolved_at', null)
    .eq('priority', 'high')
    .order('started_at', { ascending: false })
    .limit(DASHBOARD_LIMIT);

export const openMalfunctionCount = (from: From) => from('malfunctions').select('id', { count: 'exact', head: true }).is('resolved_at', null);
export const openTaskCount = (from: From) => from('tasks').select('id', { count: 'exact', head: true }).is('is_open', true);

/** How many rows a table has, asked as a count only. */
export const rowCount = (table: 'buildings' | 'spaces' | 'keys' | 'housing') => (from: From) => from(table).select('id', { count: 'exact', head: true });

export const useTodayTasks = () => useRows(todayTasks);
export const useWeekMaintenance = () => useRows(weekMaintenance);
export const useUrgentMalfunctions = () => useRows(urgentMalfunctions);
export const useOpenMalfunctionCount = () => useCount(openMalfunctionCount);
export const useOpenTaskCount = () => useCount(openTaskCount);
export const useRowCount = (table: Parameters<typeof rowCount>[0]) => useCount(rowCount(table));
