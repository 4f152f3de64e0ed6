// Invalid input for supabase/tests/invalid-input.data.spec.ts: per table a valid base
// row, and per rule class fast-check arbitraries that break exactly one field of it,
// each with the Dutch message toDutchMessage (@facility/data) must give for it.
//
// The rule classes (the value rules of supabase/migrations/20261122000002_value_rules.sql):
//   blank     required text that is empty after removing every Unicode space and
//             invisible character;
//   range     dates outside 1900..2200 or infinite, numbers outside their bounds or NaN;
//   length    text longer than its column's maximum (also 2.7 KB and 1 MiB strings,
//             which must never reach a btree index error);
//   relation  end before start, resolved before started, a nuisance without a
//             building or with a space/housing unit/parking space of another building,
//             a cleaning quote for a non-cleaning supplier, a facility type name that
//             equals another apart from case and spaces, a building shrinking below
//             its spaces or housing units;
//   format    e-mail, website, phone, postcode, KvK, VAT, meter reading, and the
//             enum-like columns;
//   type      a JSON value of the wrong type that Postgres cannot read as the
//             column's type (what it silently converts is probed, not asserted here:
//             see CONVERSION_PROBES).
//
// Every value below is invalid under any sensible reading of its rule, not only
// under the current patterns; boundary values whose validity depends on a detail
// (the exact day 1900-01-01 in Amsterdam, 0123 AB) are not generated.
import * as fc from 'fast-check';
import { caseFor } from './cases';
import { SEED, type Row, type TableName } from './helpers';

export type RuleClass =
  | 'blank'
  | 'range'
  | 'length'
  | 'relation'
  | 'format'
  | 'type'
  /** invisible-only required text, control characters, near-duplicate keys (invalid-text.ts) */
  | 'text'
  /** dates read month-first or in the future, floors, sizes, identity (invalid-records.ts) */
  | 'record';
export type Mode = 'insert' | 'update';

export interface InvalidCase {
  /** Unique and stable: also the seed of its samples. */
  id: string;
  table: TableName;
  rule: RuleClass;
  modes: Mode[];
  /** Fixed payloads tried on every run (the issue's examples; boundaries). */
  examples: Row[];
  /** Like examples, insert only (1 MiB strings: one each is enough). */
  insertExamples?: Row[];
  /** Generated payloads, a number of them per mode (none with `generated: false`). */
  patches: fc.Arbitrary<Row>;
  generated?: false;
  /** A failure lists every failing value (not the first three). */
  listEveryFailure?: true;
  /** Valid values of other columns the broken one needs (e.g. is_completed for completed_at). */
  context?: Row;
  /** The fixture row an update changes (default: the table's own fixture row). */
  target?: string;
  /** The Dutch message for this payload. */
  expected: (patch: Row) => string;
}

/** Ids of the rows the test file creates before the run (its fixtures). */
export interface FixtureIds {
  supplier: string;
}

// ---------------------------------------------------------------------------
// Messages (libs/data/src/errors.ts), written out: the test pins them.
// ---------------------------------------------------------------------------
export const INVALID_FORMAT = 'Een ingevulde waarde heeft een ongeldig formaat.';
export const INVALID_DATE = 'Een ingevulde datum of tijd is ongeldig.';
export const NUMBER_OUT_OF_RANGE = 'Een ingevuld getal is te groot of te klein.';
export const GENERIC = 'Er is een onverwachte fout opgetreden';
const tooLong = (max: number) => `Deze tekst is te lang (maximaal ${max} tekens).`;
const inDateRange = (what: string) => `${what} moet tussen 1 januari 1900 en 31 december 2200 liggen.`;
const EMAIL = 'Ongeldig e-mailadres';
const WEBSITE = 'Ongeldige website URL';
const PHONE = 'Ongeldig telefoonnummer: gebruik 6 tot 20 cijfers, met eventueel spaties, streepjes en een + vooraan.';
const POSTCODE = 'Ongeldige postcode: gebruik vier cijfers, een spatie en twee hoofdletters (bijvoorbeeld 1234 AB).';
const KVK = 'Een KvK-nummer bestaat uit 8 cijfers.';
const VAT = 'Ongeldig btw-nummer: gebruik NL, 9 cijfers, B en 2 cijfers (bijvoorbeeld NL123456789B01).';
const READING = 'Vul de meterstand in als getal van 0 of hoger, bijvoorbeeld 1234,5.';
const FLOOR_MIN = 'De etage moet 0 of hoger zijn.';
const FLOOR_RANGE = 'De etage moet tussen 0 en 200 liggen.';
const FLOOR_IN_BUILDING = 'De etage mag niet hoger zijn dan het aantal etages van het gebouw.';
const END_BEFORE_START = 'De einddatum mag niet voor de startdatum liggen.';

// ---------------------------------------------------------------------------
// Seeded rows the cases point at (supabase/seed.sql)
// ---------------------------------------------------------------------------
/** Building 2, Residentie Amstelkwartier: 6 floors; the base rows live here. */
export const B2 = SEED.building(2);
const B2_FLOORS = 6;
const SPACES_ELSEWHERE = [1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 16, 17].map(SEED.space);
const ENTRANCES_ELSEWHERE = [1, 2, 3, 7, 8, 9, 10, 11, 12].map(SEED.entrance);
const HOUSING_ELSEWHERE = [6, 7, 8, 9].map(SEED.housing);
const PARKING_ELSEWHERE = [5, 6].map(SEED.parkingSpace);
/** Suppliers not linked to the facility type 'Schoonmaak'. */
const NON_CLEANING_SUPPLIERS = [3, 4, 5, 6].map(SEED.supplier);
const FACILITY_TYPE_NAMES = [
  'Schoonmaak',
  'Liften',
  'Klimaatbeheersing',
  'Brandveiligheid',
  'Beveiliging',
  'Elektrotechniek',
  'Sanitair',
];

/** A valid row of `table` to insert (and the fixture row the updates change). */
export function baseRow(name: TableName, ids: FixtureIds): Row {
  const overrides: Partial<Record<TableName, Row>> = {
    nuisances: { location: B2 },
    // The fixture supplier, linked to Liften only: a supplier that is not for cleaning.
    suppliers_facility_types: { supplier_id: ids.supplier, facility_type_id: SEED.facilityType(2) },
  };
  return { ...caseFor(name).valid(), ...(overrides[name] ?? {}) };
}

// ---------------------------------------------------------------------------
// Characters and strings
// ---------------------------------------------------------------------------
/** Unicode White_Space: every character Unicode calls a space. */
// prettier-ignore
export const WHITE_SPACE = [
  '\t', '\n', '\v', '\f', '\r', ' ', '\u0085', '\u00A0', '\u1680',
  '\u2000', '\u2001', '\u2002', '\u2003', '\u2004', '\u2005', '\u2006', '\u2007', '\u2008', '\u2009', '\u200A',
  '\u2028', '\u2029', '\u202F', '\u205F', '\u3000',
];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/**
 * Invisible characters: Unicode's Default_Ignorable_Code_Point (assigned ones), the
 * characters that render as nothing: soft hyphen, combining grapheme joiner, Arabic
 * letter mark, Hangul fillers, Khmer inherent vowels, Mongolian free variation
 * selectors and vowel separator, zero width space/joiners, left-to-right and
 * right-to-left marks and embeddings, word joiner and invisible operators, bidi
 * isolates and deprecated format characters, variation selectors, BOM, shorthand
 * format controls, musical symbol formatting, tags and the variation selectors
 * supplement.
 */
// prettier-ignore
const INVISIBLE_BMP = [
  '\u00AD', '\u034F', '\u061C', '\u115F', '\u1160', '\u17B4', '\u17B5',
  ...range(0x180b, 0x180f),
  ...range(0x200b, 0x200f),
  ...range(0x202a, 0x202e),
  ...range(0x2060, 0x2064),
  ...range(0x2066, 0x206f),
  '\u3164',
  ...range(0xfe00, 0xfe0f),
  '\uFEFF', '\uFFA0',
];
const INVISIBLE_ASTRAL = [
  ...range(0x1bca0, 0x1bca3),
  ...range(0x1d173, 0x1d17a),
  '\u{E0001}',
  ...range(0xe0020, 0xe007f),
  ...range(0xe0100, 0xe01ef),
];
export const INVISIBLE = [...INVISIBLE_BMP, ...INVISIBLE_ASTRAL];
/** Every character a blank text consists of. */
export const BLANK_CHARS = new Set([...WHITE_SPACE, ...INVISIBLE]);

/**
 * The blank characters tried one by one: every space, every invisible character of
 * the Basic Multilingual Plane, and the first and last of each astral range.
 */
export const BLANK_CHARS_ALONE = [
  ...new Set([
    ...WHITE_SPACE,
    ...INVISIBLE_BMP,
    ...['\u{1BCA0}', '\u{1BCA3}', '\u{1D173}', '\u{1D17A}', '\u{E0001}', '\u{E0020}', '\u{E007F}', '\u{E0100}', '\u{E01EF}'],
  ]),
];

/**
 * Text that is empty once every space and invisible character is removed ('' included);
 * spaces, invisible characters of the BMP and astral ones equally likely.
 */
const blank = fc
  .array(fc.oneof(fc.constantFrom(...WHITE_SPACE), fc.constantFrom(...INVISIBLE_BMP), fc.constantFrom(...INVISIBLE_ASTRAL)), {
    minLength: 0,
    maxLength: 12,
  })
  .map((chars) => chars.join(''));

/** Characters of generated text: ASCII, accents, Greek, Cyrillic, CJK and astral emoji. */
// prettier-ignore
const TEXT_CHARS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-',
  ...'éëïöüßøåçñ',
  ...'ΩλЖж漢字日本',
  '🏢', '🔑', '🧹',
];
const ASCII_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];

/** Random text longer than this is a random block of this many characters, repeated. */
const BLOCK = 8191;
const bigTexts = new Map<string, string>();

/**
 * Deterministic pseudo-random text of `length` characters (code points), starting with a
 * letter. Beyond BLOCK characters `chars` must be ASCII: the block is repeated, further
 * apart than Postgres' compression looks back (4 KB), so the text stays incompressible.
 */
export function randomText(length: number, seed: number, chars: readonly string[] = TEXT_CHARS): string {
  if (length <= BLOCK) return makeText(length, seed, chars);
  const key = `${length}/${seed}/${chars.join('')}`;
  let text = bigTexts.get(key);
  if (text === undefined) {
    if (chars.some((c) => c.length !== 1 || c.charCodeAt(0) > 0x7f)) throw new Error('long random text is ASCII only');
    text = makeText(BLOCK, seed, chars)
      .repeat(Math.ceil(length / BLOCK))
      .slice(0, length);
    bigTexts.set(key, text);
  }
  return text;
}

function makeText(length: number, seed: number, chars: readonly string[]): string {
  // mulberry32
  let state = seed >>> 0;
  let text = 'T';
  for (let i = 1; i < length; i++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    text += chars[((t ^ (t >>> 14)) >>> 0) % chars.length];
  }
  return text;
}

/** 1 MiB of incompressible ASCII: without a length rule this ends in a btree index error. */
const ONE_MIB = 1024 * 1024;
/** 2.7 KB of incompressible ASCII: more than a btree index row may hold (2704 bytes). */
const INDEX_ROW_BREAKER = 2750;

const lowerLetters = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: min, maxLength: max });
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

// ---------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A fixed, valid moment the relation cases compare with (noon in Amsterdam). */
export const REFERENCE = '2026-06-15T10:00:00Z';
const REFERENCE_DAY = '2026-06-15';
const DAY_MS = 86_400_000;

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}
const dateParts = (years: fc.Arbitrary<number>) =>
  fc.record({
    year: years,
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
  });
const asDate = (p: DateParts) => `${pad(p.year, 4)}-${pad(p.month, 2)}-${pad(p.day, 2)}`;
const asTimestamp = (p: DateParts) => `${asDate(p)}T${pad(p.hour, 2)}:${pad(p.minute, 2)}:00Z`;

type DateKind = 'date' | 'timestamptz';

/**
 * Dates outside 1900-01-01 .. 2200-12-31. 'later' only gives ones after the range
 * (for a column that must not lie before another one, so that only the range rule
 * is broken); 'any' also before it. Years 1899 and 2201 are left out: whether
 * 1899-12-31T23:30Z lies in 1900 depends on the time zone the rule uses.
 */
function outOfRangeDates(kind: DateKind, side: 'any' | 'later') {
  const format = kind === 'date' ? asDate : asTimestamp;
  const later = fc.oneof(
    dateParts(fc.integer({ min: 2202, max: 9999 })).map(format),
    dateParts(fc.integer({ min: 10000, max: 200000 })).map(format), // 5- and 6-digit years: Postgres takes them
    fc.constant('infinity'),
  );
  if (side === 'later') return later;
  const earlier = fc.oneof(
    dateParts(fc.integer({ min: 1, max: 1898 })).map(format),
    dateParts(fc.integer({ min: 1, max: 4000 })).map((p) => `${kind === 'date' ? asDate(p) : asTimestamp(p)} BC`),
    fc.constant('-infinity'),
  );
  return fc.oneof(later, earlier);
}

/** The issue's examples: infinity, -infinity, year 0001, year 9999. */
const dateExamples = (kind: DateKind, side: 'any' | 'later') => {
  const fixed = kind === 'date' ? ['9999-12-31', '0001-01-01'] : ['9999-12-31T12:00:00Z', '0001-01-01T12:00:00Z'];
  return side === 'later' ? ['infinity', fixed[0]] : ['infinity', '-infinity', ...fixed];
};

/** `REFERENCE` minus 1..3650 calendar days (in Amsterdam), at a random hour of that day. */
const daysBefore = (kind: DateKind) =>
  fc.tuple(fc.integer({ min: 1, max: 3650 }), fc.integer({ min: -6 * 60, max: 6 * 60 })).map(([days, minutes]) => {
    const moment = new Date(Date.parse(REFERENCE) - days * DAY_MS + minutes * 60_000);
    return kind === 'date' ? moment.toISOString().slice(0, 10) : moment.toISOString();
  });

/** 2..3650 days after today (so after anything the database sets to now()), before 2200. */
const daysAfterToday = fc
  .tuple(fc.integer({ min: 2, max: 3650 }), fc.integer({ min: 0, max: 23 * 60 }))
  .map(([days, minutes]) => new Date(Date.now() + days * DAY_MS + minutes * 60_000).toISOString());

// ---------------------------------------------------------------------------
// Formats
// ---------------------------------------------------------------------------
/** RFC 5322 'specials' and spaces: never part of an address outside quotes. */
const EMAIL_SPECIALS = [' ', '<', '>', '"', '(', ')', ',', ';', ':', '\\', '[', ']', '\t'];
const emailParts = fc.record({
  local: lowerLetters(1, 12),
  host: lowerLetters(1, 12),
  tld: fc.constantFrom('nl', 'com', 'eu', 'amsterdam'),
});
const invalidEmail = fc.oneof(
  // a special character somewhere in the local part
  fc.tuple(emailParts, fc.constantFrom(...EMAIL_SPECIALS), fc.nat()).map(([p, special, at]) => {
    const i = at % (p.local.length + 1);
    return `${p.local.slice(0, i)}${special}${p.local.slice(i)}@${p.host}.${p.tld}`;
  }),
  emailParts.map((p) => `${p.local}.${p.host}.${p.tld}`), // no @
  emailParts.map((p) => `${p.local}@${p.host}@${p.host}.${p.tld}`), // two @
  emailParts.map((p) => `${p.local}@${p.host}`), // no top-level domain
  emailParts.map((p) => `${p.local}@${p.host}..${p.tld}`), // empty domain label
  emailParts.map((p) => `@${p.host}.${p.tld}`), // no local part
  emailParts.map((p) => `${p.local}@.${p.tld}`), // no domain
  emailParts.map((p) => `${p.local}@${p.host}.${p.tld}/"><script>alert(1)</script>`),
  emailParts.map((p) => `javascript:alert(${p.local.length})//@${p.host}.${p.tld}`),
);
const EMAIL_EXAMPLES = ['javascript:alert(1)//@x.nl', '"><script>alert(1)</script>@x.nl', 'geen-email', 'jan@'];

/** Characters no URL may hold unencoded. */
const URL_FORBIDDEN = ['"', '<', '>', ' ', '\t', '\n', '\\', '{', '}'];
const urlHost = fc.tuple(lowerLetters(1, 12), fc.constantFrom('nl', 'com', 'eu')).map(([host, tld]) => `${host}.${tld}`);
const invalidWebsite = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('javascript:', 'JavaScript:', 'data:text/html,', 'vbscript:', 'ftp://', 'file:///', 'mailto:', '//', ''),
      urlHost,
    )
    .map(([scheme, host]) =>
      scheme.startsWith('javascript') || scheme.startsWith('JavaScript') ? `${scheme}alert('${host}')` : `${scheme}${host}`,
    ),
  fc
    .tuple(fc.constantFrom('http://', 'https://'), urlHost, fc.constantFrom(...URL_FORBIDDEN), lowerLetters(0, 8))
    .map(([scheme, host, bad, path]) => `${scheme}${host}/${path}${bad}${path}`),
  fc
    .tuple(fc.constantFrom('http://', 'https://'), urlHost)
    .map(([scheme, host]) => `${scheme}${host}/"><script>alert(1)</script>`),
  fc.tuple(fc.constantFrom('http://', 'https://'), lowerLetters(1, 12)).map(([scheme, host]) => `${scheme}${host}`), // no top-level domain
  fc.constantFrom('https://', 'http://"><script>alert(1)</script>', 'https:/example.nl', 'www.example.nl'),
);
const WEBSITE_EXAMPLES = [
  'javascript:alert(1)',
  'https://www.example.nl/"><script>alert(1)</script>',
  '"><script>alert(1)</script>',
  'ftp://files.example.nl',
];

/** At most 30 characters (the length limit), so only the format rule is broken. */
const invalidPhone = fc
  .oneof(
    fc.tuple(digits(2, 8), lowerLetters(1, 6), digits(2, 8)).map(([a, word, b]) => `${a} ${word}${b}`), // letters
    // characters no phone number holds (not the debatable ones: ( ) . / # *)
    fc
      .tuple(digits(3, 8), fc.constantFrom('<', '>', '"', ';', '=', '@', '!', '?', '_', '&', '%', '$'), digits(3, 8))
      .map(([a, c, b]) => `${a}${c}${b}`),
    digits(1, 5), // fewer than 6 digits
    digits(21, 28), // more than 20 digits
    fc.tuple(digits(3, 6), digits(3, 6)).map(([a, b]) => `${a}--${b}`), // two hyphens
    digits(6, 12).map((d) => `++${d}`),
    digits(6, 12).map((d) => `${d}+`),
    digits(6, 12).map((d) => `-${d}`),
  )
  .filter((text) => text.length <= 30);
const PHONE_EXAMPLES = ['bel mij', '06-1234abcd', '<script>alert(1)</script>', '12345'];

const upper = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: min, maxLength: max });
const invalidPostcode = fc.oneof(
  fc.tuple(digits(1, 3), upper(2, 2)).map(([d, l]) => `${d} ${l}`), // too few digits
  fc.tuple(digits(5, 7), upper(2, 2)).map(([d, l]) => `${d} ${l}`), // too many digits
  fc.tuple(fc.integer({ min: 1000, max: 9999 }), upper(0, 1)).map(([d, l]) => `${d} ${l}`.trim()), // fewer than two letters
  fc.tuple(fc.integer({ min: 1000, max: 9999 }), upper(3, 5)).map(([d, l]) => `${d} ${l}`), // more letters
  fc.tuple(upper(2, 2), fc.integer({ min: 1000, max: 9999 })).map(([l, d]) => `${l} ${d}`), // letters first
  fc.tuple(fc.integer({ min: 1000, max: 9999 }), fc.constantFrom('<b', '"x', '1A', '  ', 'A1')).map(([d, l]) => `${d} ${l}`),
);
const POSTCODE_EXAMPLES = ['123 AB', '12345 AB', 'AB 1234', '1234 ABC'];

const invalidKvk = fc.oneof(
  digits(1, 7),
  digits(9, 14),
  fc.tuple(digits(3, 4), lowerLetters(1, 2), digits(2, 3)).map(([a, l, b]) => `${a}${l}${b}`),
  digits(8, 8).map((d) => `KVK${d}`),
);
const KVK_EXAMPLES = ['1234567', '123456789', '1234567a'];

const invalidVat = fc.oneof(
  fc.tuple(digits(1, 8), digits(2, 2)).map(([d, b]) => `NL${d}B${b}`), // too few digits
  fc.tuple(digits(10, 12), digits(2, 2)).map(([d, b]) => `NL${d}B${b}`), // too many digits
  fc.tuple(digits(9, 9), digits(0, 1)).map(([d, b]) => `NL${d}B${b}`), // one digit after B
  fc.tuple(digits(9, 9), digits(3, 4)).map(([d, b]) => `NL${d}B${b}`),
  fc.tuple(digits(9, 9), fc.constantFrom('A', 'C', 'X', '-'), digits(2, 2)).map(([d, c, b]) => `NL${d}${c}${b}`),
  fc.tuple(fc.constantFrom('DE', 'BE', 'FR', 'XX', 'N'), digits(9, 9), digits(2, 2)).map(([cc, d, b]) => `${cc}${d}B${b}`),
  fc.tuple(digits(9, 9), digits(2, 2)).map(([d, b]) => `${d}B${b}`), // no country
);
const VAT_EXAMPLES = ['NL12345678B01', 'DE123456789', 'NL123456789X01', '123456789B01'];

/** Not a number of 0 or more, and not blank. */
const invalidReading = fc
  .oneof(
    fc.tuple(digits(1, 6), digits(0, 2)).map(([a, b]) => `-${a}${b ? `,${b}` : ''}`), // negative
    lowerLetters(1, 10), // letters
    fc.tuple(digits(1, 5), lowerLetters(1, 3)).map(([d, l]) => `${d}${l}`),
    fc.tuple(digits(1, 4), digits(1, 3), digits(1, 3)).map(([a, b, c]) => `${a},${b},${c}`), // two decimal separators
    fc.constantFrom('NaN', 'Infinity', '-Infinity', 'abc', '--5', '5-', '1/2', '€ 12'),
  )
  .filter((text) => !/^-0*(,0*)?$/.test(text)); // -0 is not below 0
const READING_EXAMPLES = ['abc', '-500', 'NaN', '-0,5'];

// ---------------------------------------------------------------------------
// Wrong JSON types (refused by Postgres' input functions)
// ---------------------------------------------------------------------------
export type ValueKind = 'uuid' | 'int' | 'numeric' | 'bool' | 'date' | 'timestamptz';

/**
 * Letters no Postgres input function of uuid, integer, numeric or boolean reads as a
 * value (no hex digits, no t/f/y/n/o of booleans, no 'nan'/'inf', no 'x' of '0x').
 */
const NON_VALUE_LETTERS = 'ghijklmpqrsuvwz';
const objects = fc.dictionary(lowerLetters(1, 6), fc.oneof(fc.integer(), fc.boolean(), lowerLetters(0, 4)), { maxKeys: 3 });
const nonValueWord = fc.string({ unit: fc.constantFrom(...NON_VALUE_LETTERS), minLength: 1, maxLength: 10 });

const WRONG_TYPES: Record<ValueKind, fc.Arbitrary<unknown>> = {
  uuid: fc.oneof(
    fc.integer(),
    fc.boolean(),
    objects,
    fc.array(fc.integer(), { maxLength: 3 }),
    nonValueWord,
    fc.constantFrom('', 'null', '1234', '00000001-0000-4000-8000-00000000000', '00000001-0000-4000-8000-0000000000001'),
  ),
  int: fc.oneof(
    fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n + 0.5), // not a whole number
    fc.boolean(),
    objects,
    fc.array(fc.integer(), { maxLength: 3 }),
    nonValueWord,
    fc.constantFrom('', '1.5', '1,5', 'NaN', 'Infinity', '1e2', 'twee', '3 etages'),
  ),
  numeric: fc.oneof(
    fc.boolean(),
    objects,
    fc.array(fc.integer(), { maxLength: 3 }),
    nonValueWord,
    fc.integer({ min: 1, max: 999 }).map((n) => `${n},5`), // a decimal comma
    fc.constantFrom('', 'twaalf', '12 m2', '1.2.3'),
  ),
  bool: fc.oneof(
    fc.integer({ min: 2, max: 1_000_000 }),
    fc.integer({ min: -1_000_000, max: -1 }),
    objects,
    fc.array(fc.boolean(), { maxLength: 3 }),
    nonValueWord,
    fc.constantFrom('', 'ja', 'nee', 'waar', 'onwaar', '2', '1.5'),
  ),
  date: fc.oneof(
    fc.boolean(),
    objects,
    fc.array(fc.integer(), { maxLength: 2 }), // (three numbers are read as a date)
    fc.constantFrom(0, 1, 5, 12, 31, 99, 2020, -1, -1000, 1_700_000_000, 1.5),
    fc.constantFrom(
      '',
      'abc',
      'morgen',
      'gisteren',
      'vandaag',
      'volgende week',
      '12-31-2020', // read day-first (the API roles' DateStyle): there is no 31st month
      '2020-02-30',
      '2020-01-01T25:00:00Z',
    ),
    fc
      .tuple(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 13, max: 99 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => `${y}-${m}-${pad(d, 2)}`), // no month 13..99
    fc
      .tuple(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 32, max: 99 }))
      .map(([y, m, d]) => `${y}-${pad(m, 2)}-${d}`), // no day 32..99
  ),
  timestamptz: fc.constant(null), // set below: the same as date
};
WRONG_TYPES.timestamptz = WRONG_TYPES.date;

/** The issue's examples: an object where a date goes, a string where a boolean goes, ... */
const WRONG_TYPE_EXAMPLES: Record<ValueKind, unknown> = {
  uuid: 123,
  int: 'drie',
  numeric: '1,5',
  bool: 'ja',
  date: { dag: 1, maand: 1, jaar: 2026 },
  timestamptz: { dag: 1, maand: 1, jaar: 2026 },
};

const typeMessage = (kind: ValueKind) => (kind === 'date' || kind === 'timestamptz' ? INVALID_DATE : INVALID_FORMAT);

/** The columns of each table that are not text, by type (from supabase/migrations). */
// prettier-ignore
export const TYPED_COLUMNS: Record<TableName, Partial<Record<string, ValueKind>>> = {
  buildings: { id: 'uuid', floors: 'int', created_at: 'timestamptz' },
  entrances_and_exits: {
    id: 'uuid', building_id: 'uuid', floor: 'int', is_emergency: 'bool', is_accessible: 'bool', created_at: 'timestamptz',
  },
  facility_types: { id: 'uuid', created_at: 'timestamptz' },
  spaces: {
    id: 'uuid', building_id: 'uuid', floor: 'int', front_door_key: 'bool', key_id: 'uuid', entrance_id: 'uuid',
    facility_type_id: 'uuid', created_at: 'timestamptz',
  },
  housing: {
    id: 'uuid', building_id: 'uuid', floor: 'int', square_meters: 'numeric', balcony_size: 'numeric', created_at: 'timestamptz',
  },
  tasks: {
    id: 'uuid', created_at: 'timestamptz', start_date: 'timestamptz', end_date: 'timestamptz', hours_spent: 'numeric',
    is_completed: 'bool', completed_at: 'timestamptz', is_recurring: 'bool', recurrence_end_date: 'timestamptz',
    next_occurrence_at: 'timestamptz',
  },
  key_cabinets: { id: 'uuid', space_id: 'uuid', created_at: 'timestamptz' },
  keys: { id: 'uuid', key_cabinet_id: 'uuid', floor: 'int', created_at: 'timestamptz' },
  // Tested on its own (supabase/tests/key-loans.data.spec.ts): its rows cannot be updated or deleted.
  key_loans: { id: 'uuid', key_id: 'uuid', handed_out_on: 'date', due_date: 'date', created_at: 'timestamptz' },
  keys_spaces: { key_id: 'uuid', space_id: 'uuid' },
  suppliers: { id: 'uuid', created_at: 'timestamptz' },
  suppliers_facility_types: { supplier_id: 'uuid', facility_type_id: 'uuid' },
  mechanics: { id: 'uuid', supplier_id: 'uuid', created_at: 'timestamptz' },
  companies: { id: 'uuid', created_at: 'timestamptz' },
  owners: { id: 'uuid', created_at: 'timestamptz' },
  technical_provisions: {
    id: 'uuid', facility_type_id: 'uuid', space_id: 'uuid', installation_date: 'date', installer_id: 'uuid',
    warranty_end_date: 'date', requires_inspection: 'bool', next_inspection_date: 'date', next_maintenance_date: 'date',
    service_company_id: 'uuid', company_id: 'uuid', created_at: 'timestamptz', maintenance_interval_months: 'int',
    inspection_interval_months: 'int',
  },
  // Tested on its own (supabase/tests/provisions.data.spec.ts): its rows cannot be updated or deleted.
  provision_services: {
    id: 'uuid', technical_provision_id: 'uuid', performed_on: 'date', mechanic_id: 'uuid', supplier_id: 'uuid',
    next_date: 'date', created_at: 'timestamptz',
  },
  owners_technical_provisions: { owner_id: 'uuid', technical_provision_id: 'uuid' },
  // Tested on their own (supabase/tests/access.data.spec.ts): staff accounts and their buildings.
  staff: { user_id: 'uuid', all_buildings: 'bool', active: 'bool', created_at: 'timestamptz' },
  staff_buildings: { user_id: 'uuid', building_id: 'uuid' },
  utilities: { id: 'uuid', space_id: 'uuid', is_readable: 'bool', created_at: 'timestamptz' },
  utility_readings: { id: 'uuid', utility_id: 'uuid', reading_date: 'timestamptz', created_at: 'timestamptz' },
  malfunctions: {
    id: 'uuid', technical_provision_id: 'uuid', supplier_id: 'uuid', started_at: 'timestamptz', resolved_at: 'timestamptz',
    created_at: 'timestamptz',
  },
  parking_spaces: { id: 'uuid', building_id: 'uuid', housing_id: 'uuid', created_at: 'timestamptz' },
  cleaning_requests: {
    id: 'uuid', space_id: 'uuid', supplier_id: 'uuid', requested_at: 'timestamptz', completed_at: 'timestamptz',
    created_at: 'timestamptz',
  },
  cleaning_complaints: {
    id: 'uuid', space_id: 'uuid', reported_at: 'timestamptz', resolved_at: 'timestamptz', created_at: 'timestamptz',
  },
  nuisances: {
    id: 'uuid', date_time: 'timestamptz', location: 'uuid', space_id: 'uuid', housing_id: 'uuid', parking_space_id: 'uuid',
    has_photo: 'bool', message_left: 'bool', resident_contacted: 'bool', follow_up_required: 'bool',
    follow_up_completed_at: 'timestamptz', created_at: 'timestamptz',
  },
};

// ---------------------------------------------------------------------------
// The rules, table by table
// ---------------------------------------------------------------------------
/** Required text columns -> the message when blank (the *_not_blank CHECKs). */
const BLANK: Partial<Record<TableName, Record<string, string>>> = {
  buildings: {
    name: 'Vul de naam van het gebouw in.',
    street: 'Vul de straat van het gebouw in.',
    city: 'Vul de plaats van het gebouw in.',
  },
  entrances_and_exits: { name: 'Vul de naam van de in-/uitgang in.' },
  facility_types: { name: 'Naam is verplicht' },
  spaces: { name: 'Vul de naam van de ruimte in.' },
  housing: { house_number: 'Vul een huisnummer in.' },
  tasks: { title: 'Vul een taaknaam en startdatum in.' },
  key_cabinets: { name: 'Naam is verplicht' },
  keys: { number: 'Nummer is verplicht' },
  suppliers: { company_name: 'Bedrijfsnaam is verplicht' },
  mechanics: { name: 'Naam is verplicht' },
  companies: { name: 'VvE naam is verplicht' },
  owners: { company_name: 'Bedrijfsnaam is verplicht' },
  technical_provisions: {
    device_name: 'Vul de naam van het apparaat in.',
    type_and_model: 'Vul type en model in.',
    manufacturer: 'Vul de fabrikant in.',
    serial_number: 'Vul het serienummer in.',
  },
  utility_readings: { reading_value: 'Vul een meterstand in.' },
  malfunctions: { description: 'Omschrijving is verplicht' },
  parking_spaces: { space_number: 'Vul het nummer van de parkeerplaats in.' },
  cleaning_requests: { description: 'Omschrijving is verplicht' },
  cleaning_complaints: { description: 'Omschrijving is verplicht' },
  nuisances: { description: 'Beschrijf de overlast.' },
};

/**
 * The most characters of each free text column (the *_length CHECKs): names 200,
 * descriptions and comments 5000, numbers and codes less.
 */
const LENGTHS: Partial<Record<TableName, Record<string, number>>> = {
  buildings: { name: 200, street: 200, city: 200 },
  entrances_and_exits: { name: 200, description: 5000 },
  facility_types: { name: 200, description: 5000 },
  spaces: { name: 200, comments: 5000 },
  housing: { street: 200, house_number: 20, orientation: 200, entrance: 200, comments: 5000 },
  tasks: { title: 200, comments: 5000 },
  key_cabinets: { name: 200 },
  keys: { number: 50, brand: 200, description: 5000, characteristics: 200 },
  suppliers: {
    company_name: 200,
    name: 200,
    email: 254,
    phone: 30,
    address: 200,
    city: 200,
    country: 200,
    website: 500,
    comments: 5000,
  },
  mechanics: { name: 200, mobile_phone: 30, comments: 5000 },
  companies: {
    name: 200,
    contact_person: 200,
    email: 254,
    phone: 30,
    street: 200,
    house_number: 20,
    city: 200,
    comments: 5000,
  },
  owners: {
    company_name: 200,
    contact_person: 200,
    email: 254,
    phone: 30,
    address: 200,
    city: 200,
    country: 200,
    comments: 5000,
  },
  technical_provisions: { device_name: 200, type_and_model: 200, manufacturer: 200, serial_number: 100, compatibility: 200 },
  utilities: { meter_number: 100, capacity: 200, shutoff_point: 5000 },
  malfunctions: { description: 5000 },
  parking_spaces: { space_number: 50, location: 200, comments: 5000 },
  cleaning_requests: { description: 5000 },
  cleaning_complaints: { description: 5000 },
  nuisances: { description: 5000 },
};

/**
 * Too long text for a column, valid in every other respect: for a column with a
 * format, text of that format (so that only the length rule is broken).
 */
function longText(column: string, length: number, seed: number): string | undefined {
  if (column === 'email')
    return `${randomText(length - '@example.nl'.length, seed, [...'abcdefghijklmnopqrstuvwxyz0123456789'])}@example.nl`;
  if (column === 'website')
    return `https://www.example.nl/${randomText(length - 23, seed, [...'abcdefghijklmnopqrstuvwxyz0123456789-'])}`;
  if (column === 'phone' || column === 'mobile_phone') {
    // up to 20 digits with separators, until longer than 30 characters: a valid phone number format
    if (length > 77) return undefined;
    const chars: string[] = [];
    let state = seed >>> 0;
    const separators = ['', ' ', '-', ' -', '- ', ' - '];
    for (let i = 0; chars.join('').length < length && i < 20; i++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      if (i > 0) chars.push(separators[1 + (state % 5)]);
      chars.push(String(state % 10));
    }
    const text = chars.join('');
    return text.length > 30 ? text : undefined;
  }
  return randomText(length, seed);
}

function lengthValues(column: string, max: number) {
  // (a phone number of a valid format has at most 77 characters)
  const longest = column === 'phone' || column === 'mobile_phone' ? 77 : max + 1000;
  return fc
    .tuple(fc.oneof(fc.integer({ min: max + 1, max: max + 20 }), fc.integer({ min: max + 21, max: longest })), fc.integer())
    .map(([length, seed]) => longText(column, length, seed))
    .filter((text): text is string => text !== undefined);
}

/** The limit plus one, a 2.7 KB string (when that is too long) and, for an insert, 1 MiB. */
function lengthExamples(column: string, max: number): { examples: string[]; insertExamples: string[] } {
  const examples = [longText(column, max + 1, max)];
  if (max < INDEX_ROW_BREAKER && column !== 'phone' && column !== 'mobile_phone') {
    examples.push(
      column === 'email' || column === 'website'
        ? longText(column, INDEX_ROW_BREAKER, 27)
        : randomText(INDEX_ROW_BREAKER, 27, ASCII_CHARS),
    );
  }
  const insertExamples =
    column === 'phone' || column === 'mobile_phone'
      ? []
      : [column === 'email' || column === 'website' ? longText(column, ONE_MIB, 1) : randomText(ONE_MIB, 1, ASCII_CHARS)];
  return {
    examples: examples.filter((text): text is string => text !== undefined),
    insertExamples: insertExamples.filter((text): text is string => text !== undefined),
  };
}

/** Enum-like columns: the allowed values (CHECK ... in (...)) and the message. */
const ENUMS: { table: TableName; column: string; allowed: string[]; message: string; context?: Row }[] = [
  {
    table: 'entrances_and_exits',
    column: 'type',
    allowed: ['entrance', 'exit', 'both', 'vehicles'],
    message: 'Kies een geldig type in-/uitgang.',
  },
  { table: 'housing', column: 'type', allowed: ['rent', 'sale'], message: 'Kies een geldig type woning (Huur of Koop).' },
  {
    table: 'housing',
    column: 'status',
    allowed: ['occupied', 'rented', 'sold', 'reserved'],
    message: 'Kies een geldige status voor de woning.',
  },
  {
    table: 'tasks',
    column: 'recurrence_pattern',
    allowed: ['daily', 'weekly', 'monthly', 'yearly'],
    message: 'Kies een geldig herhalingspatroon.',
    context: { is_recurring: true },
  },
  {
    table: 'technical_provisions',
    column: 'status',
    allowed: ['active', 'in_repair', 'out_of_order'],
    message: 'Kies een geldige status (Actief, In reparatie of Buiten gebruik).',
  },
  {
    table: 'utilities',
    column: 'type',
    allowed: ['Elektriciteit', 'Water', 'Gas', 'Internet', 'Warmte', 'Anders'],
    message: 'Kies een geldig type nutsvoorziening.',
  },
  {
    table: 'malfunctions',
    column: 'priority',
    allowed: ['low', 'medium', 'high', 'critical'],
    message: 'Kies een geldige prioriteit (Laag, Gemiddeld, Hoog of Kritiek).',
  },
  {
    table: 'parking_spaces',
    column: 'type',
    allowed: ['regular', 'disabled', 'visitor', 'electric'],
    message: 'Kies een geldig type parkeerplaats.',
  },
  {
    table: 'cleaning_requests',
    column: 'status',
    allowed: ['pending', 'approved', 'completed', 'cancelled'],
    message: 'Kies een geldige status voor de prijsopgave.',
  },
  {
    table: 'cleaning_complaints',
    column: 'status',
    allowed: ['open', 'in_progress', 'resolved', 'cancelled'],
    message: 'Kies een geldige status voor de klacht.',
  },
];

function enumValues(allowed: string[]) {
  return fc
    .oneof(
      lowerLetters(0, 12),
      fc.constantFrom(...allowed).map((v) => v.toUpperCase()),
      fc.constantFrom(...allowed).map((v) => `${v} `),
      fc.constantFrom(...allowed).map((v) => ` ${v}`),
      fc.constantFrom(...allowed).map((v) => `${v}\u200B`),
      fc.constantFrom('Ingang', 'Huur', 'Koop', 'Actief', 'Kritiek', 'Stroom', 'Open', 'wekelijks', "' or 1=1 --"),
    )
    .filter((v) => !allowed.includes(v));
}

/** Dates with a range rule: 'later' where the column must not lie before another one in the base row. */
const DATES: { table: TableName; column: string; kind: DateKind; side: 'any' | 'later'; what: string; context?: Row }[] = [
  { table: 'tasks', column: 'start_date', kind: 'timestamptz', side: 'any', what: 'De startdatum' },
  { table: 'tasks', column: 'end_date', kind: 'timestamptz', side: 'later', what: 'De einddatum' },
  {
    table: 'tasks',
    column: 'recurrence_end_date',
    kind: 'timestamptz',
    side: 'later',
    what: 'De einddatum van de herhaling',
    context: { is_recurring: true, recurrence_pattern: 'weekly' },
  },
  {
    table: 'tasks',
    column: 'next_occurrence_at',
    kind: 'timestamptz',
    side: 'later',
    what: 'De volgende keer van de taak',
    context: { is_recurring: true, recurrence_pattern: 'weekly', is_completed: true, completed_at: REFERENCE },
  },
  { table: 'technical_provisions', column: 'installation_date', kind: 'date', side: 'any', what: 'De installatiedatum' },
  {
    table: 'technical_provisions',
    column: 'warranty_end_date',
    kind: 'date',
    side: 'later',
    what: 'De einddatum van de garantie',
  },
  {
    table: 'technical_provisions',
    column: 'next_inspection_date',
    kind: 'date',
    side: 'later',
    what: 'De volgende keuringsdatum',
    context: { requires_inspection: true },
  },
  {
    table: 'technical_provisions',
    column: 'next_maintenance_date',
    kind: 'date',
    side: 'later',
    what: 'De volgende onderhoudsdatum',
  },
  { table: 'utility_readings', column: 'reading_date', kind: 'timestamptz', side: 'any', what: 'De datum van de meteropname' },
  { table: 'malfunctions', column: 'started_at', kind: 'timestamptz', side: 'any', what: 'De startdatum' },
  { table: 'cleaning_requests', column: 'requested_at', kind: 'timestamptz', side: 'any', what: 'De aanvraagdatum' },
  { table: 'cleaning_complaints', column: 'reported_at', kind: 'timestamptz', side: 'any', what: 'De meldingsdatum' },
  { table: 'nuisances', column: 'date_time', kind: 'timestamptz', side: 'any', what: 'De datum van de melding' },
  {
    table: 'nuisances',
    column: 'follow_up_completed_at',
    kind: 'timestamptz',
    side: 'later',
    what: 'De afhandeldatum van de vervolgactie',
    context: { follow_up_required: true },
  },
];

const INT_MAX = 2147483647;
const INT_MIN = -2147483648;

interface NumberRule {
  table: TableName;
  column: string;
  values: fc.Arbitrary<number | string>;
  examples: (number | string)[];
  message: (value: number | string) => string;
}

/** Integers beyond the column type: Postgres refuses them before any CHECK (22003). */
const beyondInt = fc.oneof(
  fc.integer({ min: INT_MAX, max: Number.MAX_SAFE_INTEGER }).map((n) => (n === INT_MAX ? n + 1 : n)),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: INT_MIN - 1 }),
);
const isBeyondInt = (v: number | string) => typeof v === 'number' && (v > INT_MAX || v < INT_MIN);
/** Halves (hours go in steps of 0.5): only the bound is broken. */
const halves = (min: number, max: number) => fc.integer({ min: min * 2, max: max * 2 }).map((n) => n / 2);

const NUMBERS: NumberRule[] = [
  {
    table: 'buildings',
    column: 'floors',
    values: fc.oneof(fc.integer({ min: 201, max: INT_MAX }), fc.integer({ min: INT_MIN, max: 0 }), beyondInt),
    examples: [1_000_000, 201, 0, INT_MAX, INT_MAX + 1],
    message: (v) =>
      isBeyondInt(v)
        ? NUMBER_OUT_OF_RANGE
        : Number(v) > 200
          ? 'Het aantal etages mag niet hoger zijn dan 200.'
          : 'Het aantal etages moet minimaal 1 zijn.',
  },
  {
    table: 'entrances_and_exits',
    column: 'floor',
    values: fc.oneof(fc.integer({ min: 201, max: INT_MAX }), fc.integer({ min: INT_MIN, max: -1 }), beyondInt),
    examples: [INT_MIN, -1, 201, INT_MIN - 1],
    message: (v) => (isBeyondInt(v) ? NUMBER_OUT_OF_RANGE : FLOOR_RANGE),
  },
  {
    table: 'keys',
    column: 'floor',
    values: fc.oneof(fc.integer({ min: 201, max: INT_MAX }), fc.integer({ min: INT_MIN, max: -1 }), beyondInt),
    examples: [INT_MIN, -1, 201],
    message: (v) => (isBeyondInt(v) ? NUMBER_OUT_OF_RANGE : FLOOR_RANGE),
  },
  {
    table: 'spaces',
    column: 'floor',
    values: fc.oneof(fc.integer({ min: B2_FLOORS + 1, max: INT_MAX }), fc.integer({ min: INT_MIN, max: -1 }), beyondInt),
    examples: [B2_FLOORS + 1, 1_000_000, INT_MIN],
    message: (v) => (isBeyondInt(v) ? NUMBER_OUT_OF_RANGE : Number(v) < 0 ? FLOOR_MIN : FLOOR_IN_BUILDING),
  },
  {
    table: 'housing',
    column: 'floor',
    values: fc.oneof(fc.integer({ min: B2_FLOORS + 1, max: INT_MAX }), fc.integer({ min: INT_MIN, max: -1 }), beyondInt),
    examples: [B2_FLOORS + 1, 1_000_000, INT_MIN],
    message: (v) => (isBeyondInt(v) ? NUMBER_OUT_OF_RANGE : Number(v) < 0 ? FLOOR_MIN : FLOOR_IN_BUILDING),
  },
  ...(['square_meters', 'balcony_size'] as const).map((column): NumberRule => ({
    table: 'housing',
    column,
    // numeric(10, 2): from 10^8 on Postgres refuses the number itself
    values: fc.oneof(
      fc.double({ min: 100_000.01, max: 99_999_999.99, noNaN: true }).map((n) => Math.round(n * 100) / 100),
      fc.double({ min: -99_999_999.99, max: -0.01, noNaN: true }).map((n) => Math.round(n * 100) / 100),
      fc.constant('NaN'),
      fc.double({ min: 1e8, max: 1e300, noNaN: true }),
    ),
    examples: ['NaN', 100_000.01, 1e300, -0.01],
    message: (v) => {
      const min =
        column === 'square_meters'
          ? 'Het aantal vierkante meters mag niet negatief zijn.'
          : 'De balkongrootte mag niet negatief zijn.';
      const max =
        column === 'square_meters'
          ? 'Het aantal vierkante meters moet een getal van 0 tot en met 100000 zijn.'
          : 'De balkongrootte moet een getal van 0 tot en met 100000 zijn.';
      if (v === 'NaN') return max;
      const n = Number(v);
      if (Math.abs(n) >= 99_999_999.995) return NUMBER_OUT_OF_RANGE;
      return n < 0 ? min : max;
    },
  })),
  {
    table: 'tasks',
    column: 'hours_spent',
    // numeric(8, 2): from 10^6 on Postgres refuses the number itself
    values: fc.oneof(
      halves(10_000.5, 999_999.5),
      halves(-999_999.5, -0.5),
      fc.constant('NaN'),
      fc.integer({ min: 1_000_000, max: INT_MAX }),
    ),
    examples: ['NaN', 10_000.5, 1e300, -0.5],
    message: (v) => {
      if (v === 'NaN') return 'Het aantal bestede uren moet een getal van 0 tot en met 10000 zijn.';
      const n = Number(v);
      if (Math.abs(n) >= 999_999.995) return NUMBER_OUT_OF_RANGE;
      return n < 0
        ? 'Het aantal bestede uren mag niet negatief zijn.'
        : 'Het aantal bestede uren moet een getal van 0 tot en met 10000 zijn.';
    },
  },
];

const FORMATS: { table: TableName; column: string; values: fc.Arbitrary<string>; examples: string[]; message: string }[] = [
  ...(['suppliers', 'companies', 'owners'] as const).map((table) => ({
    table,
    column: 'email',
    values: invalidEmail,
    examples: EMAIL_EXAMPLES,
    message: EMAIL,
  })),
  { table: 'suppliers', column: 'website', values: invalidWebsite, examples: WEBSITE_EXAMPLES, message: WEBSITE },
  ...(
    [
      ['suppliers', 'phone'],
      ['companies', 'phone'],
      ['owners', 'phone'],
      ['mechanics', 'mobile_phone'],
    ] as const
  ).map(([table, column]) => ({ table, column, values: invalidPhone, examples: PHONE_EXAMPLES, message: PHONE })),
  ...(['suppliers', 'companies', 'owners'] as const).map((table) => ({
    table,
    column: 'postal_code',
    values: invalidPostcode,
    // (a postcode has no length rule: its format fixes the length, also for 2.7 KB)
    examples: [...POSTCODE_EXAMPLES, randomText(INDEX_ROW_BREAKER, 3, ASCII_CHARS)],
    message: POSTCODE,
  })),
  ...(['suppliers', 'owners'] as const).flatMap((table) => [
    { table, column: 'kvk_number', values: invalidKvk, examples: KVK_EXAMPLES, message: KVK },
    { table, column: 'vat_number', values: invalidVat, examples: VAT_EXAMPLES, message: VAT },
  ]),
  { table: 'utility_readings', column: 'reading_value', values: invalidReading, examples: READING_EXAMPLES, message: READING },
];

/** Spaces that may stand inside a name: not a line break or another control character (refused in one line). */
const INNER_SPACES = WHITE_SPACE.filter((c) => !/[\t\n\v\f\r\u0085\u2028\u2029]/.test(c));

/** Random upper/lower case per letter and spaces around and inside: the same name to the unique index. */
const sameNameOtherwise = (names: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...names),
      fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
      fc.array(fc.constantFrom(...WHITE_SPACE), { maxLength: 3 }),
      fc.array(fc.constantFrom(...WHITE_SPACE), { maxLength: 3 }),
      fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INNER_SPACES)), { maxLength: 2 }),
    )
    .map(([name, upperCase, before, after, inside]) => {
      let chars = [...name].map((c, i) => (upperCase[i % upperCase.length] ? c.toUpperCase() : c.toLowerCase()));
      for (const [at, space] of inside) {
        const i = 1 + (at % (chars.length - 1));
        chars = [...chars.slice(0, i), space, ...chars.slice(i)];
      }
      return `${before.join('')}${chars.join('')}${after.join('')}`;
    })
    .filter((variant) => !names.includes(variant));

// ---------------------------------------------------------------------------
// The cases
// ---------------------------------------------------------------------------
const one = <T>(column: string, values: fc.Arbitrary<T>) => values.map((value): Row => ({ [column]: value }));
const rows = (column: string, values: unknown[]) => values.map((value): Row => ({ [column]: value }));
const both: Mode[] = ['insert', 'update'];

/** Every invalid-input case, in table order. */
export function invalidCases(tables: readonly TableName[], ids: FixtureIds): InvalidCase[] {
  const cases: InvalidCase[] = [];
  const add = (c: Omit<InvalidCase, 'modes' | 'examples'> & { modes?: Mode[]; examples?: Row[] }) =>
    cases.push({ modes: both, examples: [], ...c });

  // 1. blank
  for (const [table, columns] of Object.entries(BLANK) as [TableName, Record<string, string>][]) {
    for (const [column, message] of Object.entries(columns)) {
      add({
        id: `${table}.${column} blank`,
        table,
        rule: 'blank',
        examples: rows(column, ['', ' \t\n', '\u00A0\u200B\u3000\uFEFF']),
        patches: one(column, blank),
        expected: () => message,
      });
    }
  }
  // Every blank character on its own, once, where a failure names the character.
  add({
    id: 'buildings.name blank (each character alone)',
    table: 'buildings',
    rule: 'blank',
    modes: ['insert'],
    examples: rows('name', BLANK_CHARS_ALONE),
    patches: fc.constant({ name: '' }),
    generated: false,
    listEveryFailure: true,
    expected: () => BLANK.buildings?.name ?? '',
  });

  // 2. range: dates
  for (const d of DATES) {
    add({
      id: `${d.table}.${d.column} range`,
      table: d.table,
      rule: 'range',
      context: d.context,
      examples: rows(d.column, dateExamples(d.kind, d.side)),
      patches: one(d.column, outOfRangeDates(d.kind, d.side)),
      expected: () => inDateRange(d.what),
    });
  }
  // 2. range: numbers
  for (const n of NUMBERS) {
    add({
      id: `${n.table}.${n.column} range`,
      table: n.table,
      rule: 'range',
      examples: rows(n.column, n.examples),
      patches: one(n.column, n.values),
      expected: (patch) => n.message(patch[n.column] as number | string),
    });
  }

  // 3. length (the 1 MiB string once per table, in its first column: a name, indexed)
  for (const [table, columns] of Object.entries(LENGTHS) as [TableName, Record<string, number>][]) {
    for (const [i, [column, max]] of Object.entries(columns).entries()) {
      const { examples, insertExamples } = lengthExamples(column, max);
      add({
        id: `${table}.${column} length`,
        table,
        rule: 'length',
        examples: rows(column, examples),
        insertExamples: i === 0 ? rows(column, insertExamples) : [],
        patches: one(column, lengthValues(column, max)),
        expected: () => tooLong(max),
      });
    }
  }

  // 4. relations
  add({
    id: 'tasks.end_date before start_date',
    table: 'tasks',
    rule: 'relation',
    context: { start_date: REFERENCE },
    patches: one('end_date', daysBefore('timestamptz')),
    expected: () => END_BEFORE_START,
  });
  add({
    id: 'tasks.recurrence_end_date before start_date',
    table: 'tasks',
    rule: 'relation',
    context: { start_date: REFERENCE, is_recurring: true, recurrence_pattern: 'weekly' },
    patches: one('recurrence_end_date', daysBefore('timestamptz')),
    expected: () => 'De einddatum van de herhaling mag niet voor de startdatum liggen.',
  });
  for (const [column, message, context] of [
    ['warranty_end_date', 'De garantie kan niet eindigen voor de installatiedatum.', {}],
    [
      'next_inspection_date',
      'De volgende keuringsdatum kan niet voor de installatiedatum liggen.',
      { requires_inspection: true },
    ],
    ['next_maintenance_date', 'De volgende onderhoudsdatum kan niet voor de installatiedatum liggen.', {}],
  ] as const) {
    add({
      id: `technical_provisions.${column} before installation_date`,
      table: 'technical_provisions',
      rule: 'relation',
      context: { installation_date: REFERENCE_DAY, ...context },
      patches: one(column, daysBefore('date')),
      expected: () => message,
    });
  }
  // resolved_at, completed_at: the database sets them to now(); what is before them is a start in the future
  add({
    id: 'malfunctions.resolved_at before started_at',
    table: 'malfunctions',
    rule: 'relation',
    context: { resolved_at: REFERENCE },
    patches: one('started_at', daysAfterToday),
    expected: () => END_BEFORE_START,
  });
  add({
    id: 'cleaning_complaints.resolved_at before reported_at',
    table: 'cleaning_complaints',
    rule: 'relation',
    context: { status: 'resolved' },
    patches: one('reported_at', daysAfterToday),
    expected: () => 'Een klacht kan niet zijn opgelost voor de meldingsdatum.',
  });
  add({
    id: 'cleaning_requests.completed_at before requested_at',
    table: 'cleaning_requests',
    rule: 'relation',
    context: { status: 'completed' },
    patches: one('requested_at', daysAfterToday),
    expected: () => 'Een prijsopgave kan niet zijn afgerond voor de aanvraagdatum.',
  });
  add({
    id: 'nuisances.follow_up_completed_at before date_time',
    table: 'nuisances',
    rule: 'relation',
    context: { date_time: REFERENCE, follow_up_required: true },
    patches: one('follow_up_completed_at', daysBefore('timestamptz')),
    expected: () => 'Een vervolgactie kan niet zijn afgehandeld voor de datum van de melding.',
  });
  add({
    id: 'nuisances.location missing',
    table: 'nuisances',
    rule: 'relation',
    examples: [{ location: null }, { location: null, space_id: SEED.space(6) }, { location: null, housing_id: SEED.housing(1) }],
    patches: fc.constant({ location: null }),
    expected: () => 'Vul alle verplichte velden in. Ontbreekt: Gebouw.',
  });
  for (const [column, others, message] of [
    ['space_id', SPACES_ELSEWHERE, 'De ruimte moet in het gekozen gebouw liggen.'],
    ['housing_id', HOUSING_ELSEWHERE, 'De woning moet in het gekozen gebouw liggen.'],
    ['parking_space_id', PARKING_ELSEWHERE, 'De parkeerplaats moet bij het gekozen gebouw horen.'],
  ] as const) {
    add({
      id: `nuisances.${column} in another building`,
      table: 'nuisances',
      rule: 'relation',
      context: { location: B2 },
      patches: one(column, fc.constantFrom(...others)),
      expected: () => message,
    });
  }
  add({
    id: 'cleaning_requests.supplier_id not a cleaning supplier',
    table: 'cleaning_requests',
    rule: 'relation',
    patches: one('supplier_id', fc.constantFrom(...NON_CLEANING_SUPPLIERS, ids.supplier)),
    expected: () => 'Kies een schoonmaakleverancier: deze leverancier is niet gekoppeld aan de soort voorziening Schoonmaak.',
  });
  add({
    id: 'facility_types.name equal to another but for case and spaces',
    table: 'facility_types',
    rule: 'relation',
    examples: rows('name', ['schoonmaak', 'SCHOONMAAK', ' Schoonmaak ', 'Schoon maak', 'Schoonmaak\u00A0', '\u3000liften']),
    patches: one('name', sameNameOtherwise(FACILITY_TYPE_NAMES)),
    expected: () => 'Er bestaat al een soort voorziening met deze naam (hoofdletters en spaties tellen niet mee).',
  });
  add({
    id: 'spaces.entrance_id in another building',
    table: 'spaces',
    rule: 'relation',
    context: { building_id: B2 },
    patches: one('entrance_id', fc.constantFrom(...ENTRANCES_ELSEWHERE)),
    expected: () => 'De in-/uitgang en de ruimte moeten bij hetzelfde gebouw horen.',
  });
  add({
    id: 'parking_spaces.housing_id in another building',
    table: 'parking_spaces',
    rule: 'relation',
    context: { building_id: B2 },
    patches: one('housing_id', fc.constantFrom(...HOUSING_ELSEWHERE)),
    expected: () => 'De woning moet in hetzelfde gebouw liggen als de parkeerplaats.',
  });
  add({
    id: 'buildings.floors below a space',
    table: 'buildings',
    rule: 'relation',
    modes: ['update'],
    target: 'buildingWithSpaceOnFloor10',
    patches: one('floors', fc.integer({ min: 1, max: 9 })),
    expected: () => 'Het aantal etages kan niet lager worden: er liggen ruimtes op een hogere etage van dit gebouw.',
  });
  add({
    id: 'buildings.floors below a housing unit',
    table: 'buildings',
    rule: 'relation',
    modes: ['update'],
    target: 'buildingWithHousingOnFloor10',
    patches: one('floors', fc.integer({ min: 1, max: 9 })),
    expected: () => 'Het aantal etages kan niet lager worden: er liggen woningen op een hogere etage van dit gebouw.',
  });

  // 5. formats
  for (const f of FORMATS) {
    add({
      id: `${f.table}.${f.column} format`,
      table: f.table,
      rule: 'format',
      examples: rows(f.column, f.examples),
      patches: one(f.column, f.values),
      expected: () => f.message,
    });
  }
  for (const e of ENUMS) {
    add({
      id: `${e.table}.${e.column} format (not one of its values)`,
      table: e.table,
      rule: 'format',
      context: e.context,
      patches: one(e.column, enumValues(e.allowed)),
      expected: () => e.message,
    });
  }

  // 6. wrong JSON types: per table and column type, a column of that type at random
  for (const table of tables) {
    const columns = Object.entries(TYPED_COLUMNS[table]) as [string, ValueKind][];
    for (const kind of [...new Set(columns.map(([, k]) => k))]) {
      const ofKind = columns.filter(([, k]) => k === kind).map(([column]) => column);
      add({
        id: `${table} ${kind} columns type`,
        table,
        rule: 'type',
        examples: [{ [ofKind[0]]: WRONG_TYPE_EXAMPLES[kind] }],
        patches: fc.tuple(fc.constantFrom(...ofKind), WRONG_TYPES[kind]).map(([column, value]): Row => ({ [column]: value })),
        expected: () => typeMessage(kind),
      });
    }
  }

  return cases.sort((a, b) => tables.indexOf(a.table) - tables.indexOf(b.table));
}

// ---------------------------------------------------------------------------
// What Postgres (through PostgREST) converts instead of refusing: probed and
// reported, not asserted (no rule can see it: the column already holds the value).
// ---------------------------------------------------------------------------
export interface ConversionProbe {
  table: TableName;
  what: string;
  patch: Row;
  /** The column whose stored value is reported. */
  column: string;
  context?: Row;
}

const probe = (table: TableName, what: string, column: string, values: unknown[], context?: Row): ConversionProbe[] =>
  values.map((value) => ({ table, what, column, patch: { [column]: value }, context }));

export const CONVERSION_PROBES: ConversionProbe[] = [
  ...probe('buildings', 'number, boolean, object or array where text goes', 'name', [123, 12.5, true, { naam: 'x' }, ['x']]),
  ...probe('suppliers', 'number where a formatted text goes', 'kvk_number', [12345678]),
  ...probe('suppliers', 'number where a formatted text goes', 'phone', [612345678]),
  ...probe('utility_readings', 'number where a meter reading goes', 'reading_value', [1843.2, -5]),
  ...probe('entrances_and_exits', 'string where an integer goes', 'floor', ['3', ' 3 ', '+3', '0x10', '1_0', 3.0]),
  ...probe('housing', 'string or unrounded number where a numeric goes', 'square_meters', [
    '55.5',
    ' 12 ',
    '1e3',
    '0x10',
    55.555,
  ]),
  ...probe('entrances_and_exits', 'number or string where a boolean goes', 'is_emergency', [
    1,
    0,
    'yes',
    'no',
    'on',
    'off',
    't',
    'f',
    'y',
    'n',
    '1',
    ' TRUE ',
  ]),
  ...probe('technical_provisions', 'number, array or word where a date goes', 'installation_date', [
    20200101,
    [2020, 1, 1],
    [1, 2, 3],
    'today',
    'tomorrow',
    'epoch',
    'J2461000',
    'Jan 1 2020',
    '2020-01-01T23:59:59+14:00',
  ]),
  ...probe('tasks', 'number, array or word where a timestamp goes', 'start_date', [
    20200101,
    ['2020-01-01'],
    [2020, 1, 1],
    'now',
    'yesterday',
    '12-31-2020',
    '01-02-2020', // day first, as a Dutch reader means it: 1 February (record-rules.data.spec.ts)
  ]),
  ...probe('key_cabinets', 'other spellings of a uuid', 'space_id', [`{${SEED.space(6)}}`, SEED.space(6).replace(/-/g, '')]),
  ...probe('buildings', 'a moment the database keeps (replaced, not refused)', 'created_at', [
    'infinity',
    '0001-01-01T00:00:00Z',
    '9999-12-31T00:00:00Z',
  ]),
  ...probe(
    'tasks',
    'a moment the database keeps (replaced, not refused)',
    'completed_at',
    ['-infinity', '0001-01-01T00:00:00Z'],
    { is_completed: true },
  ),
  ...probe('malfunctions', 'a moment the database keeps (replaced, not refused)', 'resolved_at', [
    'infinity',
    '1800-01-01T00:00:00Z',
  ]),
  ...probe('spaces', 'a copy the database keeps (replaced, not refused)', 'building_name', [
    '',
    randomText(3000, 5, ASCII_CHARS),
  ]),
];
