// Which days a task falls on in the visible month. A recurring task repeats its
// pattern from its start date up to its recurrence end date (open-ended without
// one); only the occurrences inside the visible month are computed.
import {
  addDays,
  addMonths,
  addYears,
  differenceInCalendarDays,
  differenceInCalendarMonths,
  differenceInCalendarYears,
  endOfDay,
  endOfMonth,
  isAfter,
  lightFormat,
  startOfMonth,
} from 'date-fns';
import type { RecurrencePattern } from '@facility/data/records';

export interface SchedulableTask {
  start_date: string;
  is_recurring: boolean;
  recurrence_pattern: string | null;
  recurrence_end_date: string | null;
}

interface PatternRule {
  /** The n-th occurrence (0 = the start). */
  at: (start: Date, n: number) => Date;
  /** The first n whose occurrence can lie on or after `from` (never overshoots). */
  firstIndex: (start: Date, from: Date) => number;
}

const everyDays = (days: number): PatternRule => ({
  at: (start, n) => addDays(start, n * days),
  firstIndex: (start, from) => Math.floor(differenceInCalendarDays(from, start) / days),
});

// addMonths/addYears count from the start each time, so the 31st falls on the
// last day of shorter months and 29 February on 28 February, without drifting.
const RULES: Record<RecurrencePattern, PatternRule> = {
  daily: everyDays(1),
  weekly: everyDays(7),
  monthly: { at: addMonths, firstIndex: (start, from) => differenceInCalendarMonths(from, start) },
  yearly: { at: addYears, firstIndex: (start, from) => differenceInCalendarYears(from, start) },
};

function ruleOf(task: SchedulableTask): PatternRule | null {
  if (!task.is_recurring || !task.recurrence_pattern) return null;
  return RULES[task.recurrence_pattern as RecurrencePattern] ?? null;
}

/** The dates (with the task's start time) on which `task` occurs in the month of `month`. */
export function expandOccurrences(task: SchedulableTask, month: Date): Date[] {
  const from = startOfMonth(month);
  const to = endOfMonth(month);
  const start = new Date(task.start_date);
  const rule = ruleOf(task);
  if (!rule) return start >= from && start <= to ? [start] : [];
  const until = task.recurrence_end_date ? endOfDay(new Date(task.recurrence_end_date)) : to;
  const last = isAfter(until, to) ? to : until;
  const dates: Date[] = [];
  for (let n = Math.max(0, rule.firstIndex(start, from)); ; n++) {
    const date = rule.at(start, n);
    if (date > last) break;
    if (date >= from) dates.push(date);
  }
  return dates;
}

/**
 * When the first occurrence on a day after `moment` starts (with the task's start
 * time); null for a task that does not recur or whose series has ended by then.
 */
export function nextOccurrenceAfter(task: SchedulableTask, moment: Date): Date | null {
  const rule = ruleOf(task);
  if (!rule) return null;
  const start = new Date(task.start_date);
  const after = endOfDay(moment);
  const until = task.recurrence_end_date ? endOfDay(new Date(task.recurrence_end_date)) : null;
  for (let n = Math.max(0, rule.firstIndex(start, after)); ; n++) {
    const date = rule.at(start, n);
    if (until && date > until) return null;
    if (date > after) return date;
  }
}

export const dayKey = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

export interface Occurrence<T> {
  task: T;
  date: Date;
}

/** The month's occurrences of all tasks, grouped by day ('yyyy-MM-dd'), each day in time order. */
export function occurrencesByDay<T extends SchedulableTask>(tasks: T[], month: Date): Map<string, Occurrence<T>[]> {
  const byDay = new Map<string, Occurrence<T>[]>();
  for (const task of tasks) {
    for (const date of expandOccurrences(task, month)) {
      const key = dayKey(date);
      byDay.set(key, [...(byDay.get(key) ?? []), { task, date }]);
    }
  }
  for (const list of byDay.values()) list.sort((a, b) => a.date.getTime() - b.date.getTime());
  return byDay;
}

export interface CompletableTask extends SchedulableTask {
  is_completed: boolean;
  completed_at: string | null;
}

/**
 * Whether the occurrence on `date` is done. Completing a recurring task marks
 * its occurrences up to the day of completion as done, not the series: later
 * occurrences are open again.
 */
export function isOccurrenceDone(task: CompletableTask, date: Date): boolean {
  if (!task.is_completed || !task.completed_at) return false;
  return !task.is_recurring || date <= endOfDay(new Date(task.completed_at));
}
