// valibot pieces for form fields whose inputs hold text (TextInput, SelectInput):
// they turn that text into what the database stores, and refuse what the database
// would refuse (supabase/migrations, 20261122000002_value_rules.sql and
// 20261127001000_text_rules.sql) with the same Dutch messages.
import * as v from 'valibot';
import { CHECK_MESSAGES, PRINTABLE_MESSAGE, SINGLE_LINE_MESSAGE, TEXT_LIMITS, tooLongMessage } from './constraintMessages';

/**
 * Every Unicode space and invisible character (the White_Space and
 * Default_Ignorable_Code_Point properties), the same list as the database's
 * public.is_blank.
 */
const SPACE_CHARS =
  '\\t\\n\\v\\f\\r \\u0085\\u00A0\\u00AD\\u034F\\u061C\\u115F\\u1160\\u1680\\u17B4\\u17B5\\u180B-\\u180F\\u2000-\\u200F' +
  '\\u2028-\\u202F\\u205F-\\u206F\\u3000\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8' +
  '\\u{1BCA0}-\\u{1BCA3}\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E0FFF}';
/**
 * What else shows nothing on its own: the control characters (C0, DEL, C1), U+2800
 * (braille pattern blank), U+FFFC (object replacement character) and the combining
 * marks (a mark alone has nothing to sit on).
 */
const NOTHING_TO_SHOW = '\\u0000-\\u001F\\u007F-\\u009F\\u2800\\uFFFC\\p{M}';
// The classes list joiners and variation selectors as characters of their own, on
// purpose (they are what is removed), so the lint rule against combined characters
// in a class does not apply.
// eslint-disable-next-line no-misleading-character-class
const ANY_BLANK = new RegExp(`[${SPACE_CHARS}${NOTHING_TO_SHOW}]`, 'gu');
// Trimmed from both ends: spaces, invisible characters and U+2800 (public.trim_blank).
// eslint-disable-next-line no-misleading-character-class
const EDGE_SPACES = new RegExp(`^[${SPACE_CHARS}\\u2800]+|[${SPACE_CHARS}\\u2800]+$`, 'gu');
// eslint-disable-next-line no-misleading-character-class
const ANY_SPACE = new RegExp(`[${SPACE_CHARS}]`, 'gu');

/**
 * True when `text` shows nothing: nothing is left once every space, invisible
 * character, control character, U+2800, U+FFFC and combining mark is gone (public.is_blank).
 */
export function isBlank(text: string): boolean {
  return text.replace(ANY_BLANK, '') === '';
}

// Control characters are what these two patterns look for.
/** A control character (tab and line breaks too) or a line or paragraph separator: not in one line (public.is_single_line). */
// eslint-disable-next-line no-control-regex
const NOT_IN_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;
/** A control character other than a line break (\n, \r\n): not in a multi-line text (public.is_printable). */
// eslint-disable-next-line no-control-regex
const NOT_PRINTABLE = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/u;

/** Trims every space and invisible character of isBlank from both ends. */
const trimmed = v.transform((text: string) => text.replace(EDGE_SPACES, ''));

/** Characters as the database counts them (code points, not UTF-16 units). */
const characters = (text: string) => [...text].length;

export interface TextOptions {
  /** The most characters (the column's <table>_<column>_length CHECK: TEXT_LIMITS of @facility/data). */
  max?: number;
  /**
   * The field is multi-line (a description, comments): line breaks are kept. Without
   * it the text is one line. No other control character (a tab…) is taken either way.
   */
  multiline?: boolean;
}

function atMost(max: number | undefined) {
  return v.check((text: string) => max === undefined || characters(text) <= max, tooLongMessage(max ?? 0));
}

function withoutControlCharacters(multiline: boolean | undefined) {
  return multiline
    ? v.check((text: string) => !NOT_PRINTABLE.test(text), PRINTABLE_MESSAGE)
    : v.check((text: string) => !NOT_IN_ONE_LINE.test(text), SINGLE_LINE_MESSAGE);
}

/**
 * Trimmed text that must not be blank (isBlank); with `max`, at most that many
 * characters; one line unless `multiline`, and no other control character.
 */
export function requiredText(message: string, { max, multiline }: TextOptions = {}) {
  return v.pipe(v.string(), trimmed, v.check((text) => !isBlank(text), message), atMost(max), withoutControlCharacters(multiline));
}

/**
 * Trimmed text; empty becomes null (also for an optional id from a select). With
 * `max`, at most that many characters; one line unless `multiline`, and no other
 * control character.
 */
export function optionalText({ max, multiline }: TextOptions = {}) {
  return v.pipe(
    v.string(),
    trimmed,
    atMost(max),
    withoutControlCharacters(multiline),
    v.transform((text): string | null => (text === '' ? null : text)),
  );
}

const toNumber = (text: string) => Number(text.replace(',', '.'));

/** A limit of a number field and the message when it is crossed. */
export interface NumberBound {
  value: number;
  message: string;
}

/** The limits of a number field. */
export interface NumberBounds {
  min?: NumberBound;
  max?: NumberBound;
}

function withinBounds<N extends number | null>({ min, max }: NumberBounds) {
  return [
    // Not a number at all is the message of the field's own check, not of its limits.
    v.check((n: N) => n === null || Number.isNaN(n) || min === undefined || n >= min.value, min?.message ?? ''),
    v.check((n: N) => n === null || Number.isNaN(n) || max === undefined || n <= max.value, max?.message ?? ''),
  ] as const;
}

/**
 * A number input's text as a whole number; `required` is the message when it is
 * empty, `whole` when it is not a whole number, `min`/`max` the limits.
 */
export function wholeNumber(messages: { required: string; whole: string } & NumberBounds) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.required),
    v.transform(toNumber),
    v.number(messages.whole),
    v.integer(messages.whole),
    ...withinBounds<number>(messages),
  );
}

/** Like wholeNumber, but empty becomes null; `message` when it is not a whole number. */
export function optionalWholeNumber(message: string, bounds: NumberBounds = {}) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.transform((text): number | null => (text === '' ? null : toNumber(text))),
    v.check((n) => n === null || Number.isInteger(n), message),
    ...withinBounds<number | null>(bounds),
  );
}

/**
 * A number input's text as a decimal number (a comma or a point), empty becomes null;
 * `message` when it is not a number, `min`/`max` the limits.
 */
export function optionalDecimal(message: string, bounds: NumberBounds = {}) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.transform((text): number | null => (text === '' ? null : toNumber(text))),
    v.check((n) => n === null || Number.isFinite(n), message),
    ...withinBounds<number | null>(bounds),
  );
}

/**
 * The formats the database checks (the *_format CHECKs), as the same patterns.
 * An optional field may also be empty.
 */
export const FORMATS = {
  /** Letters, digits and . _ % + - before the @ (no dot at either end or twice), a domain with a top-level domain. */
  email:
    /^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/,
  /** http(s)://, a host name, an optional port (1..65535) and path; no quotes, angle brackets, backslashes or spaces. */
  website:
    /^https?:\/\/[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,63}(:(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}))?([/?#][A-Za-z0-9._~:/?#@!$&()*+,;=%-]*)?$/i,
  /** An optional +, then 6..20 digits separated by at most one space and/or hyphen. */
  phone: /^\+?[0-9]( ?-? ?[0-9]){5,19}$/,
  /** '1234 AB'. */
  postcode: /^[1-9][0-9]{3} [A-Z]{2}$/,
  /** 8 digits. */
  kvkNumber: /^[0-9]{8}$/,
  /** 'NL' + 9 digits + 'B' + 2 digits. */
  vatNumber: /^NL[0-9]{9}B[0-9]{2}$/,
  /** A meter reading: 1..12 digits, optionally a decimal comma or point and 1..3 decimals. */
  meterReading: /^[0-9]{1,12}([.,][0-9]{1,3})?$/,
} as const;

/**
 * A meter reading (utility_readings.reading_value): not blank, a number of 0 or more
 * with at most 3 decimals; a decimal point becomes a comma, as the database stores it.
 */
export function meterReading(required: string = CHECK_MESSAGES.utility_readings_reading_value_not_blank) {
  return v.pipe(
    requiredText(required),
    // An empty reading is only "missing" (as the database's _format leaves a blank value to _not_blank).
    v.check((text) => text === '' || FORMATS.meterReading.test(text), CHECK_MESSAGES.utility_readings_reading_value_format),
    v.transform((text) => text.replace('.', ',')),
  );
}

function optionalFormatted(pattern: RegExp, message: string, max?: number, normalize: (text: string) => string = (text) => text) {
  return v.pipe(
    v.string(),
    trimmed,
    v.transform((text): string | null => (text === '' ? null : normalize(text))),
    v.check((text) => text === null || pattern.test(text), message),
    v.check((text) => text === null || max === undefined || characters(text) <= max, tooLongMessage(max ?? 0)),
  );
}

const withoutSpacesOrDots = (text: string) => text.replace(ANY_SPACE, '').replace(/\./g, '');

/** An optional e-mail address; empty becomes null. */
export function optionalEmail(message: string = CHECK_MESSAGES.suppliers_email_format) {
  return optionalFormatted(FORMATS.email, message, TEXT_LIMITS.suppliers.email);
}

/** An optional website (http or https); empty becomes null. */
export function optionalWebsite(message: string = CHECK_MESSAGES.suppliers_website_format) {
  return optionalFormatted(FORMATS.website, message, TEXT_LIMITS.suppliers.website);
}

/** An optional phone number (digits, spaces, + and -); empty becomes null. */
export function optionalPhone(message: string = CHECK_MESSAGES.suppliers_phone_format) {
  return optionalFormatted(FORMATS.phone, message, TEXT_LIMITS.suppliers.phone);
}

/** An optional Dutch postcode, stored as '1234 AB' ('1234ab' and '1234 ab' are brought into that form); empty becomes null. */
export function optionalPostcode(message: string = CHECK_MESSAGES.suppliers_postal_code_format) {
  return optionalFormatted(FORMATS.postcode, message, undefined, (text) => {
    const compact = text.replace(ANY_SPACE, '').toUpperCase();
    return /^[0-9]{4}[A-Z]{2}$/.test(compact) ? `${compact.slice(0, 4)} ${compact.slice(4)}` : text;
  });
}

/** An optional KvK number (8 digits; spaces and dots are left out); empty becomes null. */
export function optionalKvkNumber(message: string = CHECK_MESSAGES.suppliers_kvk_number_format) {
  return optionalFormatted(FORMATS.kvkNumber, message, undefined, withoutSpacesOrDots);
}

/** An optional Dutch VAT number (NL123456789B01; spaces and dots are left out, letters capitalised); empty becomes null. */
export function optionalVatNumber(message: string = CHECK_MESSAGES.suppliers_vat_number_format) {
  return optionalFormatted(FORMATS.vatNumber, message, undefined, (text) => withoutSpacesOrDots(text).toUpperCase());
}

/** How many floors a building has, when known. */
export type FloorsOf = (buildingId: string) => number | undefined;

/** The message when a floor lies above its building's floors (spaces, housing units). */
export function floorTooHighMessage(floors: number) {
  return `De etage mag niet hoger zijn dan het aantal etages van het gebouw (${floors}).`;
}

/**
 * For a form with `building_id` and a whole `floor` (a space, a housing unit, an
 * entrance/exit, whose floor may be empty): the floor may not lie above the chosen
 * building's floors, reported on `floor`. The database refuses the same
 * (spaces_floor_within_building, housing_floor_within_building,
 * entrances_and_exits_floor_within_building).
 * Put it in the form schema's pipe after the object.
 */
export function floorWithinBuilding<T extends FloorRow>(floorsOf: FloorsOf): v.BaseValidation<T, T, v.PartialCheckIssue<FloorRow>> {
  const floorsOfRow = (input: Partial<FloorRow>) => floorsOf(String(input.building_id));
  const check = v.partialCheck<FloorRow, [['building_id'], ['floor']], FloorRow, v.ErrorMessage<v.PartialCheckIssue<FloorRow>>>(
    [['building_id'], ['floor']],
    (input) => {
      const floors = floorsOfRow(input);
      return floors === undefined || input.floor == null || input.floor <= floors;
    },
    (issue: v.PartialCheckIssue<FloorRow>) => floorTooHighMessage(floorsOfRow(issue.input as Partial<FloorRow>) ?? 0),
  );
  // The check reads only building_id and floor of the form's (larger) row.
  return v.forward(check, ['floor']) as unknown as v.BaseValidation<T, T, v.PartialCheckIssue<FloorRow>>;
}

// A type, not an interface: valibot wants a record of the row.
type FloorRow = { building_id: string; floor: number | null };
