import { lightFormat, parseISO } from 'date-fns';

/** dd-MM-yyyy of a date or timestamp from the database; '' for none. */
export function shortDate(value: string | null | undefined) {
  return value ? lightFormat(parseISO(value), 'dd-MM-yyyy') : '';
}

/** dd-MM-yyyy HH:mm of a timestamp. */
export function dateTime(value: string) {
  return lightFormat(parseISO(value), 'dd-MM-yyyy HH:mm');
}

/** Today as the database's date ('2026-11-24'), in the browser's time zone. */
export function todayIso(now = new Date()) {
  return lightFormat(now, 'yyyy-MM-dd');
}
