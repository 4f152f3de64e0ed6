// Invalid input of the rule class of this file for invalid-input.data.spec.ts:
// Dates read month-first or set in the future, floors, sizes and a changed identity
// (supabase/migrations/20261127002001_day_first_dates.sql, 20261127002002_record_rules.sql).
//
// What these cases cannot show, other data tests do: that an ambiguous date ('01-02-2020')
// is stored day-first, that a planned date may lie in the future, a building shrinking
// below an entrance (record-rules.data.spec.ts), the key loans and service entries
// (tables of their own spec) and whole-table writes (api-write-guards.data.spec.ts).
import * as fc from 'fast-check';
import { SEED, type Row, type TableName } from './helpers';
import { INVALID_DATE, type FixtureIds, type InvalidCase, type Mode } from './invalid-values';

// Messages (libs/data/src/constraintMessages.ts), written out: the test pins them.
const NOT_FUTURE = {
  reading: 'De datum van de meteropname kan niet in de toekomst liggen.',
  malfunctionStart: 'De startdatum van een storing kan niet in de toekomst liggen.',
  nuisance: 'De datum van de melding kan niet in de toekomst liggen.',
  followUp: 'De afhandeldatum van de vervolgactie kan niet in de toekomst liggen.',
  complaint: 'De meldingsdatum kan niet in de toekomst liggen.',
  request: 'De aanvraagdatum kan niet in de toekomst liggen.',
  installation: 'De installatiedatum kan niet in de toekomst liggen.',
};
const FLOOR_IN_BUILDING = 'De etage mag niet hoger zijn dan het aantal etages van het gebouw.';
const BALCONY = 'De balkongrootte mag niet groter zijn dan het aantal vierkante meters van de woning.';
const WEBSITE = 'Ongeldige website URL';
const ID_UNCHANGED = 'Het id van een item kan niet worden gewijzigd.';

/** Building 2's floors (supabase/seed.sql): the base entrance lies there. */
const B2_FLOORS = 6;
const DAY_MS = 86_400_000;
const both: Mode[] = ['insert', 'update'];
const one = <T>(column: string, values: fc.Arbitrary<T>) => values.map((value): Row => ({ [column]: value }));
const rows = (column: string, values: unknown[]) => values.map((value): Row => ({ [column]: value }));
const pad = (n: number) => String(n).padStart(2, '0');

type DateKind = 'date' | 'timestamptz';

/**
 * The dates a client sets, per table (the tables of invalid-input.data.spec.ts; key_loans
 * and provision_services: record-rules.data.spec.ts). Dates the database sets
 * (created_at, completed_at, resolved_at) are not in it.
 */
const CLIENT_DATES: Partial<Record<TableName, Record<string, DateKind>>> = {
  tasks: { start_date: 'timestamptz', end_date: 'timestamptz', recurrence_end_date: 'timestamptz', next_occurrence_at: 'timestamptz' },
  technical_provisions: {
    installation_date: 'date',
    warranty_end_date: 'date',
    next_inspection_date: 'date',
    next_maintenance_date: 'date',
  },
  utility_readings: { reading_date: 'timestamptz' },
  malfunctions: { started_at: 'timestamptz' },
  cleaning_requests: { requested_at: 'timestamptz' },
  cleaning_complaints: { reported_at: 'timestamptz' },
  nuisances: { date_time: 'timestamptz', follow_up_completed_at: 'timestamptz' },
};

/**
 * A date written month first that no day-first reading can take: its second number
 * (read as the month) is 13..28. PostgreSQL's default DateStyle (MDY) stored these;
 * read day-first they do not exist.
 */
const monthFirst = (kind: DateKind) =>
  fc
    .record({
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 13, max: 28 }),
      year: fc.integer({ min: 1950, max: 2025 }),
      separator: fc.constantFrom('-', '/', '.'),
      padded: fc.boolean(),
      time: kind === 'timestamptz' ? fc.constantFrom('', ' 10:30', ' 23:59:59', ' 08:00+01') : fc.constant(''),
    })
    .map(({ month, day, year, separator, padded, time }) => `${padded ? pad(month) : month}${separator}${day}${separator}${year}${time}`);
const MONTH_FIRST_EXAMPLES = ['01-13-2020', '1/13/2020', '12/31/1999', '02.28.2021'];

/**
 * A day after today and before 2201 (2.., so after today in Amsterdam whatever the hour),
 * as a date or a moment at a random minute of that day.
 */
const future = (kind: DateKind) =>
  fc
    .oneof(fc.integer({ min: 2, max: 3650 }), fc.integer({ min: 3651, max: 60_000 }))
    .chain((days) => fc.tuple(fc.constant(days), fc.integer({ min: 0, max: 23 * 60 })))
    .map(([days, minutes]) => new Date(Date.now() + days * DAY_MS + minutes * 60_000))
    .filter((moment) => moment.getUTCFullYear() <= 2200)
    .map((moment) => (kind === 'date' ? moment.toISOString().slice(0, 10) : moment.toISOString()));
const FUTURE_EXAMPLES: Record<DateKind, string[]> = {
  date: ['2199-01-01', '2200-12-31'],
  timestamptz: ['2199-01-01T12:00:00Z', '2200-12-31T12:00:00+01:00'],
};

/** Ports no URL can have: 0, 65536 and beyond, with 1..5 digits. */
const badPort = fc.oneof(fc.integer({ min: 65_536, max: 99_999 }), fc.constant(0));
const host = fc
  .tuple(fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 12 }), fc.constantFrom('nl', 'com', 'eu'))
  .map(([name, tld]) => `${name}.${tld}`);

/** Every record case, in table order. */
export function recordCases(_ids: FixtureIds): InvalidCase[] {
  const cases: InvalidCase[] = [];
  const add = (c: Omit<InvalidCase, 'modes' | 'examples' | 'rule'> & { modes?: Mode[]; examples?: Row[] }) =>
    cases.push({ modes: both, examples: [], rule: 'record', ...c });

  // 1. Dates read month-first: refused, never stored with day and month swapped.
  for (const [table, columns] of Object.entries(CLIENT_DATES) as [TableName, Record<string, DateKind>][]) {
    for (const [column, kind] of Object.entries(columns)) {
      add({
        id: `${table}.${column} written month-first`,
        table,
        examples: rows(column, MONTH_FIRST_EXAMPLES),
        patches: one(column, monthFirst(kind)),
        expected: () => INVALID_DATE,
      });
    }
  }

  // 2. Events in the future (a planned date may lie there: tasks, warranty, next inspection…).
  const futureCases: [TableName, string, DateKind, string, Row?][] = [
    // A high reading, so that no earlier reading is higher (utility_readings_not_lower_than_previous).
    ['utility_readings', 'reading_date', 'timestamptz', NOT_FUTURE.reading, { reading_value: '999999999' }],
    ['malfunctions', 'started_at', 'timestamptz', NOT_FUTURE.malfunctionStart],
    ['nuisances', 'date_time', 'timestamptz', NOT_FUTURE.nuisance],
    ['nuisances', 'follow_up_completed_at', 'timestamptz', NOT_FUTURE.followUp, { follow_up_required: true }],
    ['cleaning_complaints', 'reported_at', 'timestamptz', NOT_FUTURE.complaint],
    ['cleaning_requests', 'requested_at', 'timestamptz', NOT_FUTURE.request],
    ['technical_provisions', 'installation_date', 'date', NOT_FUTURE.installation],
  ];
  for (const [table, column, kind, message, context] of futureCases) {
    add({
      id: `${table}.${column} in the future`,
      table,
      context,
      examples: rows(column, FUTURE_EXAMPLES[kind]),
      patches: one(column, future(kind)),
      expected: () => message,
    });
  }

  // 3. Floors: an entrance/exit above its building's floors (building 2: 6 floors).
  add({
    id: 'entrances_and_exits.floor above the building',
    table: 'entrances_and_exits',
    examples: rows('floor', [B2_FLOORS + 1, 200]),
    patches: one('floor', fc.integer({ min: B2_FLOORS + 1, max: 200 })),
    expected: () => FLOOR_IN_BUILDING,
  });
  add({
    id: 'entrances_and_exits.floor above another building',
    table: 'entrances_and_exits',
    // Building 5 has 2 floors, building 4 has 3 (the "floor 5 of a 4-floor building").
    examples: [
      { building_id: SEED.building(5), floor: 3 },
      { building_id: SEED.building(4), floor: 5 },
    ],
    patches: fc.integer({ min: 3, max: 200 }).map((floor): Row => ({ building_id: SEED.building(5), floor })),
    expected: () => FLOOR_IN_BUILDING,
  });

  // 4. Sizes: a balcony larger than the home; a website with a port that does not exist.
  add({
    id: 'housing.balcony_size above square_meters',
    table: 'housing',
    examples: [
      { square_meters: 20, balcony_size: 500 },
      { square_meters: 0, balcony_size: 0.5 },
      { square_meters: 99999.5, balcony_size: 100000 },
    ],
    // Both within 0..100000, so that only this rule is broken.
    patches: fc
      .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 1, max: 200_000 }))
      .map(([living, more]): Row => ({ square_meters: living, balcony_size: Math.min(100_000, living + more / 2) })),
    expected: () => BALCONY,
  });
  add({
    id: 'suppliers.website with a port that does not exist',
    table: 'suppliers',
    examples: rows('website', ['http://x.nl:99999', 'https://www.example.nl:65536/pad', 'http://x.nl:0', 'https://example.nl:123456']),
    patches: fc
      .tuple(fc.constantFrom('http://', 'https://'), host, badPort, fc.constantFrom('', '/', '/pad?q=1'))
      .map(([scheme, name, port, path]): Row => ({ website: `${scheme}${name}:${port}${path}` })),
    expected: () => WEBSITE,
  });

  // 5. Identity: an update that changes the id of a row (every table with an id).
  for (const table of TABLES_WITH_ID) {
    add({
      id: `${table}.id changed`,
      table,
      modes: ['update'],
      examples: [{ id: '00000000-0000-4000-8000-00000000a001' }, { id: SEED.building(1) }],
      patches: fc.uuid({ version: 4 }).map((id): Row => ({ id })),
      expected: () => ID_UNCHANGED,
    });
  }
  return cases;
}

/** The tables of invalid-input.data.spec.ts with an id (the link tables have none). */
const TABLES_WITH_ID: TableName[] = [
  'buildings',
  'entrances_and_exits',
  'facility_types',
  'spaces',
  'housing',
  'tasks',
  'key_cabinets',
  'keys',
  'suppliers',
  'mechanics',
  'companies',
  'owners',
  'technical_provisions',
  'utilities',
  'utility_readings',
  'malfunctions',
  'parking_spaces',
  'cleaning_requests',
  'cleaning_complaints',
  'nuisances',
];
