import { addDays, formatISO } from 'date-fns';
import { openTasksFilter, useTableCount, useTableQuery } from '@facility/data/basics';

export const DASHBOARD_LIMIT = 5;

export interface TodayTask {
  id: string;
  title: string;
  start_date: string;
}

export interface MaintenanceItem {
  id: string;
  device_name: string;
  next_maintenance_date: string;
  spaces: { name: string; buildings: { name: string } | null } | null;
}

export interface UrgentMalfunction {
  id: string;
  description: string | null;
  technical_provisions: { device_name: string; spaces: { name: string; buildings: { name: string } | null } | null } | null;
}

/** Open tasks that have already started. */
export function useTodayTasks() {
  return useTableQuery<TodayTask[]>(['tasks', 'dashboard-today'], (db) =>
    db
      .from('tasks')
      .select('id, title, start_date')
      .lte('start_date', new Date().toISOString())
      .or(openTasksFilter())
      .order('start_date', { ascending: false })
      .limit(DASHBOARD_LIMIT) as never,
  );
}

/** Provisions whose next maintenance lies within the coming 7 days. */
export function useWeekMaintenance() {
  const today = new Date();
  return useTableQuery<MaintenanceItem[]>(['technical_provisions', 'dashboard-week'], (db) =>
    db
      .from('technical_provisions')
      .select('id, device_name, next_maintenance_date, spaces(name, buildings(name))')
      .gte('next_maintenance_date', formatISO(today, { representation: 'date' }))
      .lte('next_maintenance_date', formatISO(addDays(today, 7), { representation: 'date' }))
      .order('next_maintenance_date', { ascending: true })
      .limit(DASHBOARD_LIMIT) as never,
  );
}

/** Unresolved malfunctions of priority high. */
export function useUrgentMalfunctions() {
  return useTableQuery<UrgentMalfunction[]>(['malfunctions', 'dashboard-urgent'], (db) =>
    db
      .from('malfunctions')
      .select('id, description, technical_provisions(device_name, spaces(name, buildings(name)))')
      .is('resolved_at', null)
      .eq('priority', 'high')
      .order('started_at', { ascending: false })
      .limit(DASHBOARD_LIMIT) as never,
  );
}

export const useOpenMalfunctionCount = () => useTableCount('malfunctions', 'open', (q) => q.is('resolved_at', null));
export const useOpenTaskCount = () => useTableCount('tasks', 'open', (q) => q.or(openTasksFilter()));
