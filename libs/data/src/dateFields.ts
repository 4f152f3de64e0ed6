// valibot pieces for date picker fields (DateInput): the value is a Date or null.
import * as v from 'valibot';

const INVALID_DATE = 'Vul een geldige datum in.';
const OUT_OF_RANGE = 'Vul een datum tussen 1 januari 1900 en 31 december 2200 in.';

/** The first and last year a date may lie in: the database's *_range CHECKs (1900-01-01 .. 2200-12-31). */
export const DATE_YEARS = { first: 1900, last: 2200 } as const;

const inRange = (date: Date) => date.getFullYear() >= DATE_YEARS.first && date.getFullYear() <= DATE_YEARS.last;

/**
 * An optional date: null when empty; a half-typed (invalid) date is refused with
 * `invalid`, one before 1900 or after 2200 with `outOfRange`.
 */
export function optionalDate(invalid: string = INVALID_DATE, outOfRange: string = OUT_OF_RANGE) {
  return v.nullable(v.pipe(v.date(invalid), v.check(inRange, outOfRange)));
}

/** A date that must be filled in; `required` is the message when it is empty. */
export function requiredDate(required: string, invalid: string = INVALID_DATE, outOfRange: string = OUT_OF_RANGE) {
  return v.pipe(
    optionalDate(invalid, outOfRange),
    v.check((date) => date !== null, required),
    v.transform((date) => date as Date),
  );
}
