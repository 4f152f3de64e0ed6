import { differenceInMonths } from 'date-fns';

interface TaskTimes {
  created_at: string;
  completed_at: string | null;
}

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43200;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

/**
 * The distance between two moments in Dutch words: date-fns' `formatDistance` with its nl
 * texts, written out here because date-fns' own brings its English default locale and
 * the whole nl locale with it (6 KB on /tasks) for these few words.
 */
export function distanceInWords(from: Date, to: Date): string {
  const [start, end] = from <= to ? [from, to] : [to, from];
  const seconds = Math.trunc((end.getTime() - start.getTime()) / 1000);
  // As date-fns: a change to or from summer time does not count.
  const shift = (end.getTimezoneOffset() - start.getTimezoneOffset()) * 60;
  const minutes = Math.round((seconds - shift) / 60);
  if (minutes === 0) return 'minder dan een minuut';
  if (minutes < 45) return plural(minutes, 'een minuut', 'minuten');
  if (minutes < 90) return 'ongeveer 1 uur';
  if (minutes < MINUTES_IN_DAY) return `ongeveer ${Math.round(minutes / 60)} uur`;
  if (minutes < 2520) return '1 dag';
  if (minutes < MINUTES_IN_MONTH) return plural(Math.round(minutes / MINUTES_IN_DAY), '1 dag', 'dagen');
  if (minutes < MINUTES_IN_MONTH * 2) return `ongeveer ${plural(Math.round(minutes / MINUTES_IN_MONTH), '1 maand', 'maanden')}`;
  const months = differenceInMonths(end, start);
  if (months < 12) return plural(Math.round(minutes / MINUTES_IN_MONTH), '1 maand', 'maanden');
  const years = Math.trunc(months / 12);
  if (months % 12 < 3) return `ongeveer ${years} jaar`;
  if (months % 12 < 9) return `meer dan ${years} jaar`;
  return `bijna ${years + 1} jaar`;
}

/**
 * How long a task has run, in Dutch words ('3 dagen', 'ongeveer 2 uur'):
 * from creation to completion, or to `now` while it is open.
 */
export function taskDuration(task: TaskTimes, now: Date = new Date()): string {
  const end = task.completed_at ? new Date(task.completed_at) : now;
  return distanceInWords(new Date(task.created_at), end);
}
