// History (20261201000100_history.sql, issue #29): every insert, update and delete on every
// table writes one entry with the signed-in user; nobody changes history through the API;
// a deleted row comes back with its id and values, or is refused with its reason; a
// medewerker reads the history of their buildings' rows only; an import is one entry.
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { UNIQUE_MESSAGES, toDutchMessage } from '@facility/data';
import { restoreFailureMessage } from '@facility/data/history';
import { CASES, RUN } from './cases';
import { DEMO_USER, SEED, anonClient, serviceRoleClient, ownerDb, signedIn, table, userClient, whereAll, type Db, type Row, type TableName } from './helpers';

let db: Db;
let pg: Client;

/** Rows removed by a delete that the table's policy never allows (a loan or a service is history itself). */
const NEVER_DELETED = new Set<TableName>(['key_loans', 'provision_services']);

interface Entry {
  id: number;
  action: string;
  actor_email: string | null;
  actor_name: string | null;
  changes: Record<string, [unknown, unknown]> | null;
  old_row: Row | null;
  row_count: number;
  label: string | null;
}

/** The entries of a row, oldest first; only those after entry `after` (a link table's rows come back with the same key). */
async function entriesOf(reader: Db, tableName: string, rowId: string, after = 0): Promise<Entry[]> {
  const { data, error } = await reader
    .from('history')
    .select('id, action, actor_email, actor_name, changes, old_row, row_count, label')
    .eq('table_name', tableName)
    .eq('row_id', rowId)
    .gt('id', after)
    .order('id');
  if (error) throw error;
  return data as Entry[];
}

/** Timestamps as instants (PostgREST's '+00:00' and to_jsonb's '+00:00' vs a client's 'Z'). */
function instants(row: Row): Row {
  const timestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && timestamp.test(v) ? new Date(v).getTime() : v]));
}

beforeAll(async () => {
  db = await userClient();
  pg = await ownerDb();
});

afterAll(async () => {
  await db?.auth.signOut();
  await pg?.end();
});

describe('history of every table', () => {
  it('every table of public has its insert, update and delete history triggers', async () => {
    const { rows } = await pg.query<{ name: string; triggers: string[] }>(`
      select c.relname as name,
             coalesce(array_agg(t.tgname::text order by t.tgname) filter (where t.tgname is not null), '{}') as triggers
        from pg_class c
        left join pg_trigger t on t.tgrelid = c.oid and t.tgname like 'history\\_%' and t.tgenabled = 'O'
             and t.tgname not like '%one_row%'
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname <> 'history'
       group by c.relname order by 1`);
    expect(rows.length).toBeGreaterThanOrEqual(27);
    for (const row of rows) expect(row).toEqual({ name: row.name, triggers: ['history_delete', 'history_insert', 'history_update'] });
  });

  describe.each(CASES.map((c) => [c.table, c] as const))('%s', (name, c) => {
    it('an insert, an update and a delete each write an entry with the signed-in user', async () => {
      const { rows } = await pg.query<{ newest: string }>('select coalesce(max(id), 0)::text as newest from public.history');
      const before = Number(rows[0].newest);
      const created = await table(db, name).insert(c.valid()).select().single();
      expect(created.error).toBeNull();
      const keyOf = (row: Row) => c.key.map((k) => String(row[k])).join(',');
      const match = Object.fromEntries(c.key.map((k) => [k, created.data[k]]));

      const updated = await whereAll(table(db, name).update(c.update), match).select().single();
      expect(updated.error).toBeNull();
      const after = updated.data as Row;
      const newMatch = Object.fromEntries(c.key.map((k) => [k, after[k]]));
      const removed = await whereAll(table(db, name).delete(), newMatch).select();
      expect(removed.error).toBeNull();

      const first = await entriesOf(db, name, keyOf(created.data), before);
      const last = keyOf(after) === keyOf(created.data) ? first : await entriesOf(db, name, keyOf(after), before);
      expect(first[0]).toMatchObject({ action: 'insert', actor_email: DEMO_USER.email, actor_name: 'Demo Beheerder', row_count: 1 });

      const update = last.find((e) => e.action === 'update');
      const changed = Object.keys(c.update).filter((k) => JSON.stringify(instants({ k: created.data[k] })) !== JSON.stringify(instants({ k: after[k] })));
      expect(changed.length).toBeGreaterThan(0);
      expect(update?.actor_email).toBe(DEMO_USER.email);
      for (const k of changed) {
        expect({ column: k, change: instants({ old: update?.changes?.[k]?.[0], new: update?.changes?.[k]?.[1] }) }).toEqual({
          column: k,
          change: instants({ old: created.data[k], new: after[k] }),
        });
      }

      const deleted = last.filter((e) => e.action === 'delete');
      if (NEVER_DELETED.has(name)) {
        expect(removed.data).toEqual([]);
        expect(deleted).toEqual([]);
        await pg.query('begin');
        await pg.query('set local session_replication_role = replica');
        await pg.query(`delete from public.${name} where ${c.key.map((k, i) => `"${k}" = $${i + 1}`).join(' and ')}`, c.key.map((k) => after[k]));
        await pg.query('commit');
      } else {
        expect(removed.data).toHaveLength(1);
        expect(deleted).toHaveLength(1);
        expect(deleted[0].actor_email).toBe(DEMO_USER.email);
        expect(instants(deleted[0].old_row ?? {})).toEqual(instants(after));
      }
    });
  });
});

describe('history cannot be changed through the API', () => {
  it('an update, a delete or an insert is refused for the beheerder and for the service role, and nothing changes', async () => {
    const { rows } = await pg.query<{ n: string; newest: string }>('select count(*) as n, max(id)::text as newest from public.history');
    const service = serviceRoleClient();
    for (const client of [db, service]) {
      const patched = await client.from('history').update({ actor_name: 'Iemand anders' }).eq('id', Number(rows[0].newest)).select();
      expect(patched.error).toMatchObject({ code: '42501' });
      const removed = await client.from('history').delete().gte('id', 0).select();
      expect(removed.error).toMatchObject({ code: '42501' });
      const added = await client.from('history').insert({ table_name: 'spaces', action: 'insert', scope: 'shared' } as never).select();
      expect(added.error).toMatchObject({ code: '42501' });
    }
    const again = await pg.query<{ n: string; newest: string; names: string }>(
      `select count(*) as n, max(id)::text as newest, count(*) filter (where actor_name = 'Iemand anders')::text as names from public.history where id <= $1`,
      [rows[0].newest],
    );
    expect(again.rows[0]).toEqual({ n: rows[0].n, newest: rows[0].newest, names: '0' });
  });

  it('the anon key reads no history and no deleted rows', async () => {
    const anon = anonClient();
    expect((await anon.from('history').select('id').limit(1)).error).toMatchObject({ code: '42501' });
    expect((await anon.from('deleted_rows').select('id').limit(1)).error).toMatchObject({ code: '42501' });
    expect((await anon.rpc('restore_deleted', { history_id: 1 })).error).toMatchObject({ code: '42501' });
  });
});

async function deletedEntry(tableName: string, rowId: string): Promise<number> {
  const { data, error } = await db.from('deleted_rows').select('id').eq('table_name', tableName).eq('row_id', rowId).single();
  if (error) throw error;
  return data.id as number;
}

describe('restoring a deleted row', () => {
  it('brings a deleted space back with its id, values and creation moment, once', async () => {
    const made = await db.from('spaces').insert({ name: `Herstelruimte ${RUN}`, building_id: SEED.building(1), floor: 2 }).select().single();
    expect(made.error).toBeNull();
    const space = made.data as Row & { id: string };
    expect((await db.from('spaces').delete().eq('id', space.id)).error).toBeNull();
    const entry = await deletedEntry('spaces', space.id);

    const restored = await db.rpc('restore_deleted', { history_id: entry });
    expect(restored).toMatchObject({ error: null, data: { table: 'spaces', id: space.id } });
    const back = await db.from('spaces').select('*').eq('id', space.id).single();
    expect(back.data).toEqual(space);
    expect((await db.from('deleted_rows').select('id').eq('id', entry)).data).toEqual([]);
    expect((await entriesOf(db, 'spaces', space.id)).map((e) => [e.action, e.label])).toEqual([
      ['insert', null],
      ['delete', null],
      ['insert', 'Hersteld'],
    ]);

    const twice = await db.rpc('restore_deleted', { history_id: entry });
    expect(restoreFailureMessage(twice.error)).toBe('Deze rij is al hersteld.');
    await db.from('spaces').delete().eq('id', space.id);
  });

  it('refuses with the reason when the building of the space is gone too, and changes nothing', async () => {
    const building = await db.from('buildings').insert({ name: `Sloopgebouw ${RUN}`, street: 'Sloopstraat 1', city: 'Utrecht', floors: 2 }).select('id').single();
    expect(building.error).toBeNull();
    const made = await db.from('spaces').insert({ name: `Weesruimte ${RUN}`, building_id: building.data!.id, floor: 1 }).select('id').single();
    expect(made.error).toBeNull();
    const id = made.data!.id;
    await db.from('spaces').delete().eq('id', id);
    await db.from('buildings').delete().eq('id', building.data!.id);
    const entry = await deletedEntry('spaces', id);

    const refused = await db.rpc('restore_deleted', { history_id: entry });
    expect(refused.error).toMatchObject({ code: '23503' });
    expect(restoreFailureMessage(refused.error)).toBe('Herstellen kan niet: het gebouw waar dit bij hoorde bestaat niet meer.');
    expect((await db.from('spaces').select('id').eq('id', id)).data).toEqual([]);
    expect((await db.from('deleted_rows').select('id').eq('id', entry)).data).toEqual([{ id: entry }]);
  });

  it('refuses with the reason when its unique value is taken again, and changes nothing', async () => {
    const name = `Hersteltype ${RUN}`;
    const first = await db.from('facility_types').insert({ name }).select('id').single();
    expect(first.error).toBeNull();
    await db.from('facility_types').delete().eq('id', first.data!.id);
    const again = await db.from('facility_types').insert({ name }).select('id').single();
    expect(again.error).toBeNull();
    const entry = await deletedEntry('facility_types', first.data!.id);

    const refused = await db.rpc('restore_deleted', { history_id: entry });
    expect(refused.error).toMatchObject({ code: '23505' });
    expect(restoreFailureMessage(refused.error)).toBe(`Herstellen kan niet: ${UNIQUE_MESSAGES.facility_types_name_normalized_key}`);
    expect((await db.from('facility_types').select('id').eq('name', name)).data).toEqual([{ id: again.data!.id }]);
    await db.from('facility_types').delete().eq('id', again.data!.id);
  });

  it('an id that is not a deleted row is not found', async () => {
    const { error } = await db.rpc('restore_deleted', { history_id: -1 });
    expect(toDutchMessage(error)).toBe(restoreFailureMessage(error));
    expect(error).toMatchObject({ code: 'PT404' });
  });
});

describe('history follows access', () => {
  const medewerker = { id: randomUUID(), email: `historie-${RUN}@example.nl`, password: `historie-${RUN}` };
  const spaces: string[] = [];

  beforeAll(async () => {
    await pg.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
               extensions.crypt($3, extensions.gen_salt('bf', 4)), now(), '{"provider":"email","providers":["email"]}', now(), now())`,
      [medewerker.id, medewerker.email, medewerker.password],
    );
    await pg.query(`insert into public.staff (user_id, name, role) values ($1, 'Historie Medewerker', 'medewerker')`, [medewerker.id]);
    await pg.query('insert into public.staff_buildings (user_id, building_id) values ($1, $2)', [medewerker.id, SEED.building(1)]);
    for (const building of [SEED.building(1), SEED.building(2)]) {
      const made = await db.from('spaces').insert({ name: `Toegangsruimte ${RUN}`, building_id: building, floor: 1 }).select('id').single();
      if (made.error) throw made.error;
      spaces.push(made.data.id);
    }
  });

  afterAll(async () => {
    await db.from('spaces').delete().in('id', spaces);
    await pg.query('delete from public.staff_buildings where user_id = $1', [medewerker.id]);
    await pg.query('delete from public.staff where user_id = $1', [medewerker.id]);
    await pg.query('delete from auth.sessions where user_id = $1', [medewerker.id]);
    await pg.query('delete from auth.users where id = $1', [medewerker.id]);
  });

  it("a medewerker reads the history of their buildings' rows and of shared tables, not of another building or of staff", async () => {
    const as = await signedIn(medewerker);
    const own = await as.from('history').select('row_id').eq('table_name', 'spaces').in('row_id', spaces);
    expect(own.data).toEqual([{ row_id: spaces[0] }]);
    const shared = await as.from('history').select('id').eq('table_name', 'suppliers').eq('row_id', SEED.supplier(1)).limit(1);
    expect(shared.data).toHaveLength(1);
    expect((await as.from('history').select('id').in('table_name', ['staff', 'staff_buildings']).limit(1)).data).toEqual([]);
    // A row found through its parents: the seeded key (cabinet -> space -> building 1).
    const keys = await as.from('history').select('building_id').eq('table_name', 'keys').eq('row_id', SEED.key(1));
    expect(keys.data?.length).toBeGreaterThan(0);
    expect(new Set(keys.data?.map((k) => k.building_id))).toEqual(new Set([SEED.building(1)]));
    await as.auth.signOut();
  });
});

describe('a bulk change by a function', () => {
  it('the housing import is one entry that says how many rows', async () => {
    const name = `Historie-import ${RUN}`;
    const building = await db.from('buildings').insert({ name, street: 'Importlaan 9', city: 'Utrecht', floors: 3 }).select('id').single();
    expect(building.error).toBeNull();
    const rows = ['1', '2', '3'].map((n) => ({ building: name, house_number: n, floor: '1' }));
    const answer = await db.rpc('import_housing', { housing_rows: rows, apply: true });
    expect(answer.error).toBeNull();
    const { data } = await db
      .from('history')
      .select('row_id, action, row_count, label, actor_email')
      .eq('table_name', 'housing')
      .eq('building_id', building.data!.id);
    expect(data).toEqual([{ row_id: null, action: 'insert', row_count: 3, label: 'Woningen geïmporteerd', actor_email: DEMO_USER.email }]);
    const units = (await db.from('housing').select('id').eq('building_id', building.data!.id)).data ?? [];
    for (const unit of units) await db.from('housing').delete().eq('id', unit.id);
    await db.from('buildings').delete().eq('id', building.data!.id);
  });
});
