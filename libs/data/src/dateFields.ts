// valibot pieces for date picker fields (DateInput): the value is a Date or null.
import * as v from 'valibot';

const INVALID_DATE = 'Vul een geldige datum in.';

/** An optional date: null when empty; a half-typed (invalid) date is refused. */
export function optionalDate(invalid: string = INVALID_DATE) {
  return v.nullable(v.date(invalid));
}

/** A date that must be filled in; `required` is the message when it is empty. */
export function requiredDate(required: string, invalid: string = INVALID_DATE) {
  return v.pipe(
    optionalDate(invalid),
    v.check((date) => date !== null, required),
    v.transform((date) => date as Date),
  );
}
