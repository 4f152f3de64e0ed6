// The text rules (supabase/migrations/20261127001000_text_rules.sql) where the
// invalid-input run (invalid-text.ts) does not reach: through the save functions and
// import_housing, what is stored (keys trimmed), keys that only look alike and stay
// apart, and the schema: every free text column has its control character rule and
// every unique text key is unique on public.text_key.
import {
  LINE_RULES,
  TEXT_LIMITS,
  constraintName,
  housingImportReasonMessage,
  toDutchMessage,
  type HousingImportReason,
} from '@facility/data';
import type { Client } from 'pg';
import { RUN } from './cases';
import { countRows, ownerDb, SEED, table, userClient, type Db, type TableName } from './helpers';

const SINGLE_LINE = 'Deze tekst mag geen regeleinde, tab of ander onzichtbaar stuurteken bevatten.';
const PRINTABLE = 'Deze tekst mag geen tab of ander onzichtbaar stuurteken bevatten (een regeleinde wel).';
const SAME_KEY = 'Er is al een sleutel met dit nummer in deze sleutelkast.';
const SAME_HOUSE_NUMBER = 'Dit gebouw heeft al een woning met dit huisnummer.';

let db: Db;
let pg: Client;
let buildingId: string;
/** Rows this file added, removed newest first (one request each). */
const created: { table: TableName; id: string }[] = [];

beforeAll(async () => {
  db = await userClient();
  pg = await ownerDb();
  const { data, error } = await db
    .from('buildings')
    .insert({ name: `Tekstgebouw ${RUN}`, street: 'Tekstlaan 1', city: 'Utrecht', floors: 3 })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  buildingId = data.id;
  created.push({ table: 'buildings', id: buildingId });
});

afterAll(async () => {
  for (const row of [...created].reverse()) {
    const { error } = await table(db, row.table).delete().eq('id', row.id);
    if (error) process.stdout.write(`text rules: could not remove ${row.table} ${row.id}: ${error.message}\n`);
  }
  await pg?.end();
});

async function insertRow(name: TableName, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { data, error } = await table(db, name).insert(values).select().single();
  if (error) throw new Error(`${name}: ${error.message}`);
  const row = data as Record<string, unknown>;
  created.push({ table: name, id: String(row.id) });
  return row;
}

/** The answer of a write that must be refused: its constraint, its Dutch message, and no row added. */
async function refused(name: TableName, write: () => PromiseLike<{ error: unknown }>) {
  const before = await countRows(db, name);
  const { error } = await write();
  expect(await countRows(db, name)).toBe(before);
  return { constraint: constraintName(error), message: toDutchMessage(error) };
}

describe('through the save functions', () => {
  const malfunction = (description: string) => () =>
    db.rpc('save_malfunction', {
      p_id: null,
      p_technical_provision_id: SEED.provision(2),
      p_supplier_id: null,
      p_description: description,
      p_started_at: new Date(Date.now() - 3_600_000).toISOString(),
      p_resolved_at: null,
      p_priority: 'high',
      p_status: 'in_repair',
    } as never);

  it('save_malfunction: a description that shows nothing is missing, one with a control character is refused', async () => {
    const status = async () => (await db.from('technical_provisions').select('status').eq('id', SEED.provision(2)).single()).data?.status;
    const before = await status();
    expect(before).not.toBe('in_repair');
    for (const description of ['\u0001', '\u2800', '\uFFFC', '\u0301', '\u009F \u200B']) {
      expect(await refused('malfunctions', malfunction(description))).toEqual({
        constraint: 'malfunctions_description_not_blank',
        message: 'Omschrijving is verplicht',
      });
    }
    expect(await refused('malfunctions', malfunction('Lift\u001b[31m staat stil'))).toEqual({
      constraint: 'malfunctions_description_printable',
      message: PRINTABLE,
    });
    // The provision's status was not set either (one transaction).
    expect(await status()).toBe(before);
  });

  it('save_key: a number that shows nothing, a near-duplicate and a control character', async () => {
    const key = (number: string) => () =>
      db.rpc('save_key', { p_id: null as never, p_key: { number, key_cabinet_id: SEED.keyCabinet(1) }, p_space_ids: [] });
    expect(await refused('keys', key('\u2800\u0301'))).toEqual({ constraint: 'keys_number_not_blank', message: 'Nummer is verplicht' });
    for (const number of [' U-001', 'u-001', 'U-001\u00A0', 'U001', 'U\u2013001']) {
      expect(await refused('keys', key(number))).toEqual({ constraint: 'keys_cabinet_number_key', message: SAME_KEY });
    }
    expect(await refused('keys', key('U-\u0007009'))).toEqual({ constraint: 'keys_number_single_line', message: SINGLE_LINE });
  });

  it('save_supplier and save_technical_provision: required text that shows nothing, a tab in the comments', async () => {
    const supplier = (values: Record<string, unknown>) => () =>
      db.rpc('save_supplier', { p_id: null as never, p_supplier: { company_name: `Tekst ${RUN}`, ...values }, p_facility_type_ids: [] });
    expect(await refused('suppliers', supplier({ company_name: '\u0301\u0302' }))).toEqual({
      constraint: 'suppliers_company_name_not_blank',
      message: 'Bedrijfsnaam is verplicht',
    });
    expect(await refused('suppliers', supplier({ comments: 'Bellen\tna 10 uur' }))).toEqual({
      constraint: 'suppliers_comments_printable',
      message: PRINTABLE,
    });
    const provision = { device_name: '\uFFFC', type_and_model: 'TL-1', manufacturer: 'Kone', serial_number: `SN-${RUN}`, space_id: SEED.space(7) };
    expect(
      await refused('technical_provisions', () =>
        db.rpc('save_technical_provision', { p_id: null as never, p_provision: provision as never, p_owner_id: null as never }),
      ),
    ).toEqual({ constraint: 'technical_provisions_device_name_not_blank', message: 'Vul de naam van het apparaat in.' });
  });

  it('a key loan: a borrower name that shows nothing is missing (the 25th required text)', async () => {
    const key = await insertRow('keys', { key_cabinet_id: SEED.keyCabinet(2), number: `L-${RUN}` });
    const today = new Date().toISOString().slice(0, 10);
    for (const borrower_name of ['\u0001', '\u2800\u0301', '\uFFFC']) {
      const row = { key_id: key.id, kind: 'out', borrower_name, handed_out_on: today, due_date: today };
      expect(await refused('key_loans', () => table(db, 'key_loans').insert(row).select())).toEqual({
        constraint: 'key_loans_borrower_name_not_blank',
        message: 'Naam is verplicht',
      });
    }
  });

  it('add_utility_reading: a reading that shows nothing is missing', async () => {
    expect(
      await refused('utility_readings', () =>
        db.rpc('add_utility_reading', {
          p_utility_id: SEED.utility(1),
          p_reading_value: '\u0007',
          p_reading_date: new Date().toISOString(),
          p_confirm_lower: false,
        } as never),
      ),
    ).toEqual({ constraint: 'utility_readings_reading_value_not_blank', message: 'Vul een meterstand in.' });
  });
});

describe('import_housing', () => {
  interface Answer {
    rows: number;
    imported: number;
    problems: { row: number; reasons: HousingImportReason[] }[];
  }
  const importRows = async (rows: Record<string, string>[], apply: boolean) => {
    const { data, error } = await db.rpc('import_housing', { housing_rows: rows, apply });
    if (error) throw new Error(error.message);
    return data as unknown as Answer;
  };
  const unit = (house_number: string, extra: Record<string, string> = {}) => ({ building: `Tekstgebouw ${RUN}`, house_number, floor: '1', ...extra });

  it('names the row of a house number that shows nothing, a near-duplicate (in the file or existing) and a control character', async () => {
    await insertRow('housing', { building_id: buildingId, house_number: '45-1', floor: 1 });
    await insertRow('housing', { building_id: buildingId, house_number: '210A', floor: 1 });
    const rows = [
      unit('\u0085\u2800\u0301'),
      unit('45-1\u00A0'),
      unit('45\u20131'),
      unit('210 a'),
      unit('7 B'),
      unit('7-b'),
      unit('8', { orientation: 'Zuid\u0007' }),
      unit('9', { comments: 'Sleutel\tbij de buren' }),
      unit('1\n0'),
    ];
    for (const apply of [false, true]) {
      const answer = await importRows(rows, apply);
      expect(answer.imported).toBe(0);
      expect(answer.problems).toEqual([
        { row: 2, reasons: [{ code: 'house_number_missing' }] },
        { row: 3, reasons: [{ code: 'duplicate_existing', value: '45-1' }] },
        {
          row: 4,
          reasons: [
            { code: 'duplicate_existing', value: '45\u20131' },
            { code: 'duplicate_in_file', value: '45\u20131', other: '3' },
          ],
        },
        { row: 5, reasons: [{ code: 'duplicate_existing', value: '210 a' }] },
        { row: 7, reasons: [{ code: 'duplicate_in_file', value: '7-b', other: '6' }] },
        { row: 8, reasons: [{ code: 'control_characters', value: 'orientation' }] },
        { row: 9, reasons: [{ code: 'control_characters', value: 'comments' }] },
        { row: 10, reasons: [{ code: 'control_characters', value: 'house_number' }] },
      ]);
    }
    const answer = await importRows(rows.slice(6, 9), false);
    expect(answer.problems.map((p) => p.reasons.map(housingImportReasonMessage))).toEqual([
      ['Oriëntatie bevat een regeleinde, tab of ander onzichtbaar stuurteken.'],
      ['Opmerkingen bevat een tab of ander onzichtbaar stuurteken.'],
      ['Huisnummer bevat een regeleinde, tab of ander onzichtbaar stuurteken.'],
    ]);
  });

  it('imports trimmed house numbers and comments with line breaks; 451 beside 45-1 is another number', async () => {
    const answer = await importRows([unit(' 12\u00A0\u200B'), unit('451', { comments: 'regel 1\r\nregel 2' })], true);
    expect(answer).toEqual({ rows: 2, imported: 2, problems: [] });
    const { data } = await db.from('housing').select('id, house_number, comments').eq('building_id', buildingId).in('house_number', ['12', '451']);
    for (const row of data ?? []) created.push({ table: 'housing', id: row.id });
    expect((data ?? []).map((r) => [r.house_number, r.comments]).sort()).toEqual([
      ['12', null],
      ['451', 'regel 1\r\nregel 2'],
    ]);
  });
});

describe('unique text keys', () => {
  it('are stored trimmed, whatever the client sends', async () => {
    const parking = await insertRow('parking_spaces', { building_id: buildingId, space_number: ` P-98\u00A0\u200B\u2800` });
    expect(parking.space_number).toBe('P-98');
    const { data } = await db.from('parking_spaces').update({ space_number: '\u3000p-97\t' }).eq('id', String(parking.id)).select('space_number').single();
    expect(data?.space_number).toBe('p-97');
    const key = await insertRow('keys', { key_cabinet_id: SEED.keyCabinet(1), number: `\uFEFFT-${RUN} ` });
    expect(key.number).toBe(`T-${RUN}`);
    const type = await insertRow('facility_types', { name: `  Glasbewassing ${RUN}\u2800` });
    expect(type.name).toBe(`Glasbewassing ${RUN}`);
    const home = await insertRow('housing', { building_id: buildingId, house_number: '\u00A03-2 ', floor: 0 });
    expect(home.house_number).toBe('3-2');
  });

  it('keep numbers apart that are other numbers: 7, 7A, 7-1 and 71; 7 1 and Cafe\u0301 are the same as 7-1 and Café', async () => {
    for (const house_number of ['7', '7A', '7-1', '71', 'Café']) await insertRow('housing', { building_id: buildingId, house_number, floor: 0 });
    for (const house_number of ['7 1', '7\u20131', 'Cafe\u0301', 'CAFÉ', '7 a']) {
      expect(await refused('housing', () => db.from('housing').insert({ building_id: buildingId, house_number, floor: 0 }).select())).toEqual({
        constraint: 'housing_building_house_number_key',
        message: SAME_HOUSE_NUMBER,
      });
    }
    // The same number in another building is another unit.
    const other = await insertRow('housing', { building_id: SEED.building(2), house_number: `7-1-${RUN}`, floor: 0 });
    expect(other.house_number).toBe(`7-1-${RUN}`);
  });
});

describe('the schema', () => {
  it('every free text column has its control character rule (LINE_RULES), or a format', async () => {
    const { rows } = await pg.query<{ name: string; definition: string }>(`
      select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
       where connamespace = 'public'::regnamespace and contype = 'c'
         and (conname like '%\\_single\\_line' or conname like '%\\_printable')
       order by 1`);
    const expected = Object.entries(LINE_RULES).flatMap(([table, columns]) =>
      Object.entries(columns).map(([column, rule]) => ({
        name: `${table}_${column}_${rule}`,
        definition: `CHECK (${rule === 'single_line' ? 'is_single_line' : 'is_printable'}(${column}))`,
      })),
    );
    expect(rows).toEqual(expected.sort((a, b) => (a.name < b.name ? -1 : 1)));
    // The free text columns without one are the ones with a format.
    const { rows: formats } = await pg.query<{ name: string }>(`
      select conname as name from pg_constraint where connamespace = 'public'::regnamespace and conname like '%\\_format'`);
    const formatted = new Set(formats.map((f) => f.name));
    for (const [table, columns] of Object.entries(TEXT_LIMITS)) {
      for (const column of Object.keys(columns)) {
        const rule = (LINE_RULES[table] ?? {})[column];
        expect({ column: `${table}.${column}`, bound: rule ?? formatted.has(`${table}_${column}_format`) }).toEqual({
          column: `${table}.${column}`,
          bound: rule ?? true,
        });
      }
    }
  });

  it('every unique index on text is on public.text_key', async () => {
    const { rows } = await pg.query<{ name: string; definition: string }>(`
      select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
        from pg_index x join pg_class i on i.oid = x.indexrelid
       where i.relnamespace = 'public'::regnamespace and x.indisunique
         and (x.indexprs is not null or exists (
               select 1 from pg_attribute a
                where a.attrelid = x.indrelid and a.attnum = any(x.indkey) and a.atttypid in ('text'::regtype, 'varchar'::regtype)))
       order by 1`);
    expect(rows.map((r) => [r.name, /text_key\(\w+\)/.exec(r.definition)?.[0]])).toEqual([
      ['facility_types_name_normalized_key', 'text_key(name)'],
      ['housing_building_house_number_key', 'text_key(house_number)'],
      ['keys_cabinet_number_key', 'text_key(number)'],
      ['parking_spaces_building_space_number_key', 'text_key(space_number)'],
    ]);
  });
});
