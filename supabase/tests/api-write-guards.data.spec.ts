// The API write guards (supabase/migrations/20261127002003_api_write_guards.sql), against
// the real stack as the demo user:
//   - an update or delete sent to a table changes at most one row: a whole-table PATCH or
//     DELETE (the issue's /tasks, /cleaning_complaints, /keys_spaces), or a filtered one
//     that matches several rows, is refused with a Dutch message and changes nothing;
//     one-row writes, what they cascade to, and the bulk functions keep working;
//   - a save function given an id that does not exist answers 404 with a Dutch reason;
//   - a write to a view answers 405 with a Dutch reason and changes nothing.
import { MESSAGES, toDutchMessage } from '@facility/data';
import { RUN } from './cases';
import { MISSING_ID, SEED, countRows, ownerDb, userClient, type Db } from './helpers';

const ONE_ROW = 'Er kan maar één item tegelijk worden gewijzigd of verwijderd. Er is niets gewijzigd.';
const READ_ONLY_VIEW = 'Dit overzicht kan alleen worden gelezen, niet gewijzigd.';
const NOT_FOUND = 'Het gevraagde item is niet gevonden. Mogelijk is het verwijderd.';

let db: Db;
let url: string;
let headers: Record<string, string>;

beforeAll(async () => {
  db = await userClient();
  const { data } = await db.auth.getSession();
  url = `${process.env.SUPABASE_URL}/rest/v1`;
  headers = {
    apikey: process.env.SUPABASE_ANON_KEY ?? '',
    Authorization: `Bearer ${data.session?.access_token}`,
    'Content-Type': 'application/json',
  };
});

afterAll(async () => {
  await db?.auth.signOut();
});

/** A request as a careless client sends it (no supabase-js in between). */
async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, error: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/** Every row of a table as the owner sees it, to compare before and after. */
async function snapshot(table: string): Promise<string> {
  const pg = await ownerDb();
  try {
    const { rows } = await pg.query(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum, count(*)::int as n from public.${table} t`);
    return `${rows[0].n}:${rows[0].sum}`;
  } finally {
    await pg.end();
  }
}

describe('a write through the API changes at most one row', () => {
  it.each([
    ['PATCH', 'tasks', { comments: 'Alles in één keer' }],
    ['DELETE', 'cleaning_complaints', undefined],
    ['DELETE', 'keys_spaces', undefined],
  ] as const)('%s /%s without a filter is refused with a Dutch message, nothing changes', async (method, table, body) => {
    const before = await snapshot(table);
    expect(Number(before.split(':')[0])).toBeGreaterThan(1);
    const { status, error } = await send(method, table, body);
    expect(status).toBe(400);
    expect(toDutchMessage(error)).toBe(ONE_ROW);
    expect(await snapshot(table)).toBe(before);
  });

  it('a filter that matches several rows is refused as well (supabase-js, as the apps write)', async () => {
    const before = await snapshot('tasks');
    const { error, status } = await db.from('tasks').update({ hours_spent: 1 }).eq('is_completed', false);
    expect(status).toBe(400);
    expect(toDutchMessage(error)).toBe(ONE_ROW);
    const removal = await db.from('tasks').delete().eq('is_completed', false);
    expect(toDutchMessage(removal.error)).toBe(ONE_ROW);
    expect(await snapshot('tasks')).toBe(before);
  });

  it('a write of one row works, also when the database changes more rows because of it', async () => {
    // A key with two spaces: deleting the key deletes both links (ON DELETE CASCADE).
    const { data: key, error } = await db.from('keys').insert({ number: `G-${RUN}`, key_cabinet_id: SEED.keyCabinet(2) }).select('id').single();
    expect(error).toBeNull();
    for (const space of [SEED.space(1), SEED.space(2)]) {
      expect((await db.from('keys_spaces').insert({ key_id: key?.id as string, space_id: space })).error).toBeNull();
    }
    const removed = await db.from('keys').delete().eq('id', key?.id as string).select('id');
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    expect((await db.from('keys_spaces').select('space_id').eq('key_id', key?.id as string)).data).toEqual([]);

    // Renaming building 2 renames the copies of its name in its spaces and entrances (several rows).
    const { data: building } = await db.from('buildings').select('name').eq('id', SEED.building(2)).single();
    const renamed = await db.from('buildings').update({ name: `${building?.name} ${RUN}` }).eq('id', SEED.building(2)).select('id');
    expect(renamed.error).toBeNull();
    const copies = await db.from('spaces').select('building_name').eq('building_id', SEED.building(2));
    expect(copies.data?.length).toBeGreaterThan(1);
    expect(new Set(copies.data?.map((s) => s.building_name))).toEqual(new Set([`${building?.name} ${RUN}`]));
    expect((await db.from('buildings').update({ name: building?.name }).eq('id', SEED.building(2))).error).toBeNull();
  });

  it('the functions made for several rows still change several rows (save_key replaces a key’s spaces)', async () => {
    const number = `W-${RUN}`;
    const save = (id: string | null, spaces: string[]) =>
      db.rpc('save_key', { p_id: id as never, p_key: { number, key_cabinet_id: SEED.keyCabinet(2) }, p_space_ids: spaces });
    const { data: id, error } = await save(null, [SEED.space(1), SEED.space(2), SEED.space(3)]);
    expect(error).toBeNull();
    expect(await linksOf(id as string)).toBe(3);
    expect((await save(id as string, [])).error).toBeNull();
    expect(await linksOf(id as string)).toBe(0);
    expect((await db.from('keys').delete().eq('id', id as string)).error).toBeNull();
  });

  it('every table has the rule, for updates and for deletes', async () => {
    const pg = await ownerDb();
    try {
      const { rows } = await pg.query(`
        select c.relname as name,
               bool_or(t.tgname = c.relname || '_one_row_per_update') as updates,
               bool_or(t.tgname = c.relname || '_one_row_per_delete') as deletes
          from pg_class c left join pg_trigger t on t.tgrelid = c.oid
         where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
         group by 1 order by 1`);
      expect(rows.length).toBeGreaterThanOrEqual(25);
      for (const row of rows) expect(row).toEqual({ name: row.name, updates: true, deletes: true });
    } finally {
      await pg.end();
    }
  });
});

const linksOf = async (keyId: string) => countRowsWhere('keys_spaces', 'key_id', keyId);
async function countRowsWhere(table: 'keys_spaces', column: string, value: string) {
  const { count } = await db.from(table).select('*', { count: 'exact', head: true }).eq(column, value);
  return count ?? 0;
}

describe('a save function given an id that does not exist', () => {
  it.each([
    ['save_key', { p_id: MISSING_ID, p_key: { number: `X-${RUN}`, key_cabinet_id: SEED.keyCabinet(2) }, p_space_ids: [] }, 'keys'],
    ['save_supplier', { p_id: MISSING_ID, p_supplier: { company_name: `Niemand ${RUN}` }, p_facility_type_ids: [] }, 'suppliers'],
    [
      'save_technical_provision',
      {
        p_id: MISSING_ID,
        p_provision: { device_name: 'Weg', type_and_model: 'W1', manufacturer: 'W', serial_number: `W-${RUN}`, space_id: SEED.space(1) },
        p_owner_id: null,
      },
      'technical_provisions',
    ],
    [
      'save_malfunction',
      {
        p_id: MISSING_ID,
        p_technical_provision_id: SEED.provision(1),
        p_supplier_id: null,
        p_description: 'Bestaat niet',
        p_started_at: '2026-01-05T09:00:00Z',
        p_resolved_at: null,
        p_priority: 'low',
        p_status: 'active',
      },
      'malfunctions',
    ],
  ] as const)('%s answers 404 with a Dutch reason and saves nothing', async (name, args, table) => {
    const before = await countRows(db, table);
    const { status, error } = await send('POST', `rpc/${name}`, args);
    expect(status).toBe(404);
    expect(toDutchMessage(error)).toBe(NOT_FOUND);
    expect(NOT_FOUND).toBe(MESSAGES.notFound);
    expect(await countRows(db, table)).toBe(before);
  });
});

describe('a write to a view', () => {
  it.each([
    ['POST', 'housing_overview', { building_name: 'Nieuw', total: 1 }],
    ['PATCH', 'housing_overview', { total: 0 }],
    ['DELETE', 'housing_overview', undefined],
    ['PATCH', `building_choices?id=eq.${SEED.building(1)}`, { label: 'Anders' }],
    ['DELETE', `building_choices?id=eq.${SEED.building(1)}`, undefined],
    ['DELETE', `key_choices?id=eq.${SEED.key(1)}`, undefined],
  ] as const)('%s /%s answers 405 with a Dutch reason, nothing changes', async (method, path, body) => {
    const buildings = await snapshot('buildings');
    const housing = await snapshot('housing');
    const keys = await snapshot('keys');
    const { status, error } = await send(method, path, body);
    expect(status).toBe(405);
    expect(toDutchMessage(error)).toBe(READ_ONLY_VIEW);
    expect(await snapshot('buildings')).toBe(buildings);
    expect(await snapshot('housing')).toBe(housing);
    expect(await snapshot('keys')).toBe(keys);
  });

  it('every view answers a new row with 405 and the Dutch reason (none with a 5xx)', async () => {
    const pg = await ownerDb();
    const { rows } = await pg.query(`select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'v' order by 1`);
    await pg.end();
    expect(rows.length).toBeGreaterThanOrEqual(13);
    const answers: Record<string, string> = {};
    for (const { relname } of rows) {
      const { status, error } = await send('POST', relname, {});
      answers[relname] = `${status} ${toDutchMessage(error)}`;
    }
    expect(answers).toEqual(Object.fromEntries(rows.map(({ relname }) => [relname, `405 ${READ_ONLY_VIEW}`])));
  });

  it('every view has the trigger that refuses a write, also for the database owner', async () => {
    const pg = await ownerDb();
    try {
      const { rows } = await pg.query(`
        select c.relname as name, bool_or(t.tgname = c.relname || '_read_only') as refuses
          from pg_class c left join pg_trigger t on t.tgrelid = c.oid
         where c.relnamespace = 'public'::regnamespace and c.relkind = 'v'
         group by 1 order by 1`);
      expect(rows.length).toBeGreaterThanOrEqual(13);
      for (const row of rows) expect(row).toEqual({ name: row.name, refuses: true });
      await expect(pg.query(`delete from public.building_choices where id = $1`, [SEED.building(1)])).rejects.toMatchObject({ code: 'PT405' });
    } finally {
      await pg.end();
    }
  });
});
