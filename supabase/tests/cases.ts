// The rules of supabase/migrations, one entry per table, for the table-driven
// data tests. Every NOT NULL column, CHECK constraint (including the ones
// raised by triggers), UNIQUE constraint and index and foreign key is listed here
// with the Dutch message libs/data's toDutchMessage must give for it, and the
// value rules (20261122000002_value_rules.sql) each with a value at their
// boundary that is accepted. The length rules and the Unicode variants of the
// not-blank rules are added to every table by withValueRules below.
import {
  LINE_RULES,
  PRINTABLE_MESSAGE,
  SINGLE_LINE_MESSAGE,
  TEXT_LIMITS,
  tooLongMessage,
  type TablesInsert,
  type TablesUpdate,
} from '@facility/data';
import { SEED, type Row, type TableName } from './helpers';

/** Unique per run, so leftovers of an aborted run never collide. */
export const RUN = Date.now().toString(36).slice(-6);

type Columns<T extends TableName> = keyof TablesInsert<T> & string;

/** How a test case is written: typed against the generated Database types. */
interface TypedCase<T extends TableName> {
  table: T;
  /** Columns identifying a row (primary key). */
  key: Columns<T>[];
  /** A seeded row anon must not be able to change or delete. */
  seeded: Row;
  /** A row that satisfies every rule (fresh values per call where unique). */
  valid: () => TablesInsert<T>;
  /** Values the database fills in for the valid row (defaults, triggers). */
  filled?: Row;
  update: TablesUpdate<T>;
  /** Values expected after the update (defaults to `update`). */
  updated?: Row;
  /** NOT NULL column -> the field label in the Dutch message. */
  required: Partial<Record<Columns<T>, string>>;
  /** NOT NULL columns a trigger always sets: a client's value (NULL too) is replaced, so nothing to refuse. */
  maintained?: Columns<T>[];
  bad: {
    /** The constraint that must refuse the row (as Postgres names it). */
    constraint: string;
    /** Insert the valid row with these columns changed... */
    row?: Partial<Record<Columns<T>, unknown>>;
    /** ...or update an existing (seeded) row. */
    update?: { match: Row; patch: TablesUpdate<T> };
    message: string;
    /** Added to the test's title (which value is tried). */
    note?: string;
    /**
     * Inserted as the database owner (a direct connection, as the seed runs), not
     * through the API: the rule guards what only the owner can write (for API roles
     * a trigger sets the value).
     */
    asOwner?: boolean;
  }[];
  /** Rows at the boundary of a rule, which must be accepted and stored as sent. */
  accepted?: { rule: string; row: Partial<Record<Columns<T>, unknown>> }[];
}

/** The same, with the table type erased, as the table-driven tests use it. */
export interface TableCase {
  table: TableName;
  key: string[];
  seeded: Row;
  valid: () => Row;
  filled?: Row;
  update: Row;
  updated?: Row;
  required: Record<string, string>;
  maintained?: string[];
  bad: { constraint: string; row?: Row; update?: { match: Row; patch: Row }; message: string; note?: string; asOwner?: boolean }[];
  accepted?: { rule: string; row: Row }[];
}

function tableCase<T extends TableName>(c: TypedCase<T>): TableCase {
  return withValueRules(c as unknown as TableCase);
}

const now = () => new Date().toISOString();
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const today = () => new Date().toISOString().slice(0, 10);
const dateFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// The date range of every date a user sets: 1900-01-01 .. 2200-12-31 (Amsterdam days).
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2200-12-31';
const DAY_BEFORE = '1899-12-31';
const DAY_AFTER = '2201-01-01';
/** Noon UTC of a day: the same day in Amsterdam. */
const noonOf = (day: string) => `${day}T12:00:00Z`;
const rangeMessage = (what: string) => `${what} moet tussen 1 januari 1900 en 31 december 2200 liggen.`;
/** A day after today (past any clock's today), for the *_not_future rules of events. */
const FUTURE_DAY = '2199-01-01';
/** The last day an event may lie on: today, the upper end of its date range in practice. */
const LAST_EVENT_DAY = () => today();

const PHONE = 'Ongeldig telefoonnummer: gebruik 6 tot 20 cijfers, met eventueel spaties, streepjes en een + vooraan.';
const POSTCODE = 'Ongeldige postcode: gebruik vier cijfers, een spatie en twee hoofdletters (bijvoorbeeld 1234 AB).';
const KVK = 'Een KvK-nummer bestaat uit 8 cijfers.';
const VAT = 'Ongeldig btw-nummer: gebruik NL, 9 cijfers, B en 2 cijfers (bijvoorbeeld NL123456789B01).';
const EMAIL = 'Ongeldig e-mailadres';

/**
 * Unicode spaces and invisible characters public.is_blank removes, a few of each kind:
 * 20 characters, the shortest length limit of a not-blank column (housing.house_number).
 */
export const INVISIBLE =
  '\u00A0\u2002\u2028\u3000\t\n\u0085' + // White_Space
  '\u00AD\u034F\u180E\u200B\u200F\u202E\u2066\u3164\uFE0F\uFEFF\u{1D173}\u{E0041}\u{E0100}'; // Default_Ignorable_Code_Point

/** A valid value of `column` that is exactly `n` characters long (unique per run where it matters). */
export function textOfLength(column: string, n: number): string {
  if (column === 'email') return `${'a'.repeat(n - 11)}@example.nl`;
  if (column === 'website') return `https://example.nl/${'a'.repeat(n - 19)}`;
  if (/phone/.test(column)) {
    const digits = '0' + ' 1'.repeat(Math.floor((n - 1) / 2));
    return digits.length < n ? `${digits}1` : digits;
  }
  // 'é': the limit counts characters, not bytes.
  return (RUN + 'é'.repeat(n)).slice(0, n);
}

/**
 * Adds to a table's case what every table gets: each *_not_blank rule tried with
 * Unicode spaces and invisible characters only, each text column's length rule
 * (TEXT_LIMITS) with one character too many, each free text column's control
 * character rule (LINE_RULES: a line break in one line, a tab in a multi-line text),
 * plus one accepted row with every limited column at exactly its maximum and one with
 * line breaks in every multi-line column.
 */
function withValueRules(c: TableCase): TableCase {
  const blank = c.bad
    .filter((b) => b.constraint.endsWith('_not_blank') && b.row)
    .map((b) => ({
      ...b,
      row: Object.fromEntries(Object.keys(b.row ?? {}).map((column) => [column, INVISIBLE])),
      note: 'Unicode spaces and invisible characters only',
    }));
  const limits: Record<string, number> = (TEXT_LIMITS as Record<string, Record<string, number>>)[c.table] ?? {};
  const tooLong = Object.entries(limits).map(([column, max]) => ({
    constraint: `${c.table}_${column}_length`,
    row: { [column]: textOfLength(column, max + 1) },
    message: tooLongMessage(max),
    note: `${max + 1} characters`,
  }));
  const atMax = Object.keys(limits).length
    ? [{ rule: 'every *_length at its maximum', row: Object.fromEntries(Object.entries(limits).map(([column, max]) => [column, textOfLength(column, max)])) }]
    : [];
  const lineRules = Object.entries(LINE_RULES[c.table] ?? {});
  const controls = lineRules.map(([column, rule]) => ({
    constraint: `${c.table}_${column}_${rule}`,
    row: { [column]: rule === 'single_line' ? 'regel 1\nregel 2' : 'kolom 1\tkolom 2' },
    message: rule === 'single_line' ? SINGLE_LINE_MESSAGE : PRINTABLE_MESSAGE,
  }));
  const multiline = lineRules.filter(([, rule]) => rule === 'printable');
  const lineBreaks = multiline.length
    ? [{ rule: 'every *_printable keeps line breaks', row: Object.fromEntries(multiline.map(([column]) => [column, 'regel 1\r\nregel 2\nregel 3'])) }]
    : [];
  return { ...c, bad: [...c.bad, ...blank, ...tooLong, ...controls], accepted: [...(c.accepted ?? []), ...atMax, ...lineBreaks] };
}

// Test rows live in building 2 (Residentie Amstelkwartier, 6 floors) so that
// the same-building rules hold for every combination of valid rows.
const B2 = SEED.building(2);

export const CASES: TableCase[] = [
  tableCase({
    table: 'buildings',
    key: ['id'],
    seeded: { id: SEED.building(1) },
    valid: () => ({ name: `Testgebouw ${RUN}`, street: 'Melkmarkt 1', city: 'Zwolle', floors: 3 }),
    update: { floors: 4, city: 'Kampen' },
    required: { name: 'Naam', street: 'Straat', city: 'Plaats', floors: 'Aantal etages' },
    maintained: ['created_at'],
    bad: [
      { constraint: 'buildings_name_not_blank', row: { name: '   ' }, message: 'Vul de naam van het gebouw in.' },
      { constraint: 'buildings_street_not_blank', row: { street: '' }, message: 'Vul de straat van het gebouw in.' },
      { constraint: 'buildings_city_not_blank', row: { city: ' ' }, message: 'Vul de plaats van het gebouw in.' },
      { constraint: 'buildings_floors_min', row: { floors: 0 }, message: 'Het aantal etages moet minimaal 1 zijn.' },
      { constraint: 'buildings_floors_max', row: { floors: 201 }, message: 'Het aantal etages mag niet hoger zijn dan 200.' },
      {
        constraint: 'buildings_floors_cover_housing',
        update: { match: { id: SEED.building(4) }, patch: { floors: 1 } }, // housing unit 210B is on floor 2
        message: 'Het aantal etages kan niet lager worden: er liggen woningen op een hogere etage van dit gebouw.',
      },
      {
        constraint: 'buildings_floors_cover_spaces',
        update: { match: { id: B2 }, patch: { floors: 5 } }, // the roof terrace is on floor 6
        message: 'Het aantal etages kan niet lager worden: er liggen ruimtes op een hogere etage van dit gebouw.',
      },
      {
        // Every table with an id: supabase/tests/invalid-records.ts.
        constraint: 'id_unchanged',
        update: { match: { id: SEED.building(3) }, patch: { id: '00000000-0000-4000-8000-00000000a001' } },
        message: 'Het id van een item kan niet worden gewijzigd.',
      },
    ],
    accepted: [{ rule: 'buildings_floors_max', row: { floors: 200 } }],
  }),
  tableCase({
    table: 'entrances_and_exits',
    key: ['id'],
    seeded: { id: SEED.entrance(1) },
    valid: () => ({ building_id: B2, name: `Testingang ${RUN}`, type: 'both', floor: 0 }),
    filled: { is_emergency: false, is_accessible: true },
    update: { type: 'exit', is_emergency: true },
    required: {
      building_id: 'Gebouw',
      name: 'Naam',
      type: 'Type',
      is_emergency: 'Nooduitgang',
      is_accessible: 'Toegankelijk',
    },
    maintained: ['building_name', 'created_at'], // building_name: supabase/tests/sort-name-copies.data.spec.ts
    bad: [
      { constraint: 'entrances_and_exits_name_not_blank', row: { name: ' ' }, message: 'Vul de naam van de in-/uitgang in.' },
      { constraint: 'entrances_and_exits_type_check', row: { type: 'deur' }, message: 'Kies een geldig type in-/uitgang.' },
      { constraint: 'entrances_and_exits_floor_range', row: { floor: -1 }, message: 'De etage moet tussen 0 en 200 liggen.', note: '-1' },
      { constraint: 'entrances_and_exits_floor_range', row: { floor: 201 }, message: 'De etage moet tussen 0 en 200 liggen.', note: '201' },
      {
        constraint: 'entrances_and_exits_floor_within_building',
        row: { floor: 7 }, // building 2 has 6 floors
        message: 'De etage mag niet hoger zijn dan het aantal etages van het gebouw.',
      },
      {
        constraint: 'spaces_entrance_same_building',
        update: { match: { id: SEED.entrance(4) }, patch: { building_id: SEED.building(1) } },
        message: 'De in-/uitgang en de ruimte moeten bij hetzelfde gebouw horen.',
      },
    ],
    // A building has at most 200 floors, so floor 200 is reached only in a building of 200.
    accepted: [
      { rule: 'entrances_and_exits_floor_within_building', row: { floor: 6 } },
      { rule: 'entrances_and_exits_floor_range', row: { floor: null } },
    ],
  }),
  tableCase({
    table: 'facility_types',
    key: ['id'],
    seeded: { id: SEED.facilityType(1) },
    valid: () => ({ name: `Testsoort ${RUN} ${Math.random().toString(36).slice(2, 6)}`, description: 'Test' }),
    update: { description: 'Bijgewerkt' },
    required: { name: 'Naam' },
    maintained: ['created_at'],
    bad: [
      { constraint: 'facility_types_name_not_blank', row: { name: '  ' }, message: 'Naam is verplicht' },
      ...['Schoonmaak', ' schoonMAAK ', 'SCHOON MAAK', 'Schoon\u00A0maak\u200B', 'Schoonmaak\u2800', 'Schoon-maak'].map((name) => ({
        constraint: 'facility_types_name_normalized_key',
        row: { name },
        message: 'Er bestaat al een soort voorziening met deze naam (hoofdletters en spaties tellen niet mee).',
        note: JSON.stringify(name),
      })),
    ],
    accepted: [{ rule: 'facility_types_name_normalized_key', row: { name: `Schoonmaak glas ${RUN}` } }],
  }),
  tableCase({
    table: 'spaces',
    key: ['id'],
    seeded: { id: SEED.space(1) },
    valid: () => ({ building_id: B2, name: `Testruimte ${RUN}`, floor: 2 }),
    filled: { front_door_key: true, entrance_id: null, key_id: null },
    update: { floor: 3, comments: 'Bijgewerkt' },
    required: {
      building_id: 'Gebouw',
      name: 'Naam',
      floor: 'Etage',
      front_door_key: 'Voordeursleutel',
    },
    maintained: ['building_name', 'created_at'], // building_name: supabase/tests/space-sort-names.data.spec.ts
    bad: [
      { constraint: 'spaces_name_not_blank', row: { name: '' }, message: 'Vul de naam van de ruimte in.' },
      { constraint: 'spaces_floor_min', row: { floor: -1 }, message: 'De etage moet 0 of hoger zijn.' },
      {
        constraint: 'spaces_floor_within_building',
        row: { floor: 7 },
        message: 'De etage mag niet hoger zijn dan het aantal etages van het gebouw.',
      },
      {
        constraint: 'spaces_floor_within_building',
        update: { match: { id: SEED.space(9) }, patch: { floor: 7 } },
        message: 'De etage mag niet hoger zijn dan het aantal etages van het gebouw.',
      },
      {
        constraint: 'spaces_entrance_same_building',
        row: { entrance_id: SEED.entrance(1) }, // an entrance of building 1
        message: 'De in-/uitgang en de ruimte moeten bij hetzelfde gebouw horen.',
      },
      {
        constraint: 'nuisances_space_same_building',
        // the restaurant in building 3 has nuisance report 5
        update: { match: { id: SEED.space(12) }, patch: { building_id: SEED.building(1), entrance_id: null } },
        message: 'De ruimte moet in het gekozen gebouw liggen.',
      },
    ],
    accepted: [{ rule: 'spaces_floor_within_building', row: { floor: 6 } }],
  }),
  tableCase({
    table: 'housing',
    key: ['id'],
    seeded: { id: SEED.housing(1) },
    valid: () => ({ building_id: B2, house_number: `T-${RUN}-${Math.random().toString(36).slice(2, 6)}`, floor: 1, square_meters: 55.5 }),
    filled: { street: 'Spaklerweg 45', type: 'rent', status: 'occupied' },
    update: { status: 'reserved', balcony_size: 4.5 },
    required: {
      building_id: 'Gebouw',
      house_number: 'Huisnummer',
      floor: 'Etage',
      type: 'Type',
      status: 'Status',
    },
    maintained: ['created_at'],
    bad: [
      { constraint: 'housing_house_number_not_blank', row: { house_number: ' ' }, message: 'Vul een huisnummer in.' },
      { constraint: 'housing_floor_min', row: { floor: -1 }, message: 'De etage moet 0 of hoger zijn.' },
      {
        constraint: 'housing_floor_within_building',
        row: { floor: 7 },
        message: 'De etage mag niet hoger zijn dan het aantal etages van het gebouw.',
      },
      {
        constraint: 'housing_floor_within_building',
        update: { match: { id: SEED.housing(1) }, patch: { floor: 7 } },
        message: 'De etage mag niet hoger zijn dan het aantal etages van het gebouw.',
      },
      {
        constraint: 'housing_square_meters_min',
        row: { square_meters: -10 },
        message: 'Het aantal vierkante meters mag niet negatief zijn.',
      },
      ...[100000.01, 'NaN'].map((value) => ({
        constraint: 'housing_square_meters_max',
        row: { square_meters: value },
        message: 'Het aantal vierkante meters moet een getal van 0 tot en met 100000 zijn.',
        note: String(value),
      })),
      { constraint: 'housing_balcony_size_min', row: { balcony_size: -1 }, message: 'De balkongrootte mag niet negatief zijn.' },
      ...[100000.5, 'NaN'].map((value) => ({
        constraint: 'housing_balcony_size_max',
        row: { balcony_size: value },
        message: 'De balkongrootte moet een getal van 0 tot en met 100000 zijn.',
        note: String(value),
      })),
      {
        constraint: 'housing_balcony_within_living_area',
        row: { square_meters: 20, balcony_size: 500 },
        message: 'De balkongrootte mag niet groter zijn dan het aantal vierkante meters van de woning.',
      },
      { constraint: 'housing_type_check', row: { type: 'huur' }, message: 'Kies een geldig type woning (Huur of Koop).' },
      { constraint: 'housing_status_check', row: { status: 'leeg' }, message: 'Kies een geldige status voor de woning.' },
      {
        constraint: 'housing_building_house_number_key',
        row: { house_number: '45-1' },
        message: 'Dit gebouw heeft al een woning met dit huisnummer.',
      },
      {
        constraint: 'parking_spaces_housing_same_building',
        update: { match: { id: SEED.housing(1) }, patch: { building_id: SEED.building(4) } }, // has parking space P-01
        message: 'De woning moet in hetzelfde gebouw liggen als de parkeerplaats.',
      },
      {
        constraint: 'nuisances_housing_same_building',
        update: { match: { id: SEED.housing(3) }, patch: { building_id: SEED.building(4) } }, // has nuisance report 1
        message: 'De woning moet in het gekozen gebouw liggen.',
      },
    ],
    accepted: [
      { rule: 'housing_square_meters_max, housing_balcony_size_max', row: { square_meters: 100000, balcony_size: 100000 } },
      { rule: 'housing_floor_within_building', row: { floor: 6 } },
      { rule: 'housing_floor_min', row: { floor: 0, square_meters: 0, balcony_size: 0 } },
      { rule: 'housing_balcony_within_living_area', row: { square_meters: 20, balcony_size: 20 } },
      { rule: 'housing_balcony_within_living_area (living area unknown)', row: { square_meters: null, balcony_size: 12 } },
    ],
  }),
  tableCase({
    table: 'tasks',
    key: ['id'],
    seeded: { id: SEED.task(1) },
    valid: () => ({ title: `Testtaak ${RUN}`, start_date: now() }),
    filled: { hours_spent: 0, is_completed: false, completed_at: null, is_recurring: false },
    update: { is_completed: true, completed_at: now(), hours_spent: 1.5 },
    updated: { is_completed: true, hours_spent: 1.5 },
    required: {
      title: 'Taaknaam',
      start_date: 'Startdatum',
      hours_spent: 'Bestede uren',
      is_completed: 'Voltooid',
      is_recurring: 'Terugkerend',
    },
    maintained: ['created_at'],
    bad: [
      { constraint: 'tasks_title_not_blank', row: { title: '   ' }, message: 'Vul een taaknaam en startdatum in.' },
      { constraint: 'tasks_hours_spent_min', row: { hours_spent: -0.5 }, message: 'Het aantal bestede uren mag niet negatief zijn.' },
      { constraint: 'tasks_hours_spent_step', row: { hours_spent: 0.25 }, message: 'Bestede uren gaan in stappen van 0,5.' },
      ...[10000.5, 'NaN'].map((value) => ({
        constraint: 'tasks_hours_spent_max',
        row: { hours_spent: value },
        message: 'Het aantal bestede uren moet een getal van 0 tot en met 10000 zijn.',
        note: String(value),
      })),
      {
        constraint: 'tasks_end_date_after_start',
        row: { end_date: daysFromNow(-2) },
        message: 'De einddatum mag niet voor de startdatum liggen.',
      },
      {
        // For API roles tasks_set_completed_at sets completed_at; the seed writes what it sends.
        constraint: 'tasks_completed_at_matches',
        row: { is_completed: true },
        asOwner: true,
        message: 'Een voltooide taak heeft een voltooiingsmoment, een open taak niet.',
      },
      {
        constraint: 'tasks_recurrence_pattern_check',
        row: { is_recurring: true, recurrence_pattern: 'hourly' },
        message: 'Kies een geldig herhalingspatroon.',
      },
      {
        constraint: 'tasks_recurring_requires_pattern',
        row: { is_recurring: true },
        message: 'Selecteer een herhalingspatroon voor de terugkerende taak.',
      },
      {
        constraint: 'tasks_recurrence_only_when_recurring',
        row: { recurrence_pattern: 'weekly' },
        message: 'Een herhalingspatroon of einddatum van de herhaling hoort alleen bij een terugkerende taak.',
      },
      {
        constraint: 'tasks_recurrence_end_after_start',
        row: { is_recurring: true, recurrence_pattern: 'weekly', recurrence_end_date: daysFromNow(-7) },
        message: 'De einddatum van de herhaling mag niet voor de startdatum liggen.',
      },
      {
        constraint: 'tasks_next_occurrence_only_when_completed_recurring',
        row: { next_occurrence_at: daysFromNow(7) },
        message: 'Alleen een voltooide terugkerende taak heeft een volgende keer, en die ligt na het voltooien.',
      },
      { constraint: 'tasks_start_date_range', row: { start_date: noonOf(DAY_BEFORE) }, message: rangeMessage('De startdatum'), note: DAY_BEFORE },
      { constraint: 'tasks_start_date_range', row: { start_date: 'infinity' }, message: rangeMessage('De startdatum'), note: 'infinity' },
      { constraint: 'tasks_end_date_range', row: { end_date: noonOf(DAY_AFTER) }, message: rangeMessage('De einddatum'), note: DAY_AFTER },
      {
        constraint: 'tasks_recurrence_end_date_range',
        row: { is_recurring: true, recurrence_pattern: 'weekly', recurrence_end_date: noonOf(DAY_AFTER) },
        message: rangeMessage('De einddatum van de herhaling'),
        note: DAY_AFTER,
      },
      {
        constraint: 'tasks_next_occurrence_at_range',
        row: { is_recurring: true, recurrence_pattern: 'weekly', is_completed: true, next_occurrence_at: noonOf(DAY_AFTER) },
        message: rangeMessage('De volgende keer van de taak'),
        note: DAY_AFTER,
      },
    ],
    accepted: [
      { rule: 'tasks_hours_spent_max', row: { hours_spent: 10000 } },
      { rule: 'tasks_*_range (first day)', row: { start_date: noonOf(FIRST_DAY), end_date: noonOf(FIRST_DAY) } },
      {
        rule: 'tasks_*_range (last day)',
        row: {
          start_date: noonOf(LAST_DAY),
          end_date: noonOf(LAST_DAY),
          is_recurring: true,
          recurrence_pattern: 'yearly',
          recurrence_end_date: noonOf(LAST_DAY),
          is_completed: true,
          next_occurrence_at: noonOf(LAST_DAY),
        },
      },
    ],
  }),
  tableCase({
    table: 'key_cabinets',
    key: ['id'],
    seeded: { id: SEED.keyCabinet(1) },
    valid: () => ({ name: `Testkast ${RUN}`, space_id: SEED.space(6) }),
    update: { name: `Testkast ${RUN} bijgewerkt` },
    required: { name: 'Naam', space_id: 'Ruimte' },
    maintained: ['created_at'],
    bad: [{ constraint: 'key_cabinets_name_not_blank', row: { name: ' ' }, message: 'Naam is verplicht' }],
  }),
  tableCase({
    table: 'keys',
    key: ['id'],
    seeded: { id: SEED.key(1) },
    valid: () => ({ number: `T-${RUN}-${Math.random().toString(36).slice(2, 6)}`, key_cabinet_id: SEED.keyCabinet(2) }),
    update: { brand: 'Lips', floor: 2 },
    required: { number: 'Nummer', key_cabinet_id: 'Sleutelkast' },
    maintained: ['created_at'],
    bad: [
      { constraint: 'keys_number_not_blank', row: { number: '' }, message: 'Nummer is verplicht' },
      {
        constraint: 'keys_cabinet_number_key',
        row: { number: 'A-101' },
        message: 'Er is al een sleutel met dit nummer in deze sleutelkast.',
      },
      { constraint: 'keys_floor_range', row: { floor: -1 }, message: 'De etage moet tussen 0 en 200 liggen.', note: '-1' },
      { constraint: 'keys_floor_range', row: { floor: 201 }, message: 'De etage moet tussen 0 en 200 liggen.', note: '201' },
    ],
    accepted: [
      { rule: 'keys_floor_range', row: { floor: 0 } },
      { rule: 'keys_floor_range', row: { floor: 200 } },
    ],
  }),
  tableCase({
    table: 'keys_spaces',
    key: ['key_id', 'space_id'],
    seeded: { key_id: SEED.key(1), space_id: SEED.space(1) },
    valid: () => ({ key_id: SEED.key(2), space_id: SEED.space(3) }),
    update: { space_id: SEED.space(4) },
    required: { key_id: 'Sleutel', space_id: 'Ruimte' },
    bad: [
      {
        constraint: 'keys_spaces_pkey',
        row: { key_id: SEED.key(1), space_id: SEED.space(1) },
        message: 'Deze sleutel is al aan deze ruimte gekoppeld.',
      },
    ],
  }),
  tableCase({
    table: 'suppliers',
    key: ['id'],
    seeded: { id: SEED.supplier(1) },
    valid: () => ({
      company_name: `Testleverancier ${RUN} B.V.`,
      name: 'Test Persoon',
      email: 'test@example.nl',
      website: 'https://www.test.example.nl',
    }),
    filled: { country: 'Nederland' },
    update: { city: 'Zwolle', email: '' },
    required: { company_name: 'Bedrijfsnaam' },
    maintained: ['created_at'],
    bad: [
      { constraint: 'suppliers_company_name_not_blank', row: { company_name: ' ' }, message: 'Bedrijfsnaam is verplicht' },
      ...['geen-email', 'javascript:alert(1)//@x.nl', 'a..b@example.nl', 'info@example', '<a>@example.nl'].map((email) => ({
        constraint: 'suppliers_email_format',
        row: { email },
        message: EMAIL,
        note: email,
      })),
      ...['www.example.nl', 'https://x.nl/"><script>', 'javascript:alert(1)', 'https://exa mple.nl', "https://x.nl/'onmouseover=alert(1)", 'http://x.nl:99999', 'https://x.nl:0/'].map(
        (website) => ({ constraint: 'suppliers_website_format', row: { website }, message: 'Ongeldige website URL', note: website }),
      ),
      ...['abc', '(020) 123 4567', '06 1234 567a', '12345', '+'].map((phone) => ({
        constraint: 'suppliers_phone_format',
        row: { phone },
        message: PHONE,
        note: phone,
      })),
      ...['1234AB', '1234 ab', '0123 AB', '12345 AB'].map((postal_code) => ({
        constraint: 'suppliers_postal_code_format',
        row: { postal_code },
        message: POSTCODE,
        note: postal_code,
      })),
      ...['1234567', '1234567a', '123456789'].map((kvk_number) => ({
        constraint: 'suppliers_kvk_number_format',
        row: { kvk_number },
        message: KVK,
        note: kvk_number,
      })),
      ...['NL12345678B01', 'nl123456789b01', 'NL123456789 B01', 'BE0123456789'].map((vat_number) => ({
        constraint: 'suppliers_vat_number_format',
        row: { vat_number },
        message: VAT,
        note: vat_number,
      })),
    ],
    accepted: [
      { rule: 'suppliers_website_format (the highest port)', row: { website: 'https://example.nl:65535/' } },
      {
        rule: 'suppliers_*_format',
        row: {
          email: 'planning.team+test_1@sub.glans-schoonmaak.example.nl',
          website: 'http://example.nl:8080/pad/index.html?a=1&b=2#top',
          phone: '+31 6-1234 5678',
          postal_code: '1234 AB',
          kvk_number: '12345678',
          vat_number: 'NL123456789B01',
        },
      },
      { rule: 'suppliers_*_format (left empty)', row: { email: '', website: '', phone: '', postal_code: '', kvk_number: '', vat_number: '' } },
    ],
  }),
  tableCase({
    table: 'suppliers_facility_types',
    key: ['supplier_id', 'facility_type_id'],
    seeded: { supplier_id: SEED.supplier(1), facility_type_id: SEED.facilityType(1) },
    valid: () => ({ supplier_id: SEED.supplier(6), facility_type_id: SEED.facilityType(1) }),
    update: { facility_type_id: SEED.facilityType(2) },
    required: { supplier_id: 'Leverancier', facility_type_id: 'Soort voorziening' },
    bad: [
      {
        constraint: 'suppliers_facility_types_pkey',
        row: { supplier_id: SEED.supplier(1), facility_type_id: SEED.facilityType(1) },
        message: 'Deze leverancier is al aan deze soort voorziening gekoppeld.',
      },
    ],
  }),
  tableCase({
    table: 'mechanics',
    key: ['id'],
    seeded: { id: SEED.mechanic(1) },
    valid: () => ({ name: `Testmonteur ${RUN}`, supplier_id: SEED.supplier(3) }),
    update: { mobile_phone: '06 99999999' },
    required: { name: 'Naam' },
    maintained: ['created_at'],
    bad: [
      { constraint: 'mechanics_name_not_blank', row: { name: '  ' }, message: 'Naam is verplicht' },
      { constraint: 'mechanics_mobile_phone_format', row: { mobile_phone: '06-1234567x' }, message: PHONE },
    ],
    accepted: [{ rule: 'mechanics_mobile_phone_format', row: { mobile_phone: '06 12345678' } }],
  }),
  tableCase({
    table: 'companies',
    key: ['id'],
    seeded: { id: SEED.company(1) },
    valid: () => ({ name: `VvE Test ${RUN}`, email: 'vve@example.nl' }),
    update: { city: 'Utrecht', comments: 'Bijgewerkt' },
    required: { name: 'Naam' },
    maintained: ['created_at'],
    bad: [
      { constraint: 'companies_name_not_blank', row: { name: '' }, message: 'VvE naam is verplicht' },
      { constraint: 'companies_email_format', row: { email: 'vve@' }, message: EMAIL },
      { constraint: 'companies_email_format', row: { email: 'javascript:alert(1)//@x.nl' }, message: EMAIL, note: 'javascript:' },
      { constraint: 'companies_phone_format', row: { phone: '020 555 12 34 (b.g.g.)' }, message: PHONE },
      { constraint: 'companies_postal_code_format', row: { postal_code: '1114AE' }, message: POSTCODE },
    ],
    accepted: [{ rule: 'companies_*_format', row: { email: 'bestuur@vve.example.nl', phone: '020-555 1234', postal_code: '1114 AE' } }],
  }),
  tableCase({
    table: 'owners',
    key: ['id'],
    seeded: { id: SEED.owner(1) },
    valid: () => ({ company_name: `Testeigenaar ${RUN} B.V.` }),
    filled: { country: 'Nederland' },
    update: { city: 'Leiden', kvk_number: '12345678' },
    required: { company_name: 'Bedrijfsnaam' },
    maintained: ['created_at'],
    bad: [
      { constraint: 'owners_company_name_not_blank', row: { company_name: ' ' }, message: 'Bedrijfsnaam is verplicht' },
      { constraint: 'owners_email_format', row: { email: 'eigenaar at example.nl' }, message: EMAIL },
      { constraint: 'owners_phone_format', row: { phone: '030-600 700O' }, message: PHONE }, // a letter O
      { constraint: 'owners_postal_code_format', row: { postal_code: '3511 gc' }, message: POSTCODE },
      { constraint: 'owners_kvk_number_format', row: { kvk_number: '3098765' }, message: KVK },
      { constraint: 'owners_vat_number_format', row: { vat_number: 'NL867890123B1' }, message: VAT },
    ],
    accepted: [
      {
        rule: 'owners_*_format',
        row: { email: 'w.peters@domstad.example.nl', phone: '0031 30 600 7000', postal_code: '9999 ZZ', kvk_number: '00000001', vat_number: 'NL000000000B00' },
      },
    ],
  }),
  tableCase({
    table: 'technical_provisions',
    key: ['id'],
    seeded: { id: SEED.provision(1) },
    valid: () => ({
      device_name: `Testapparaat ${RUN}`,
      type_and_model: 'TX-1',
      manufacturer: 'Testfabriek',
      serial_number: `SN-${RUN}`,
      space_id: SEED.space(7),
    }),
    filled: { status: 'active', requires_inspection: false },
    update: { status: 'in_repair', requires_inspection: true, next_inspection_date: dateFromToday(30) },
    required: {
      device_name: 'Apparaat',
      type_and_model: 'Type en model',
      manufacturer: 'Fabrikant',
      serial_number: 'Serienummer',
      installation_date: 'Installatiedatum',
      requires_inspection: 'Keuring vereist',
      status: 'Status',
    },
    maintained: ['created_at'],
    bad: [
      { constraint: 'technical_provisions_device_name_not_blank', row: { device_name: ' ' }, message: 'Vul de naam van het apparaat in.' },
      { constraint: 'technical_provisions_type_and_model_not_blank', row: { type_and_model: '' }, message: 'Vul type en model in.' },
      { constraint: 'technical_provisions_manufacturer_not_blank', row: { manufacturer: ' ' }, message: 'Vul de fabrikant in.' },
      { constraint: 'technical_provisions_serial_number_not_blank', row: { serial_number: '' }, message: 'Vul het serienummer in.' },
      {
        constraint: 'technical_provisions_status_check',
        row: { status: 'broken' },
        message: 'Kies een geldige status (Actief, In reparatie of Buiten gebruik).',
      },
      {
        constraint: 'technical_provisions_warranty_after_installation',
        row: { installation_date: today(), warranty_end_date: dateFromToday(-1) },
        message: 'De garantie kan niet eindigen voor de installatiedatum.',
      },
      {
        constraint: 'technical_provisions_inspection_requires_flag',
        row: { requires_inspection: false, next_inspection_date: dateFromToday(10) },
        message: 'Een volgende keuringsdatum kan alleen worden ingevuld als keuring vereist is.',
      },
      {
        constraint: 'technical_provisions_next_inspection_after_installation',
        row: { installation_date: today(), requires_inspection: true, next_inspection_date: dateFromToday(-1) },
        message: 'De volgende keuringsdatum kan niet voor de installatiedatum liggen.',
      },
      {
        constraint: 'technical_provisions_next_maintenance_after_installation',
        row: { installation_date: today(), next_maintenance_date: dateFromToday(-1) },
        message: 'De volgende onderhoudsdatum kan niet voor de installatiedatum liggen.',
      },
      {
        constraint: 'technical_provisions_installation_date_not_future',
        row: { installation_date: FUTURE_DAY },
        message: 'De installatiedatum kan niet in de toekomst liggen.',
      },
      {
        constraint: 'technical_provisions_installation_date_range',
        row: { installation_date: DAY_BEFORE },
        message: rangeMessage('De installatiedatum'),
        note: DAY_BEFORE,
      },
      {
        constraint: 'technical_provisions_installation_date_range',
        row: { installation_date: 'infinity' },
        message: rangeMessage('De installatiedatum'),
        note: 'infinity',
      },
      {
        constraint: 'technical_provisions_warranty_end_date_range',
        row: { warranty_end_date: DAY_AFTER },
        message: rangeMessage('De einddatum van de garantie'),
        note: DAY_AFTER,
      },
      {
        constraint: 'technical_provisions_next_inspection_date_range',
        row: { requires_inspection: true, next_inspection_date: DAY_AFTER },
        message: rangeMessage('De volgende keuringsdatum'),
        note: DAY_AFTER,
      },
      {
        constraint: 'technical_provisions_next_maintenance_date_range',
        row: { next_maintenance_date: DAY_AFTER },
        message: rangeMessage('De volgende onderhoudsdatum'),
        note: DAY_AFTER,
      },
      {
        constraint: 'technical_provisions_maintenance_interval_range',
        row: { maintenance_interval_months: 0 },
        message: 'Het onderhoudsinterval moet een heel aantal maanden van 1 tot en met 120 zijn.',
        note: '0',
      },
      {
        constraint: 'technical_provisions_maintenance_interval_range',
        row: { maintenance_interval_months: 121 },
        message: 'Het onderhoudsinterval moet een heel aantal maanden van 1 tot en met 120 zijn.',
        note: '121',
      },
      {
        constraint: 'technical_provisions_inspection_interval_range',
        row: { requires_inspection: true, inspection_interval_months: -6 },
        message: 'Het keuringsinterval moet een heel aantal maanden van 1 tot en met 120 zijn.',
      },
      {
        constraint: 'technical_provisions_inspection_interval_requires_flag',
        row: { requires_inspection: false, inspection_interval_months: 12 },
        message: 'Een keuringsinterval kan alleen worden ingevuld als keuring vereist is.',
      },
    ],
    accepted: [
      ...[FIRST_DAY, LAST_DAY].map((day) => ({
        rule: `technical_provisions_*_range, *_after_installation (${day})`,
        row: {
          // Installed at the latest today (technical_provisions_installation_date_not_future).
          installation_date: day === LAST_DAY ? LAST_EVENT_DAY() : day,
          warranty_end_date: day,
          requires_inspection: true,
          next_inspection_date: day,
          next_maintenance_date: day,
        },
      })),
      { rule: 'technical_provisions_*_interval_range (1)', row: { requires_inspection: true, maintenance_interval_months: 1, inspection_interval_months: 1 } },
      { rule: 'technical_provisions_*_interval_range (120)', row: { requires_inspection: true, maintenance_interval_months: 120, inspection_interval_months: 120 } },
    ],
  }),
  tableCase({
    table: 'owners_technical_provisions',
    key: ['owner_id', 'technical_provision_id'],
    seeded: { owner_id: SEED.owner(1), technical_provision_id: SEED.provision(2) },
    valid: () => ({ owner_id: SEED.owner(2), technical_provision_id: SEED.provision(1) }),
    update: { technical_provision_id: SEED.provision(2) },
    required: { owner_id: 'Eigenaar', technical_provision_id: 'Technische voorziening' },
    bad: [
      {
        constraint: 'owners_technical_provisions_pkey',
        row: { owner_id: SEED.owner(1), technical_provision_id: SEED.provision(2) },
        message: 'Deze eigenaar is al aan deze technische voorziening gekoppeld.',
      },
    ],
  }),
  tableCase({
    table: 'utilities',
    key: ['id'],
    seeded: { id: SEED.utility(1) },
    valid: () => ({ type: 'Gas', space_id: SEED.space(6), meter_number: `G-${RUN}` }),
    filled: { is_readable: false },
    update: { capacity: 'G6', shutoff_point: 'Naast de meter' },
    required: { type: 'Type', is_readable: 'Uitlezen' },
    maintained: ['created_at'],
    bad: [
      { constraint: 'utilities_type_check', row: { type: 'Stroom' }, message: 'Kies een geldig type nutsvoorziening.' },
      {
        constraint: 'utilities_readable_with_readings',
        update: { match: { id: SEED.utility(1) }, patch: { is_readable: false } },
        message: 'Deze nutsvoorziening heeft meteropnames; Uitlezen kan daarom niet worden uitgezet.',
      },
    ],
  }),
  tableCase({
    table: 'utility_readings',
    key: ['id'],
    seeded: { id: SEED.reading(1) },
    valid: () => ({ utility_id: SEED.utility(1), reading_value: '2000,1', reading_date: now() }),
    update: { reading_value: '2000,2' },
    required: { utility_id: 'Nutsvoorziening', reading_value: 'Meterstand', reading_date: 'Datum' },
    maintained: ['created_at'],
    bad: [
      { constraint: 'utility_readings_reading_value_not_blank', row: { reading_value: '   ' }, message: 'Vul een meterstand in.' },
      ...['-5', '12a', '1.234,5', '1 234', '1,2345', '1234567890123', ',5'].map((reading_value) => ({
        constraint: 'utility_readings_reading_value_format',
        row: { reading_value },
        message: 'Vul de meterstand in als getal van 0 of hoger, bijvoorbeeld 1234,5.',
        note: reading_value,
      })),
      {
        constraint: 'utility_readings_reading_date_not_future',
        row: { reading_date: noonOf(FUTURE_DAY), reading_value: '999999999' },
        message: 'De datum van de meteropname kan niet in de toekomst liggen.',
      },
      {
        constraint: 'utility_readings_reading_date_range',
        row: { reading_date: noonOf(DAY_BEFORE) },
        message: rangeMessage('De datum van de meteropname'),
        note: DAY_BEFORE,
      },
      {
        constraint: 'utility_readings_reading_date_range',
        row: { reading_date: '-infinity' },
        message: rangeMessage('De datum van de meteropname'),
        note: '-infinity',
      },
      {
        constraint: 'utility_readings_utility_not_readable',
        row: { utility_id: SEED.utility(3) },
        message: 'Deze nutsvoorziening wordt niet uitgelezen; er kunnen geen meteropnames bij worden ingevoerd.',
      },
      {
        // Lower than the seeded 1958,4 of a month ago; add_utility_reading stores it once confirmed.
        constraint: 'utility_readings_not_lower_than_previous',
        row: { reading_value: '1958,3' },
        message:
          'De meterstand is lager dan de vorige meterstand van deze meter. Is de meter vervangen, voer de meterstand dan in bij Nutsvoorzieningen en bevestig hem daar.',
      },
    ],
    // No earlier reading on the first day; nothing is higher than the largest reading on the last
    // (today: a reading cannot lie in the future).
    // ('1843.2' is stored as '1843,2': utility-readings.data.spec.ts.)
    accepted: [
      { rule: 'utility_readings_reading_value_format', row: { reading_value: '0', reading_date: noonOf(FIRST_DAY) } },
      { rule: 'utility_readings_reading_value_format', row: { reading_value: '123456789012,123', reading_date: now() } },
    ],
  }),
  tableCase({
    table: 'malfunctions',
    key: ['id'],
    seeded: { id: SEED.malfunction(1) },
    valid: () => ({ technical_provision_id: SEED.provision(1), description: `Teststoring ${RUN}` }),
    filled: { priority: 'medium', resolved_at: null },
    update: { priority: 'critical', resolved_at: now() },
    updated: { priority: 'critical' },
    required: {
      technical_provision_id: 'Technische voorziening',
      description: 'Omschrijving',
      started_at: 'Startdatum',
      priority: 'Prioriteit',
    },
    maintained: ['created_at', 'device_name'], // device_name: supabase/tests/sort-name-copies.data.spec.ts
    bad: [
      { constraint: 'malfunctions_description_not_blank', row: { description: ' ' }, message: 'Omschrijving is verplicht' },
      {
        constraint: 'malfunctions_priority_check',
        row: { priority: 'urgent' },
        message: 'Kies een geldige prioriteit (Laag, Gemiddeld, Hoog of Kritiek).',
      },
      {
        // resolved_at becomes now() (malfunctions_set_resolved_at): before a start in two days.
        constraint: 'malfunctions_resolved_after_start',
        row: { started_at: daysFromNow(2), resolved_at: now() },
        message: 'De einddatum mag niet voor de startdatum liggen.',
      },
      {
        constraint: 'malfunctions_started_at_range',
        row: { started_at: noonOf(DAY_BEFORE) },
        message: rangeMessage('De startdatum'),
        note: DAY_BEFORE,
      },
      {
        constraint: 'malfunctions_started_at_not_future',
        row: { started_at: noonOf(FUTURE_DAY) },
        message: 'De startdatum van een storing kan niet in de toekomst liggen.',
      },
      {
        // A client's resolved_at is replaced by now(); the owner's (the seed's) is kept. Through
        // save_malfunction, the day the user chose: record-rules.data.spec.ts.
        constraint: 'malfunctions_resolved_at_not_future',
        row: { started_at: noonOf(FIRST_DAY), resolved_at: noonOf(FUTURE_DAY) },
        message: 'De einddatum van een storing kan niet in de toekomst liggen.',
        asOwner: true,
      },
    ],
    accepted: [FIRST_DAY, LAST_EVENT_DAY()].map((day) => ({ rule: `malfunctions_started_at_range, _not_future (${day})`, row: { started_at: noonOf(day) } })),
  }),
  tableCase({
    table: 'parking_spaces',
    key: ['id'],
    seeded: { id: SEED.parkingSpace(1) },
    valid: () => ({ space_number: `T-${RUN}-${Math.random().toString(36).slice(2, 6)}`, building_id: B2 }),
    filled: { type: 'regular', housing_id: null },
    update: { type: 'visitor', comments: 'Bijgewerkt' },
    required: { space_number: 'Nummer', type: 'Type', building_id: 'Gebouw' },
    maintained: ['created_at'],
    bad: [
      {
        constraint: 'parking_spaces_space_number_not_blank',
        row: { space_number: ' ' },
        message: 'Vul het nummer van de parkeerplaats in.',
      },
      { constraint: 'parking_spaces_type_check', row: { type: 'vip' }, message: 'Kies een geldig type parkeerplaats.' },
      {
        constraint: 'parking_spaces_building_space_number_key',
        row: { space_number: 'P-01' },
        message: 'Dit gebouw heeft al een parkeerplaats met dit nummer.',
      },
      {
        constraint: 'parking_spaces_housing_same_building',
        row: { housing_id: SEED.housing(6) }, // a housing unit in building 4
        message: 'De woning moet in hetzelfde gebouw liggen als de parkeerplaats.',
      },
      {
        constraint: 'nuisances_parking_space_same_building',
        update: { match: { id: SEED.parkingSpace(4) }, patch: { building_id: SEED.building(3) } }, // has nuisance report 2
        message: 'De parkeerplaats moet bij het gekozen gebouw horen.',
      },
    ],
  }),
  tableCase({
    table: 'cleaning_requests',
    key: ['id'],
    seeded: { id: SEED.cleaningRequest(1) },
    valid: () => ({ description: `Testprijsopgave ${RUN}`, space_id: SEED.space(6), supplier_id: SEED.supplier(1) }),
    filled: { status: 'pending', completed_at: null },
    update: { status: 'completed' },
    required: {
      description: 'Omschrijving',
      space_id: 'Ruimte',
      supplier_id: 'Leverancier',
      status: 'Status',
      requested_at: 'Aangevraagd op',
    },
    maintained: ['created_at'],
    bad: [
      { constraint: 'cleaning_requests_description_not_blank', row: { description: '' }, message: 'Omschrijving is verplicht' },
      {
        constraint: 'cleaning_requests_status_check',
        row: { status: 'open' },
        message: 'Kies een geldige status voor de prijsopgave.',
      },
      {
        constraint: 'cleaning_requests_supplier_cleaning',
        row: { supplier_id: SEED.supplier(3) }, // the lift company
        message: 'Kies een schoonmaakleverancier: deze leverancier is niet gekoppeld aan de soort voorziening Schoonmaak.',
      },
      {
        constraint: 'cleaning_requests_supplier_cleaning',
        update: { match: { id: SEED.cleaningRequest(1) }, patch: { supplier_id: SEED.supplier(6) } }, // the electrician
        message: 'Kies een schoonmaakleverancier: deze leverancier is niet gekoppeld aan de soort voorziening Schoonmaak.',
      },
      {
        // completed_at becomes now() (cleaning_requests_set_completed_at): before a request dated in three days.
        constraint: 'cleaning_requests_completed_after_requested',
        row: { requested_at: daysFromNow(3), status: 'completed' },
        message: 'Een prijsopgave kan niet zijn afgerond voor de aanvraagdatum.',
      },
      {
        constraint: 'cleaning_requests_requested_at_range',
        row: { requested_at: noonOf(DAY_BEFORE) },
        message: rangeMessage('De aanvraagdatum'),
        note: DAY_BEFORE,
      },
      {
        constraint: 'cleaning_requests_requested_at_not_future',
        row: { requested_at: noonOf(FUTURE_DAY) },
        message: 'De aanvraagdatum kan niet in de toekomst liggen.',
      },
    ],
    accepted: [
      { rule: 'cleaning_requests_supplier_cleaning', row: { supplier_id: SEED.supplier(2) } },
      ...[FIRST_DAY, LAST_EVENT_DAY()].map((day) => ({
        rule: `cleaning_requests_requested_at_range, _not_future (${day})`,
        row: { requested_at: noonOf(day) },
      })),
    ],
  }),
  tableCase({
    table: 'cleaning_complaints',
    key: ['id'],
    seeded: { id: SEED.complaint(1) },
    valid: () => ({ space_id: SEED.space(6), description: `Testklacht ${RUN}` }),
    filled: { status: 'open', resolved_at: null },
    update: { status: 'resolved' },
    required: {
      space_id: 'Ruimte',
      description: 'Omschrijving',
      status: 'Status',
      reported_at: 'Gemeld op',
    },
    maintained: ['created_at'],
    bad: [
      { constraint: 'cleaning_complaints_description_not_blank', row: { description: ' ' }, message: 'Omschrijving is verplicht' },
      {
        constraint: 'cleaning_complaints_status_check',
        row: { status: 'pending' },
        message: 'Kies een geldige status voor de klacht.',
      },
      {
        // resolved_at becomes now() (cleaning_complaints_set_resolved_at): before a report dated in three days.
        constraint: 'cleaning_complaints_resolved_after_reported',
        row: { reported_at: daysFromNow(3), status: 'resolved' },
        message: 'Een klacht kan niet zijn opgelost voor de meldingsdatum.',
      },
      {
        constraint: 'cleaning_complaints_reported_at_range',
        row: { reported_at: noonOf(DAY_AFTER) },
        message: rangeMessage('De meldingsdatum'),
        note: DAY_AFTER,
      },
      {
        constraint: 'cleaning_complaints_reported_at_not_future',
        row: { reported_at: noonOf(FUTURE_DAY) },
        message: 'De meldingsdatum kan niet in de toekomst liggen.',
      },
    ],
    accepted: [FIRST_DAY, LAST_EVENT_DAY()].map((day) => ({
      rule: `cleaning_complaints_reported_at_range, _not_future (${day})`,
      row: { reported_at: noonOf(day) },
    })),
  }),
  tableCase({
    table: 'nuisances',
    key: ['id'],
    seeded: { id: SEED.nuisance(1) },
    valid: () => ({ description: `Testoverlast ${RUN}`, date_time: now(), location: B2 }),
    filled: { has_photo: false, message_left: false, resident_contacted: false, follow_up_required: false },
    update: { follow_up_required: true },
    required: {
      date_time: 'Datum en tijd',
      location: 'Gebouw',
      description: 'Omschrijving',
      has_photo: 'Foto gemaakt',
      message_left: 'Bericht achtergelaten',
      resident_contacted: 'Overlastgever (aan)gesproken',
      follow_up_required: 'Vervolgactie noodzakelijk',
    },
    maintained: ['created_at'],
    bad: [
      { constraint: 'nuisances_description_not_blank', row: { description: '  ' }, message: 'Beschrijf de overlast.' },
      {
        constraint: 'nuisances_follow_up_completed_requires_follow_up',
        row: { follow_up_required: false, follow_up_completed_at: now() },
        message: 'Alleen een melding met een vervolgactie kan als afgehandeld worden gemarkeerd.',
      },
      {
        constraint: 'nuisances_follow_up_completed_after_date',
        row: { date_time: now(), follow_up_required: true, follow_up_completed_at: daysFromNow(-3) },
        message: 'Een vervolgactie kan niet zijn afgehandeld voor de datum van de melding.',
      },
      {
        constraint: 'nuisances_space_same_building',
        row: { space_id: SEED.space(1) }, // a space in building 1
        message: 'De ruimte moet in het gekozen gebouw liggen.',
      },
      {
        constraint: 'nuisances_housing_same_building',
        row: { housing_id: SEED.housing(6) }, // a housing unit in building 4
        message: 'De woning moet in het gekozen gebouw liggen.',
      },
      {
        constraint: 'nuisances_housing_same_building',
        update: { match: { id: SEED.nuisance(1) }, patch: { location: SEED.building(1) } }, // its housing unit is in building 2
        message: 'De woning moet in het gekozen gebouw liggen.',
      },
      {
        constraint: 'nuisances_parking_space_same_building',
        row: { parking_space_id: SEED.parkingSpace(5) }, // a parking space of building 4
        message: 'De parkeerplaats moet bij het gekozen gebouw horen.',
      },
      {
        constraint: 'nuisances_date_time_range',
        row: { date_time: noonOf(DAY_BEFORE) },
        message: rangeMessage('De datum van de melding'),
        note: DAY_BEFORE,
      },
      {
        constraint: 'nuisances_follow_up_completed_at_range',
        row: { follow_up_required: true, follow_up_completed_at: noonOf(DAY_AFTER) },
        message: rangeMessage('De afhandeldatum van de vervolgactie'),
        note: DAY_AFTER,
      },
      {
        constraint: 'nuisances_date_time_not_future',
        row: { date_time: noonOf(FUTURE_DAY) },
        message: 'De datum van de melding kan niet in de toekomst liggen.',
      },
      {
        constraint: 'nuisances_follow_up_completed_at_not_future',
        row: { follow_up_required: true, follow_up_completed_at: noonOf(FUTURE_DAY) },
        message: 'De afhandeldatum van de vervolgactie kan niet in de toekomst liggen.',
      },
    ],
    accepted: [
      {
        rule: 'nuisances_*_same_building',
        row: { space_id: SEED.space(6), housing_id: SEED.housing(1), parking_space_id: SEED.parkingSpace(3) },
      },
      ...[FIRST_DAY, LAST_EVENT_DAY()].map((day) => ({
        rule: `nuisances_*_range, _not_future, nuisances_follow_up_completed_after_date (${day})`,
        row: { date_time: noonOf(day), follow_up_required: true, follow_up_completed_at: noonOf(day) },
      })),
    ],
  }),
];

export interface ForeignKey {
  child: TableName;
  column: string;
  parent: TableName;
  /** ON DELETE CASCADE (link tables) instead of RESTRICT. */
  cascade?: boolean;
  /** Why the parent cannot be deleted while this child points at it. */
  deleteMessage?: string;
  /** A row to insert for a new parent before a child may point at it (e.g. a link row). */
  parentNeeds?: { table: TableName; row: (parentId: string) => Row };
  /** Columns the parent needs beyond its valid row to take a child (a utility that is read). */
  parentRow?: Row;
}

const fk = (child: TableName, column: string, parent: TableName, deleteMessage: string): ForeignKey => ({
  child,
  column,
  parent,
  deleteMessage,
});
const link = (child: TableName, column: string, parent: TableName): ForeignKey => ({ child, column, parent, cascade: true });

export const FOREIGN_KEYS: ForeignKey[] = [
  fk('entrances_and_exits', 'building_id', 'buildings', 'Dit gebouw heeft nog in-/uitgangen en kan niet worden verwijderd.'),
  fk('spaces', 'building_id', 'buildings', 'Dit gebouw heeft nog ruimtes en kan niet worden verwijderd.'),
  fk('spaces', 'entrance_id', 'entrances_and_exits', 'Deze in-/uitgang wordt nog gebruikt door ruimtes en kan niet worden verwijderd.'),
  fk('spaces', 'facility_type_id', 'facility_types', 'Deze soort voorziening wordt nog gebruikt door ruimtes en kan niet worden verwijderd.'),
  fk('spaces', 'key_id', 'keys', 'Deze sleutel wordt nog gebruikt door ruimtes en kan niet worden verwijderd.'),
  fk('housing', 'building_id', 'buildings', 'Dit gebouw heeft nog woningen en kan niet worden verwijderd.'),
  fk('key_cabinets', 'space_id', 'spaces', 'Deze ruimte heeft nog sleutelkasten en kan niet worden verwijderd.'),
  fk('keys', 'key_cabinet_id', 'key_cabinets', 'Deze sleutelkast bevat nog sleutels en kan niet worden verwijderd.'),
  link('keys_spaces', 'key_id', 'keys'),
  link('keys_spaces', 'space_id', 'spaces'),
  link('suppliers_facility_types', 'supplier_id', 'suppliers'),
  link('suppliers_facility_types', 'facility_type_id', 'facility_types'),
  fk('mechanics', 'supplier_id', 'suppliers', 'Deze leverancier wordt nog gebruikt door monteurs en kan niet worden verwijderd.'),
  fk(
    'technical_provisions',
    'facility_type_id',
    'facility_types',
    'Deze soort voorziening wordt nog gebruikt door technische voorzieningen en kan niet worden verwijderd.',
  ),
  fk('technical_provisions', 'space_id', 'spaces', 'Deze ruimte heeft nog technische voorzieningen en kan niet worden verwijderd.'),
  fk(
    'technical_provisions',
    'installer_id',
    'suppliers',
    'Deze leverancier wordt nog gebruikt door technische voorzieningen en kan niet worden verwijderd.',
  ),
  fk(
    'technical_provisions',
    'service_company_id',
    'suppliers',
    'Deze leverancier wordt nog gebruikt door technische voorzieningen en kan niet worden verwijderd.',
  ),
  fk(
    'technical_provisions',
    'company_id',
    'companies',
    'Dit bedrijf wordt nog gebruikt door technische voorzieningen en kan niet worden verwijderd.',
  ),
  link('owners_technical_provisions', 'owner_id', 'owners'),
  link('owners_technical_provisions', 'technical_provision_id', 'technical_provisions'),
  fk('utilities', 'space_id', 'spaces', 'Deze ruimte heeft nog nutsvoorzieningen en kan niet worden verwijderd.'),
  { ...fk('utility_readings', 'utility_id', 'utilities', 'Deze nutsvoorziening heeft nog meteropnames en kan niet worden verwijderd.'), parentRow: { is_readable: true } },
  fk(
    'malfunctions',
    'technical_provision_id',
    'technical_provisions',
    'Deze technische voorziening heeft nog storingen en kan niet worden verwijderd.',
  ),
  fk('malfunctions', 'supplier_id', 'suppliers', 'Deze leverancier wordt nog gebruikt door storingen en kan niet worden verwijderd.'),
  fk('parking_spaces', 'building_id', 'buildings', 'Dit gebouw heeft nog parkeerplaatsen en kan niet worden verwijderd.'),
  fk('parking_spaces', 'housing_id', 'housing', 'Deze woning heeft nog parkeerplaatsen en kan niet worden verwijderd.'),
  fk('cleaning_requests', 'space_id', 'spaces', 'Deze ruimte heeft nog prijsopgaves en kan niet worden verwijderd.'),
  {
    ...fk(
      'cleaning_requests',
      'supplier_id',
      'suppliers',
      'Deze leverancier wordt nog gebruikt door prijsopgaves en kan niet worden verwijderd.',
    ),
    // A quote goes to a cleaning supplier (cleaning_requests_supplier_cleaning).
    parentNeeds: {
      table: 'suppliers_facility_types',
      row: (supplierId) => ({ supplier_id: supplierId, facility_type_id: SEED.facilityType(1) }),
    },
  },
  fk('cleaning_complaints', 'space_id', 'spaces', 'Deze ruimte heeft nog schoonmaakklachten en kan niet worden verwijderd.'),
  fk('nuisances', 'location', 'buildings', 'Dit gebouw heeft nog overlastmeldingen en kan niet worden verwijderd.'),
  fk('nuisances', 'space_id', 'spaces', 'Deze ruimte heeft nog overlastmeldingen en kan niet worden verwijderd.'),
  fk('nuisances', 'housing_id', 'housing', 'Deze woning heeft nog overlastmeldingen en kan niet worden verwijderd.'),
  fk(
    'nuisances',
    'parking_space_id',
    'parking_spaces',
    'Deze parkeerplaats wordt nog gebruikt door overlastmeldingen en kan niet worden verwijderd.',
  ),
];

/**
 * Tables whose rules are tested in a spec of their own instead of the table-driven
 * tests, because a row cannot be updated or deleted there (key_loans: the loan
 * history, supabase/tests/key-loans.data.spec.ts). What the schema coverage needs
 * to know: the NOT NULL columns, the rules the spec tests and the foreign keys.
 */
export const OWN_SPEC_TABLES: {
  table: TableName;
  required: string[];
  maintained: string[];
  constraints: string[];
  /** A staff row belongs to an account of Supabase Auth (auth.users), and goes with it. */
  foreignKeys: (ForeignKey | { child: TableName; column: string; parent: 'auth.users'; cascade: true })[];
}[] = [
  {
    table: 'key_loans',
    required: ['key_id', 'kind', 'borrower_name'],
    maintained: ['created_at'],
    constraints: [
      'key_loans_kind_check',
      'key_loans_borrower_name_not_blank',
      'key_loans_borrower_name_length',
      'key_loans_borrower_company_length',
      'key_loans_borrower_phone_length',
      'key_loans_borrower_phone_format',
      'key_loans_borrower_name_single_line',
      'key_loans_borrower_company_single_line',
      'key_loans_out_has_dates',
      'key_loans_handed_out_on_range',
      'key_loans_handed_out_on_not_future',
      'key_loans_due_date_range',
      'key_loans_due_after_handed_out',
      'key_loans_key_already_out',
      'key_loans_key_not_out',
      'key_loans_immutable',
    ],
    foreignKeys: [fk('key_loans', 'key_id', 'keys', 'Deze sleutel heeft een uitgiftegeschiedenis en kan niet worden verwijderd.')],
  },
  {
    // supabase/tests/provisions.data.spec.ts
    table: 'provision_services',
    required: ['technical_provision_id', 'kind', 'performed_on', 'next_date'],
    maintained: ['created_at'],
    constraints: [
      'provision_services_kind_check',
      'provision_services_one_performer',
      'provision_services_note_length',
      'provision_services_note_printable',
      'provision_services_performed_on_range',
      'provision_services_next_date_range',
      'provision_services_next_after_performed',
      'provision_services_performed_in_future',
      'provision_services_performed_before_installation',
      'provision_services_inspection_not_required',
      'provision_services_next_date_required',
      'provision_services_immutable',
    ],
    foreignKeys: [
      fk(
        'provision_services',
        'technical_provision_id',
        'technical_provisions',
        'Deze technische voorziening heeft een onderhouds- en keuringsgeschiedenis en kan niet worden verwijderd.',
      ),
      fk('provision_services', 'mechanic_id', 'mechanics', 'Deze monteur staat in de onderhouds- en keuringsgeschiedenis en kan niet worden verwijderd.'),
      fk('provision_services', 'supplier_id', 'suppliers', 'Deze leverancier staat in de onderhouds- en keuringsgeschiedenis en kan niet worden verwijderd.'),
    ],
  },
  {
    // supabase/tests/access.data.spec.ts: staff accounts, roles and access per building
    table: 'staff',
    required: ['user_id', 'name', 'role', 'all_buildings', 'active'],
    maintained: ['created_at'],
    constraints: [
      'staff_name_not_blank',
      'staff_name_length',
      'staff_name_single_line',
      'staff_role_check',
      'staff_keeps_active_beheerder',
    ],
    foreignKeys: [{ child: 'staff', column: 'user_id', parent: 'auth.users', cascade: true }],
  },
  {
    // supabase/tests/access.data.spec.ts
    table: 'staff_buildings',
    required: ['user_id', 'building_id'],
    maintained: [],
    constraints: ['staff_buildings_pkey'],
    foreignKeys: [link('staff_buildings', 'user_id', 'staff'), link('staff_buildings', 'building_id', 'buildings')],
  },
];

/** What the user reads when a chosen parent row no longer exists (insert/update). */
export const MISSING_PARENT_MESSAGES: Partial<Record<TableName, string>> = {
  buildings: 'Het gekozen gebouw bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  entrances_and_exits: 'De gekozen in-/uitgang bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  facility_types: 'De gekozen soort voorziening bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  keys: 'De gekozen sleutel bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  spaces: 'De gekozen ruimte bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  key_cabinets: 'De gekozen sleutelkast bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  suppliers: 'De gekozen leverancier bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  companies: 'Het gekozen bedrijf bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  owners: 'De gekozen eigenaar bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  technical_provisions: 'De gekozen technische voorziening bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  utilities: 'De gekozen nutsvoorziening bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  housing: 'De gekozen woning bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  parking_spaces: 'De gekozen parkeerplaats bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
};

export function caseFor(name: TableName): TableCase {
  const c = CASES.find((x) => x.table === name);
  if (!c) throw new Error(`no test case for table ${name}`);
  return c;
}

/**
 * Rules whose situation one row of the table-driven tests cannot make, each tested in a
 * spec file of its own (a rule name -> that file).
 */
export const TESTED_ELSEWHERE: Readonly<Record<string, string>> = {
  // A building shrinking below an entrance/exit on a high floor (the seed has none).
  buildings_floors_cover_entrances: 'record-rules.data.spec.ts',
  // A write through the API that changes several rows.
  one_row_per_write: 'api-write-guards.data.spec.ts',
  // Raised by save_staff_access (no table can say it: the buildings are rows of another table).
  staff_buildings_chosen: 'staff-overview.data.spec.ts',
};
