// Invalid input of the rule class of this file for invalid-input.data.spec.ts:
// Text that shows nothing or hides control characters, and near-duplicates of unique keys
// (supabase/migrations/20261127001000_text_rules.sql):
//   shows nothing   a required text of control characters, U+2800, U+FFFC or combining
//                   marks only (with or without spaces and invisible characters): the
//                   message of its *_not_blank rule;
//   control         a control character inside a free text: in a text of one line any
//                   (tab and line breaks too), in a multi-line text any but a line break;
//                   U+0000, which Postgres cannot hold at all;
//   near-duplicate  a house number, parking space number, key number or facility type
//                   name that a reader takes for an existing one: other case, spaces or
//                   invisible characters around or inside, another dash, fullwidth forms,
//                   '210 A' for '210A'. The message of the unique rule.
import * as fc from 'fast-check';
import { LINE_RULES } from '@facility/data';
import { caseFor, CASES } from './cases';
import { SEED, type Row, type TableName } from './helpers';
import { INVISIBLE, WHITE_SPACE, type FixtureIds, type InvalidCase, type Mode } from './invalid-values';

// Messages (libs/data/src/constraintMessages.ts, errors.ts), written out: the test pins them.
const SINGLE_LINE = 'Deze tekst mag geen regeleinde, tab of ander onzichtbaar stuurteken bevatten.';
const PRINTABLE = 'Deze tekst mag geen tab of ander onzichtbaar stuurteken bevatten (een regeleinde wel).';
const NUL = 'Een ingevulde tekst bevat een onzichtbaar teken dat niet kan worden opgeslagen (een nulteken).';
const SAME_HOUSE_NUMBER = 'Dit gebouw heeft al een woning met dit huisnummer.';
const SAME_PARKING_SPACE = 'Dit gebouw heeft al een parkeerplaats met dit nummer.';
const SAME_KEY = 'Er is al een sleutel met dit nummer in deze sleutelkast.';
const SAME_FACILITY_TYPE = 'Er bestaat al een soort voorziening met deze naam (hoofdletters en spaties tellen niet mee).';

// ---------------------------------------------------------------------------
// Characters
// ---------------------------------------------------------------------------
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
/** C0 (without U+0000, which no Postgres text holds), DEL and C1. */
const CONTROLS = [...range(0x01, 0x1f), '\u007F', ...range(0x80, 0x9f)];
/** Every combining mark (General_Category M) of the Basic Multilingual Plane and a few astral ones. */
const MARKS = [...range(0x0300, 0xffff), ...range(0x1d165, 0x1d169), ...range(0x1e8d0, 0x1e8d6)].filter((c) => /^\p{M}$/u.test(c));
/** Characters that show nothing but are no space or invisible character in Unicode's sense. */
const SHOWS_NOTHING = fc.oneof(fc.constantFrom(...CONTROLS), fc.constantFrom('\u2800', '\uFFFC'), fc.constantFrom(...MARKS));
const SPACE_OR_INVISIBLE = fc.constantFrom(...WHITE_SPACE, ...INVISIBLE);

/** Text that shows nothing, with at least one character beyond spaces and invisible ones. */
const showsNothing = fc
  .tuple(fc.array(SHOWS_NOTHING, { minLength: 1, maxLength: 6 }), fc.array(SPACE_OR_INVISIBLE, { maxLength: 6 }), fc.integer())
  .map(([nothing, spaces, seed]) => {
    // interleave the two, deterministically from the seed
    const chars = [...nothing, ...spaces];
    for (let i = chars.length - 1; i > 0; i--) {
      const j = Math.abs((seed + i * 7919) % (i + 1));
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    return chars.join('');
  });
const SHOWS_NOTHING_EXAMPLES = ['\u0001', '\u001b', '\u007F', '\u009F', '\u2800', '\uFFFC', '\u0301', ' \u0301\u2800\u0007\u00A0'];

/** Words around a control character: letters and digits, at most 12 characters in all. */
const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789éü'), minLength: 1, maxLength: 6 });
/** Not in a text of one line: every control character, and the line and paragraph separators. */
const NOT_ONE_LINE = [...CONTROLS, '\u2028', '\u2029'];
/** Not in a multi-line text: every control character but \n (a \r is never followed by \n here). */
const NOT_PRINTABLE = CONTROLS.filter((c) => c !== '\n');
const withControl = (controls: string[]) =>
  fc
    .tuple(word, fc.array(fc.tuple(fc.constantFrom(...controls), word), { minLength: 1, maxLength: 3 }))
    .map(([first, rest]) => first + rest.map(([control, next]) => control + next).join(''));
const CONTROL_EXAMPLES = ['Naam\u0007', '\u001b[31mrood\u001b[0m', 'Naam\u0085Achternaam', 'a\u009Bb', 'a\tb', 'a\u000Bb'];
const ONE_LINE_EXAMPLES = [...CONTROL_EXAMPLES, 'regel 1\nregel 2', 'regel 1\r\nregel 2', 'a\u2028b'];
const MULTILINE_EXAMPLES = [...CONTROL_EXAMPLES, 'regel 1\rregel 2'];

// ---------------------------------------------------------------------------
// Near-duplicates
// ---------------------------------------------------------------------------
/** Runs that separate parts of a key: spaces, U+2800 and dashes (no control characters: those are refused). */
const SEPARATORS = [' ', '  ', '-', ' - ', '\u00A0', '\u2002', '\u3000', '\u2800', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2212', '\uFE63', '\uFF0D'];
/** What a key may have around it (trimmed when stored). */
const AROUND = fc.array(fc.constantFrom(...WHITE_SPACE, ...INVISIBLE, '\u2800'), { maxLength: 3 }).map((chars) => chars.join(''));
const fullwidth = (c: string) => (/[!-~]/.test(c) ? String.fromCodePoint(c.charCodeAt(0) - 0x21 + 0xff01) : c);
const isDigit = (c: string | undefined) => c !== undefined && /[0-9]/.test(c);

/**
 * `key` as a reader takes it for the same: letters in any case, some fullwidth, each
 * separator another one, separators added or left out where no two digits meet,
 * invisible characters inside, spaces and invisible characters around.
 */
function nearDuplicate(keys: string[], max: number) {
  return fc
    .tuple(
      fc.constantFrom(...keys),
      fc.array(fc.nat(99), { minLength: 64, maxLength: 64 }),
      AROUND,
      AROUND,
    )
    .map(([key, dice, before, after]) => {
      const roll = (i: number) => dice[i % dice.length];
      const chars = [...key];
      let out = '';
      chars.forEach((c, i) => {
        const d = roll(i);
        if (c === '-' || c === ' ') {
          // a separator between two digits stays one; elsewhere it may go
          const between = isDigit(chars[i - 1]) && isDigit(chars[i + 1]);
          out += !between && d < 25 ? '' : SEPARATORS[d % SEPARATORS.length];
          return;
        }
        if (i > 0 && !(isDigit(chars[i - 1]) && isDigit(c)) && chars[i - 1] !== '-' && d > 85) out += SEPARATORS[d % SEPARATORS.length];
        if (roll(i + 20) > 90) out += INVISIBLE[roll(i + 40) % INVISIBLE.length];
        const cased = d % 2 ? c.toUpperCase() : c.toLowerCase();
        out += roll(i + 30) > 80 ? fullwidth(cased) : cased;
      });
      return `${before}${out}${after}`;
    })
    .filter((variant) => !keys.includes(variant) && [...variant].length <= max);
}

/** Seeded keys (supabase/seed.sql). */
const HOUSE_NUMBERS_B2 = ['45-1', '45-2', '45-3', '45-4', '45-5'];
const HOUSE_NUMBERS_B4 = ['210A', '210B'];
const PARKING_SPACES_B2 = ['P-01', 'P-02', 'P-03', 'P-04'];
const KEYS_CABINET_1 = ['U-001', 'U-002', 'U-003'];
const KEYS_CABINET_2 = ['A-101', 'A-102'];
const FACILITY_TYPE_NAMES = ['Schoonmaak', 'Liften', 'Klimaatbeheersing', 'Brandveiligheid'];

// ---------------------------------------------------------------------------
// The cases
// ---------------------------------------------------------------------------
const one = (column: string, values: fc.Arbitrary<string>) => values.map((value): Row => ({ [column]: value }));
const rows = (column: string, values: string[]) => values.map((value): Row => ({ [column]: value }));
const both: Mode[] = ['insert', 'update'];

export function textCases(_ids: FixtureIds): InvalidCase[] {
  const tables = new Set<TableName>(CASES.map((c) => c.table));
  const cases: InvalidCase[] = [];

  // Required text that shows nothing: every *_not_blank rule of the table-driven cases.
  for (const table of tables) {
    const required = new Map<string, string>();
    for (const bad of caseFor(table).bad) {
      const columns = Object.keys(bad.row ?? {});
      if (bad.constraint.endsWith('_not_blank') && columns.length === 1) required.set(columns[0], bad.message);
    }
    for (const [column, message] of required) {
      cases.push({
        id: `${table}.${column} shows nothing`,
        table,
        rule: 'text',
        modes: both,
        examples: rows(column, SHOWS_NOTHING_EXAMPLES),
        patches: one(column, showsNothing),
        expected: () => message,
      });
    }
  }

  // Control characters inside every free text column.
  for (const [table, columns] of Object.entries(LINE_RULES) as [TableName, Record<string, 'single_line' | 'printable'>][]) {
    if (!tables.has(table)) continue; // key_loans, provision_services: their own specs
    for (const [column, rule] of Object.entries(columns)) {
      const oneLine = rule === 'single_line';
      cases.push({
        id: `${table}.${column} control character (${oneLine ? 'one line' : 'multi-line'})`,
        table,
        rule: 'text',
        modes: both,
        examples: rows(column, oneLine ? ONE_LINE_EXAMPLES : MULTILINE_EXAMPLES),
        patches: one(column, withControl(oneLine ? NOT_ONE_LINE : NOT_PRINTABLE)),
        expected: () => (oneLine ? SINGLE_LINE : PRINTABLE),
      });
    }
  }
  // U+0000: refused before any rule, in a text of one line and a multi-line one.
  for (const [table, column] of [
    ['buildings', 'name'],
    ['malfunctions', 'description'],
  ] as const) {
    cases.push({
      id: `${table}.${column} U+0000`,
      table,
      rule: 'text',
      modes: both,
      examples: rows(column, ['Naam\u0000', '\u0000']),
      patches: one(column, fc.tuple(word, word).map(([a, b]) => `${a}\u0000${b}`)),
      generated: false,
      expected: () => NUL,
    });
  }

  // Near-duplicates of unique keys.
  const nearDuplicates: { id: string; table: TableName; column: string; keys: string[]; max: number; examples: string[]; context?: Row; message: string }[] = [
    {
      id: 'housing.house_number near-duplicate (building 2)',
      table: 'housing',
      column: 'house_number',
      keys: HOUSE_NUMBERS_B2,
      max: 20,
      examples: ['45-1 ', ' 45-1', '45-1\u00A0', '45-1\u200B', '45\u20131', '45 - 1', '45 1', '\uFF14\uFF15\uFF0D\uFF11'],
      message: SAME_HOUSE_NUMBER,
    },
    {
      id: 'housing.house_number near-duplicate (building 4)',
      table: 'housing',
      column: 'house_number',
      keys: HOUSE_NUMBERS_B4,
      max: 20,
      examples: ['210 A', '210-A', '210a', '210\u2013a', '210\u00A0B'],
      context: { building_id: SEED.building(4) },
      message: SAME_HOUSE_NUMBER,
    },
    {
      id: 'parking_spaces.space_number near-duplicate',
      table: 'parking_spaces',
      column: 'space_number',
      keys: PARKING_SPACES_B2,
      max: 50,
      examples: ['P-01 ', 'p-01', 'P01', 'P 01', 'P\u201301', '\u2800P-01'],
      message: SAME_PARKING_SPACE,
    },
    {
      id: 'keys.number near-duplicate (key cabinet 1)',
      table: 'keys',
      column: 'number',
      keys: KEYS_CABINET_1,
      max: 50,
      examples: [' U-001', 'u-001', 'U-001\u00A0', 'U001', 'U\u2010001', 'U-001\uFEFF'],
      context: { key_cabinet_id: SEED.keyCabinet(1) },
      message: SAME_KEY,
    },
    {
      id: 'keys.number near-duplicate (key cabinet 2)',
      table: 'keys',
      column: 'number',
      keys: KEYS_CABINET_2,
      max: 50,
      examples: ['a-101', 'A 101', 'A\u2212102'],
      message: SAME_KEY,
    },
    {
      id: 'facility_types.name near-duplicate',
      table: 'facility_types',
      column: 'name',
      keys: FACILITY_TYPE_NAMES,
      max: 200,
      examples: ['Schoonmaak\u2800', 'SCHOONMAAK', 'Schoon-maak', '\uFF33\uFF43\uFF48\uFF4F\uFF4F\uFF4E\uFF4D\uFF41\uFF41\uFF4B', 'Brand\u00ADveiligheid', 'brand veiligheid'],
      message: SAME_FACILITY_TYPE,
    },
  ];
  for (const d of nearDuplicates) {
    cases.push({
      id: d.id,
      table: d.table,
      rule: 'text',
      modes: both,
      context: d.context,
      examples: rows(d.column, d.examples),
      patches: one(d.column, nearDuplicate(d.keys, d.max)),
      expected: () => d.message,
    });
  }
  return cases;
}
