// A date picker's day (a Date or null) as the database's date ('2026-11-24'), and back.
import * as v from 'valibot';
import { lightFormat, parseISO } from 'date-fns';
import { optionalDate, requiredDate } from '@facility/data/fields';

const toDay = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

/**
 * A day that must be filled in; `required` is the message when it is empty. With `future`,
 * a day after today is refused with it (a day something happened: the *_not_future rules).
 */
export const requiredDay = (required: string, future?: string) =>
  v.pipe(requiredDate(required, undefined, undefined, future), v.transform(toDay));

/** A day that may stay empty (null). */
export const optionalDay = () => v.pipe(optionalDate(), v.transform((date) => (date ? toDay(date) : null)));

/** The database's date as a date picker's value. */
export function dayAsDate(value: string | null | undefined): Date | null {
  return value ? parseISO(value) : null;
}
