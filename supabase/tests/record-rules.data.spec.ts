// The record rules (supabase/migrations/20261127002001_day_first_dates.sql and
// 20261127002002_record_rules.sql) where invalid-records.ts cannot show them, against the
// real stack as the demo user:
//   - a date is read day-first: '01-02-2020' is 1 February in every date a client sets
//     (also through the save functions), never 2 January;
//   - an event cannot lie in the future, a planned date can;
//   - a building cannot shrink below one of its entrances/exits.
// Key loans and service entries cannot be deleted: the keys and provisions made here
// stay (names unique per run), as in key-loans.data.spec.ts and provisions.data.spec.ts.
import { toDutchMessage, constraintName } from '@facility/data';
import { RUN, caseFor } from './cases';
import { SEED, amsterdamDay, amsterdamDayStart, table, userClient, whereAll, type Db, type Row, type TableName } from './helpers';

const INVALID_DATE = 'Een ingevulde datum of tijd is ongeldig.';

let db: Db;
let serial = 0;

beforeAll(async () => {
  db = await userClient();
});

afterAll(async () => {
  await db?.auth.signOut();
});

/** The calendar day in Amsterdam of a stored date or moment. */
const dayOf = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value
    : new Date(String(value)).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });

/** 1 February 2020 as users write it; a Dutch reader never means 2 January. */
const FIRST_OF_FEBRUARY = ['01-02-2020', '1/2/2020', '01.02.2020', '1-2-2020 10:30', '2020-02-01'];

/**
 * Each date a client sets in the tables of cases.ts, with what the rest of the row needs for
 * it to be valid on 1 February 2020 (or 2100 for a date that must come after today).
 */
const DATE_COLUMNS: [TableName, string, string, Row][] = [
  ['tasks', 'start_date', '2020', {}],
  ['tasks', 'end_date', '2020', { start_date: '2020-01-15T09:00:00Z' }],
  ['tasks', 'recurrence_end_date', '2020', { start_date: '2020-01-15T09:00:00Z', is_recurring: true, recurrence_pattern: 'weekly' }],
  ['tasks', 'next_occurrence_at', '2100', { is_recurring: true, recurrence_pattern: 'weekly', is_completed: true }],
  ['technical_provisions', 'installation_date', '2020', {}],
  ['technical_provisions', 'warranty_end_date', '2020', { installation_date: '2019-01-01' }],
  ['technical_provisions', 'next_inspection_date', '2020', { installation_date: '2019-01-01', requires_inspection: true }],
  ['technical_provisions', 'next_maintenance_date', '2020', { installation_date: '2019-01-01' }],
  // A value no earlier reading of the meter is above.
  ['utility_readings', 'reading_date', '2020', { reading_value: '999999999' }],
  ['malfunctions', 'started_at', '2020', {}],
  ['cleaning_requests', 'requested_at', '2020', {}],
  ['cleaning_complaints', 'reported_at', '2020', {}],
  ['nuisances', 'date_time', '2020', {}],
  ['nuisances', 'follow_up_completed_at', '2020', { date_time: '2020-01-15T09:00:00Z', follow_up_required: true }],
];

async function insertRow(name: TableName, values: Row): Promise<Row> {
  const { data, error } = await table(db, name).insert(values).select().single();
  if (error) throw new Error(`insert into ${name}: ${error.message}`);
  return data as Row;
}

async function removeRow(name: TableName, row: Row) {
  const { error } = await whereAll(table(db, name).delete(), { id: row.id });
  if (error) throw new Error(`delete from ${name}: ${error.message}`);
}

describe('a date is read day-first', () => {
  it.each(DATE_COLUMNS)('%s.%s: 01-02-<year> is 1 February, in every way of writing it', async (name, column, year, context) => {
    const written = FIRST_OF_FEBRUARY.map((text) => text.replace('2020', year));
    const stored: string[] = [];
    for (const text of written) {
      const row = await insertRow(name, { ...caseFor(name).valid(), ...context, [column]: text });
      try {
        stored.push(dayOf(row[column]));
        // An update reads it the same way.
        const { data, error } = await whereAll(table(db, name).update({ [column]: text.replace('01', '1') }), { id: row.id }).select().single();
        expect(error).toBeNull();
        stored.push(dayOf((data as Row)[column]));
      } finally {
        await removeRow(name, row);
      }
    }
    expect(stored).toEqual(written.flatMap(() => [`${year}-02-01`, `${year}-02-01`]));
  });

  it('the save functions read their dates day-first too (save_malfunction, save_technical_provision)', async () => {
    const { data: provisionId, error } = await db.rpc('save_technical_provision', {
      p_id: null as never,
      p_provision: { ...caseFor('technical_provisions').valid(), installation_date: '01-02-2020', next_maintenance_date: '3/4/2020' } as never,
      p_owner_id: null as never,
    });
    expect(error).toBeNull();
    const { data: provision } = await db.from('technical_provisions').select('installation_date, next_maintenance_date').eq('id', provisionId as string).single();
    expect(provision).toEqual({ installation_date: '2020-02-01', next_maintenance_date: '2020-04-03' });

    const saved = await db.rpc('save_malfunction', {
      p_id: null as never,
      p_technical_provision_id: provisionId as string,
      p_supplier_id: null as never,
      p_description: `Datumtest ${RUN}`,
      p_started_at: '01-02-2020',
      p_resolved_at: '03.02.2020',
      p_priority: 'low',
      p_status: 'active',
    });
    expect(saved.error).toBeNull();
    const { data: malfunction } = await db.from('malfunctions').select('started_at, resolved_at').eq('id', saved.data as string).single();
    expect([dayOf(malfunction?.started_at), dayOf(malfunction?.resolved_at)]).toEqual(['2020-02-01', '2020-02-03']);
    await db.from('malfunctions').delete().eq('id', saved.data as string);
    await db.from('technical_provisions').delete().eq('id', provisionId as string);
  });

  it('a key loan and a service entry read their dates day-first; a date that can only be read month-first is refused', async () => {
    const key = await newKey();
    const refused = await db.from('key_loans').insert(loan(key, { handed_out_on: '01-13-2020' }) as never).select();
    expect(refused.error?.code).toBe('22008');
    expect(toDutchMessage(refused.error)).toBe(INVALID_DATE);
    const { data: out, error } = await db.from('key_loans').insert(loan(key, { handed_out_on: '01-02-2020', due_date: '3/4/2020' }) as never).select().single();
    expect(error).toBeNull();
    expect([out?.handed_out_on, out?.due_date]).toEqual(['2020-02-01', '2020-04-03']);

    const provision = await newProvision({ installation_date: '2019-01-01' });
    const wrong = await db.from('provision_services').insert(service(provision, { performed_on: '02/13/2020' }) as never).select();
    expect(toDutchMessage(wrong.error)).toBe(INVALID_DATE);
    const { data: entry, error: entryError } = await db
      .from('provision_services')
      .insert(service(provision, { performed_on: '01-02-2020', next_date: '03-04-2020' }) as never)
      .select()
      .single();
    expect(entryError).toBeNull();
    expect([entry?.performed_on, entry?.next_date]).toEqual(['2020-02-01', '2020-04-03']);
  });
});

describe('an event cannot lie in the future, a planned date can', () => {
  it('a planned task, warranty, inspection, maintenance and return date may lie in the future', async () => {
    const task = await insertRow('tasks', { ...caseFor('tasks').valid(), start_date: '2199-06-01T09:00:00Z', end_date: '2199-06-02T17:00:00Z' });
    await removeRow('tasks', task);
    const provision = await insertRow('technical_provisions', {
      ...caseFor('technical_provisions').valid(),
      installation_date: amsterdamDay(0),
      warranty_end_date: '2199-12-31',
      requires_inspection: true,
      next_inspection_date: '2199-12-31',
      next_maintenance_date: '2199-12-31',
    });
    await removeRow('technical_provisions', provision);
    const { error } = await db.from('key_loans').insert(loan(await newKey(), { handed_out_on: amsterdamDay(0), due_date: '2199-12-31' }) as never);
    expect(error).toBeNull();
  });

  it('save_malfunction refuses a start or an end after today, and takes today', async () => {
    const provision = await newProvision();
    const save = (started: string, resolved: string | null) =>
      db.rpc('save_malfunction', {
        p_id: null as never,
        p_technical_provision_id: provision,
        p_supplier_id: null as never,
        p_description: `Toekomsttest ${RUN}`,
        p_started_at: started,
        p_resolved_at: resolved as never,
        p_priority: 'low',
        p_status: 'active',
      });
    const late = await save(amsterdamDayStart(2), null);
    expect(constraintName(late.error)).toBe('malfunctions_started_at_not_future');
    expect(toDutchMessage(late.error)).toBe('De startdatum van een storing kan niet in de toekomst liggen.');
    const ended = await save(amsterdamDayStart(-1), amsterdamDayStart(3));
    expect(constraintName(ended.error)).toBe('malfunctions_resolved_at_not_future');
    expect(toDutchMessage(ended.error)).toBe('De einddatum van een storing kan niet in de toekomst liggen.');
    const today = await save(amsterdamDayStart(0), amsterdamDayStart(0));
    expect(today.error).toBeNull();
    await db.from('malfunctions').delete().eq('id', today.data as string);
  });
});

describe('floors of an entrance/exit', () => {
  it('a building cannot shrink below an entrance/exit, nor get one above its floors', async () => {
    const building = await insertRow('buildings', { name: `Etagegebouw ${RUN}`, street: 'Hoogstraat 4', city: 'Delft', floors: 4 });
    try {
      const high = await db.from('entrances_and_exits').insert({ building_id: building.id as string, name: 'Dakuitgang', type: 'exit', floor: 5 }).select();
      expect(constraintName(high.error)).toBe('entrances_and_exits_floor_within_building');
      expect(toDutchMessage(high.error)).toBe('De etage mag niet hoger zijn dan het aantal etages van het gebouw.');

      const entrance = await insertRow('entrances_and_exits', { building_id: building.id, name: 'Loopbrug', type: 'both', floor: 3 });
      const shrunk = await db.from('buildings').update({ floors: 1 }).eq('id', building.id as string).select();
      expect(constraintName(shrunk.error)).toBe('buildings_floors_cover_entrances');
      expect(toDutchMessage(shrunk.error)).toBe(
        'Het aantal etages kan niet lager worden: er liggen in-/uitgangen op een hogere etage van dit gebouw.',
      );
      expect((await db.from('buildings').select('floors').eq('id', building.id as string).single()).data).toEqual({ floors: 4 });
      // Down to the entrance's floor is fine.
      expect((await db.from('buildings').update({ floors: 3 }).eq('id', building.id as string)).error).toBeNull();
      await removeRow('entrances_and_exits', entrance);
    } finally {
      await removeRow('buildings', building);
    }
  });
});

async function newKey(): Promise<string> {
  serial += 1;
  const { data, error } = await db.from('keys').insert({ number: `D-${RUN}-${serial}`, key_cabinet_id: SEED.keyCabinet(2) }).select('id').single();
  if (error) throw new Error(error.message);
  return data.id;
}

const loan = (keyId: string, extra: Row = {}) => ({ key_id: keyId, kind: 'out', borrower_name: 'Jan Jansen', due_date: '2030-01-01', ...extra });

async function newProvision(extra: Row = {}): Promise<string> {
  serial += 1;
  const row = await insertRow('technical_provisions', {
    ...caseFor('technical_provisions').valid(),
    serial_number: `DT-${RUN}-${serial}`,
    device_name: `Datumtest ${RUN}-${serial}`,
    space_id: SEED.space(7),
    ...extra,
  });
  return row.id as string;
}

const service = (provisionId: string, extra: Row = {}) => ({
  technical_provision_id: provisionId,
  kind: 'maintenance',
  supplier_id: SEED.supplier(3),
  ...extra,
});
