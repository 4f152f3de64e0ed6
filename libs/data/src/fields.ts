// valibot pieces for form fields whose inputs hold text (TextInput, SelectInput):
// they turn that text into what the database stores.
import * as v from 'valibot';

/** Trimmed text that must not be empty. */
export function requiredText(message: string) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(message));
}

/** Trimmed text; empty becomes null (also for an optional id from a select). */
export function optionalText() {
  return v.pipe(
    v.string(),
    v.trim(),
    v.transform((text): string | null => (text === '' ? null : text)),
  );
}

const toNumber = v.transform((text: string) => Number(text.replace(',', '.')));

/** A number input's text as a whole number; `required` is the message when it is empty. */
export function wholeNumber(messages: { required: string; whole: string }) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required), toNumber, v.number(messages.whole), v.integer(messages.whole));
}

/** Like wholeNumber, but empty becomes null. */
export function optionalWholeNumber(message: string) {
  return v.union([
    v.pipe(v.string(), v.trim(), v.empty(), v.transform((): null => null)),
    wholeNumber({ required: message, whole: message }),
  ], message);
}
