// valibot pieces for date fields (DateInput): the value is a Date, null when empty, or an
// invalid Date while what is typed names no day (refused with `invalid`).
import * as v from 'valibot';

const INVALID_DATE = 'Vul een geldige datum in.';
const OUT_OF_RANGE = 'Vul een datum tussen 1 januari 1900 en 31 december 2200 in.';

/** The first and last year a date may lie in: the database's *_range CHECKs (1900-01-01 .. 2200-12-31). */
export const DATE_YEARS = { first: 1900, last: 2200 } as const;

const inRange = (date: Date) => date.getFullYear() >= DATE_YEARS.first && date.getFullYear() <= DATE_YEARS.last;

const dayNumber = (date: Date) => date.getFullYear() * 10000 + date.getMonth() * 100 + date.getDate();

/**
 * True when `date` lies on a later calendar day than today (the user's own day, as a
 * date field chooses it): the database's *_not_future rules, which compare days in
 * Amsterdam. A moment later today is not after today.
 */
export const isAfterToday = (date: Date, now: Date = new Date()) => dayNumber(date) > dayNumber(now);

/**
 * An optional date: null when empty; a half-typed (invalid) date is refused with
 * `invalid`, one before 1900 or after 2200 with `outOfRange`, and with `future` given
 * one after today with `future` (a date that says something happened: the *_not_future
 * rules of the database, whose messages are CHECK_MESSAGES.<table>_<column>_not_future).
 */
export function optionalDate(invalid: string = INVALID_DATE, outOfRange: string = OUT_OF_RANGE, future?: string) {
  return v.nullable(
    v.pipe(
      v.date(invalid),
      v.check(inRange, outOfRange),
      // A date after 2200 has the range's message only.
      v.check((date) => future === undefined || !inRange(date) || !isAfterToday(date), future ?? ''),
    ),
  );
}

/** A date that must be filled in; `required` is the message when it is empty (the others as optionalDate). */
export function requiredDate(required: string, invalid: string = INVALID_DATE, outOfRange: string = OUT_OF_RANGE, future?: string) {
  return v.pipe(
    optionalDate(invalid, outOfRange, future),
    v.check((date) => date !== null, required),
    v.transform((date) => date as Date),
  );
}
