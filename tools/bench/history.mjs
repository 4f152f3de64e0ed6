// Benchmark (not a test) of history (issue #29, supabase/migrations/20261201000100_history.sql):
//   1. what history costs a write: single-row updates of a space (the app's PATCH, one row
//      each, a text column alternating between two values) through the gateway as the
//      beheerder (4 clients at once), with the table's `history_update` trigger on and off (ALTER TABLE ... DISABLE
//      TRIGGER as the owner), in blocks that take turns so a busy moment falls on both sides;
//      median and p95 per write and the ratio on/off (target ≤ 1.3×). The same in SQL alone
//      (DO loops of single-row UPDATE statements, each timed with clock_timestamp()), so the
//      trigger's own cost shows without HTTP, PostgREST and the gateway around it;
//   2. the 'Wijzigingen' first page (25 newest, with `Prefer: count=estimated`) on a history of
//      1,000,000 rows (a year of a few staff members' changes over the scale buildings) as the
//      beheerder (all buildings) and as a medewerker of 3 buildings, without and with each of
//      the tab's filters (table, action, person, date from): median and p95 through the gateway
//      (target p95 ≤ 50 ms), with EXPLAIN (ANALYZE, BUFFERS) of every page over the target;
//   3. the 'Verwijderd' first page (the view deleted_rows) on the same history.
// The pages are measured before the writes, so the million rows are what they read.
//   node tools/bench/history.mjs     (alone: its own stack at ports 55321 + 900 + TEST_PORT_OFFSET;
//                                    results also in .data/bench-history-results.json)
//   npm run bench                    (part of the bench report)
import { createClient } from '@supabase/supabase-js';
import { percentiles, round } from './scale.mjs';

export const WRITE_TARGET = 1.3;
export const PAGE_TARGET_MS = 50;
const HISTORY_ROWS = 1_000_000;
const WRITES = 10_000; // per side (history on, history off)
const BLOCK = 1_000; // writes per turn
const BLOCK_WARM_UP = 20; // untimed writes after each switch
const CLIENTS = 4;
const SQL_WRITES = 10_000;
const PAGE_WARM_UP = 3;
const PAGE_TIMED = 40;
const PAGE = 25;

const BEHEERDER = { email: 'beheer@example.nl', password: 'beheer123' };
const MEDEWERKER = { email: 'ria.devries@example.nl', password: 'bench-medewerker', name: 'Ria de Vries' };
/** Who made the history: the demo beheerder, the medewerker above and a few more staff. */
const ACTORS = [
  { email: 'jan.jansen@example.nl', name: 'Jan Jansen', role: 'beheerder' },
  { email: 'fatima.elamrani@example.nl', name: 'Fatima El Amrani', role: 'medewerker' },
  { email: 'pieter.bakker@example.nl', name: 'Pieter Bakker', role: 'medewerker' },
  { email: 'sanne.deboer@example.nl', name: 'Sanne de Boer', role: 'medewerker' },
];
const MEDEWERKER_BUILDINGS = 3;

/** The tables history is written for, by how often they change (a table repeated is more frequent). */
const TABLE_MIX = [
  ...Array(6).fill('malfunctions'),
  ...Array(5).fill('key_loans'),
  ...Array(4).fill('utility_readings'),
  ...Array(4).fill('tasks'),
  ...Array(3).fill('spaces'),
  ...Array(3).fill('housing'),
  ...Array(2).fill('keys'),
  ...Array(2).fill('cleaning_requests'),
  'technical_provisions', 'provision_services', 'nuisances', 'buildings', 'parking_spaces', 'suppliers', 'staff_buildings',
];
const SHARED_TABLES = ['facility_types', 'suppliers', 'suppliers_facility_types', 'mechanics', 'companies', 'owners', 'tasks'];
const STAFF_TABLES = ['staff', 'staff_buildings'];

/** The tab's request: the 25 newest entries with the estimated count of all matches. */
const COLUMNS = 'id,table_name,row_id,action,actor_email,actor_name,changed_at,changes,row_count,label';
const daysAgo = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const FILTERS = {
  'no filter': (q) => q,
  'table = malfunctions': (q) => q.eq('table_name', 'malfunctions'),
  'table = spaces': (q) => q.eq('table_name', 'spaces'),
  'action = delete': (q) => q.eq('action', 'delete'),
  'person "bakker"': (q) => q.or('actor_name.ilike.*bakker*,actor_email.ilike.*bakker*'),
  [`from ${daysAgo(30)}`]: (q) => q.gte('changed_at', daysAgo(30)),
};
const changesPage = (filter) => (db) =>
  filter(db.from('history').select(COLUMNS, { count: 'estimated' }))
    .order('changed_at', { ascending: false }).order('id', { ascending: false }).limit(PAGE);
/** 'Verwijderd': the deleted rows not restored since, newest first; all tables and one table. */
const DELETED = {
  'Verwijderd, all tables': (q) => q,
  'Verwijderd, spaces': (q) => q.eq('table_name', 'spaces'),
};
const deletedPage = (filter) => (db) =>
  filter(db.from('deleted_rows').select('id,table_name,row_id,actor_email,actor_name,changed_at,old_row', { count: 'estimated' }))
    .order('changed_at', { ascending: false }).order('id', { ascending: false }).limit(PAGE);

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by this benchmark');
  }
}

async function signedIn(backend, user) {
  const db = createClient(backend.apiUrl, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket },
  });
  const { error } = await db.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return db;
}

/** A staff member with a password; `buildings` ids when not all buildings. Returns the user id. */
async function addStaffMember(sql, { email, password, name, role, buildings }) {
  const { rows: [{ id }] } = await sql.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
             extensions.crypt($2, extensions.gen_salt('bf', 4)), now(), '{"provider":"email","providers":["email"]}', now(), now())
     returning id`,
    [email, password ?? `bench-${email}`],
  );
  await sql.query('insert into public.staff (user_id, name, role, all_buildings) values ($1, $2, $3, $4)', [id, name, role, !buildings]);
  if (buildings) {
    await sql.query('insert into public.staff_buildings (user_id, building_id) select $1, unnest($2::uuid[])', [id, buildings]);
  }
  return id;
}

/**
 * The staff above and `rows` history entries over the past year, in time order (ids rise with
 * changed_at, as they do when the triggers write them): tables by TABLE_MIX, 80 % updates (one
 * changed column), 12 % inserts, 8 % deletes (the whole old row), a row changed several times,
 * actors spread evenly, the building of a building-scoped entry spread over every building.
 * Needs the scale buildings in place. Returns the counts.
 */
export async function addHistoryData(sql, rows = HISTORY_ROWS) {
  const { rows: buildings } = await sql.query('select id from public.buildings order by name, id');
  const ids = buildings.map((b) => b.id);
  const mine = ids.filter((_, i) => i % Math.floor(ids.length / MEDEWERKER_BUILDINGS) === 7).slice(0, MEDEWERKER_BUILDINGS);
  const medewerkerId = await addStaffMember(sql, { ...MEDEWERKER, role: 'medewerker', buildings: mine });
  const actors = [{ ...MEDEWERKER, id: medewerkerId }];
  for (const actor of ACTORS) actors.push({ ...actor, id: await addStaffMember(sql, actor) });
  const { rows: [demo] } = await sql.query(
    `select u.id, u.email, s.name from auth.users u join public.staff s on s.user_id = u.id where u.email = $1`,
    [BEHEERDER.email],
  );
  actors.push(demo);

  // The entries the scale data wrote a moment ago go behind the year's, as in a history that
  // grew over time: rows stored, and ids given, in the order of changed_at (a count that reads
  // the table from its start meets the oldest entries first, as it would in production).
  const started = performance.now();
  const HISTORY_COLUMNS = 'table_name, row_id, action, actor_id, actor_email, actor_name, changed_at, changes, old_row, row_count, label, scope, building_id';
  await sql.query('create temporary table bench_history_before as select * from public.history');
  await sql.query('delete from public.history');
  const { rows: [{ until }] } = await sql.query('select coalesce(min(changed_at), now()) as until from bench_history_before');
  await sql.query('select setseed(0.29)');
  await sql.query(
    `insert into public.history (table_name, row_id, action, actor_id, actor_email, actor_name, changed_at, changes, old_row, scope, building_id)
     select x.tbl, x.row_id, x.action, ($3::uuid[])[x.a], ($4::text[])[x.a], ($5::text[])[x.a], x.changed_at,
            case when x.action = 'update' then jsonb_build_object(
              (array['status', 'comments', 'floor', 'name', 'loaned_until'])[1 + x.rn % 5],
              jsonb_build_array(format('waarde %s', x.rn), format('waarde %s', x.rn + 1))) end,
            case when x.action = 'delete' then jsonb_build_object(
              'id', x.row_id, 'name', format('%s %s', x.tbl, x.rn), 'building_id', x.building, 'floor', x.rn % 6,
              'comments', case when x.rn % 10 = 0 then 'Sleutel bij de receptie' end,
              'created_at', x.changed_at - interval '90 days') end,
            x.scope, case when x.scope = 'building' then x.building end
       from (select t.tbl, t.rn, md5(t.tbl || t.rn)::uuid::text as row_id,
                    case when t.r < 0.80 then 'update' when t.r < 0.92 then 'insert' else 'delete' end as action,
                    case when t.tbl = any ($6::text[]) then 'shared' when t.tbl = any ($7::text[]) then 'staff' else 'building' end as scope,
                    ($2::uuid[])[t.b] as building, t.a,
                    $9::timestamptz - interval '365 days' + (t.i::float8 / $1) * interval '365 days' as changed_at
               from (select i, ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int] as tbl,
                            random() as r, floor(random() * 150000)::int as rn,
                            1 + floor(random() * cardinality($2::uuid[]))::int as b,
                            1 + floor(random() * cardinality($3::uuid[]))::int as a
                       from generate_series(1, $1::int) i) t) x
      order by x.changed_at`,
    [rows, ids, actors.map((a) => a.id), actors.map((a) => a.email), actors.map((a) => a.name), SHARED_TABLES, STAFF_TABLES, TABLE_MIX, until],
  );
  await sql.query(`insert into public.history (${HISTORY_COLUMNS}) select ${HISTORY_COLUMNS} from bench_history_before order by id`);
  await sql.query('drop table bench_history_before');
  const insertSeconds = round((performance.now() - started) / 1000);
  await sql.query('vacuum (analyze) public.history');
  const { rows: [counts] } = await sql.query(
    `select count(*)::int as total, count(*) filter (where action = 'delete')::int as deletes,
            count(*) filter (where scope = 'building')::int as building,
            count(*) filter (where scope = 'shared')::int as shared,
            count(*) filter (where building_id = any ($1::uuid[]))::int as "medewerkerBuildings",
            pg_size_pretty(pg_total_relation_size('public.history')) as size
       from public.history`,
    [mine],
  );
  return { ...counts, actors: actors.length, insertSeconds };
}

/**
 * The SQL PostgREST 12 runs for a page (seen in pg_stat_activity; values inlined): the page,
 * and for `count=estimated` an exact count of at most db-max-rows + 1 (1,001) rows; past
 * that it asks EXPLAIN for the planner's estimate (a second, cheap statement).
 */
function pageSql(relation, columns, where) {
  const filter = where ? `where ${where}` : '';
  return `
    with pgrst_source as (
      select ${columns} from public.${relation} ${filter}
      order by ${relation}.changed_at desc, ${relation}.id desc limit ${PAGE} offset 0
    ), pgrst_source_count as (select 1 from public.${relation} ${filter} limit 1001)
    select (select pg_catalog.count(*) from pgrst_source_count) as total_result_set, pg_catalog.count(_postgrest_t) as page_total,
           coalesce(json_agg(_postgrest_t), '[]') as body
      from (select * from pgrst_source) _postgrest_t`;
}
const FILTER_SQL = {
  'no filter': '',
  'table = malfunctions': "history.table_name = 'malfunctions'",
  'table = spaces': "history.table_name = 'spaces'",
  'action = delete': "history.action = 'delete'",
  'person "bakker"': "(history.actor_name ilike '%bakker%' or history.actor_email ilike '%bakker%')",
  [`from ${daysAgo(30)}`]: `history.changed_at >= '${daysAgo(30)}'`,
  'Verwijderd, all tables': '',
  'Verwijderd, spaces': "deleted_rows.table_name = 'spaces'",
};

/** EXPLAIN (ANALYZE, BUFFERS) of a scenario's SQL as `email` under row-level security. */
async function explainAs(sql, email, scenario) {
  const deleted = scenario.startsWith('Verwijderd');
  const query = pageSql(
    deleted ? 'deleted_rows' : 'history',
    (deleted ? 'id,table_name,row_id,actor_email,actor_name,changed_at,old_row' : COLUMNS).split(',').map((c) => `${deleted ? 'deleted_rows' : 'history'}.${c}`).join(', '),
    FILTER_SQL[scenario],
  );
  const { rows: [{ id }] } = await sql.query('select id from auth.users where email = $1', [email]);
  await sql.query('begin');
  try {
    await sql.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [
      JSON.stringify({ sub: id, role: 'authenticated', email }),
    ]);
    const { rows } = await sql.query(`explain (analyze, buffers) ${query}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await sql.query('rollback');
  }
}

/** The first pages of 'Wijzigingen' and 'Verwijderd' for each user and filter, with plans of the slow ones. */
export async function historyPageTimes(backend, sql) {
  const who = {
    beheerder: { db: await signedIn(backend, BEHEERDER), email: BEHEERDER.email },
    [`medewerker of ${MEDEWERKER_BUILDINGS} buildings`]: { db: await signedIn(backend, MEDEWERKER), email: MEDEWERKER.email },
  };
  const scenarios = [
    ...Object.entries(FILTERS).map(([name, filter]) => ({ page: 'Wijzigingen', name, run: changesPage(filter) })),
    ...Object.entries(DELETED).map(([name, filter]) => ({ page: 'Verwijderd', name, run: deletedPage(filter) })),
  ];
  // Every page and user in turn, PAGE_TIMED rounds after PAGE_WARM_UP: a busy moment of the
  // machine falls on all of them alike instead of on whichever page was being timed.
  const runs = scenarios.flatMap((scenario) =>
    Object.entries(who).map(([user, { db, email }]) => ({ scenario, user, email, run: () => scenario.run(db), times: [] })));
  for (let pass = 0; pass < PAGE_WARM_UP + PAGE_TIMED; pass++) {
    for (const entry of runs) {
      const started = performance.now();
      entry.last = await entry.run();
      if (entry.last.error) throw new Error(`benchmark request failed: ${entry.last.error.message}`);
      if (pass >= PAGE_WARM_UP) entry.times.push(performance.now() - started);
    }
  }
  const rows = runs.map(({ scenario, user, email, times, last }) => {
    const row = { page: scenario.page, scenario: scenario.name, user, email, ...percentiles(times), count: last.count, rows: last.data.length };
    console.log(`${row.scenario}, ${user}: p50 ${row.median} ms, p95 ${row.p95} ms (${row.rows} rows, count ${row.count})`);
    return row;
  });
  const plans = {};
  for (const row of rows.filter((r) => r.p95 > PAGE_TARGET_MS)) {
    plans[`${row.scenario}, ${row.user}`] = await explainAs(sql, row.email, row.scenario);
  }
  return { target: PAGE_TARGET_MS, rows: rows.map(({ email, ...r }) => r), plans };
}

const setHistory = (sql, on) => sql.query(`alter table public.spaces ${on ? 'enable' : 'disable'} trigger history_update`);
const VALUES = ['Sleutel bij de portier', 'Sleutel bij de balie'];

/**
 * WRITES single-row PATCHes of spaces.comments through the gateway on each side, as the app
 * writes (updateRow: `update(values).eq('id', id).select('id')`), by CLIENTS signed-in clients
 * at once (each waits for its answer before its next write; sequentially the 2 × 10,000 writes
 * took 4.5 minutes on 2 busy cores), in blocks of BLOCK that take turns (on, off, off, on, ...).
 * Each write's own time counts; no two writes of a block touch the same space.
 */
export async function gatewayWriteTimes(backend, sql) {
  const clients = [];
  for (let i = 0; i < CLIENTS; i++) clients.push(await signedIn(backend, BEHEERDER));
  const { rows: spaces } = await sql.query('select id from public.spaces order by id');
  const turns = new Map(spaces.map((s) => [s.id, 0]));
  let next = 0;
  const write = async (db) => {
    const { id } = spaces[next++ % spaces.length];
    const turn = turns.get(id);
    turns.set(id, turn + 1);
    const { data, error } = await db.from('spaces').update({ comments: VALUES[turn % 2] }).eq('id', id).select('id');
    if (error || data.length !== 1) throw new Error(`write failed: ${error?.message ?? `${data.length} rows`}`);
  };
  /** `count` writes spread over the clients; their times into `into` when given. */
  const writes = async (count, into) => {
    let left = count;
    await Promise.all(clients.map(async (db) => {
      while (left > 0) {
        left -= 1;
        const t = performance.now();
        await write(db);
        into?.push(performance.now() - t);
      }
    }));
  };
  const times = { on: [], off: [] };
  const started = performance.now();
  try {
    for (let block = 0; block < (2 * WRITES) / BLOCK; block++) {
      const side = [0, 3].includes(block % 4) ? 'on' : 'off';
      await setHistory(sql, side === 'on');
      await writes(BLOCK_WARM_UP);
      await writes(BLOCK, times[side]);
    }
  } finally {
    await setHistory(sql, true);
  }
  const seconds = round((performance.now() - started) / 1000);
  const on = percentiles(times.on);
  const off = percentiles(times.off);
  return {
    writes: times.on.length,
    clients: CLIENTS,
    block: BLOCK,
    on,
    off,
    ratio: { median: round2(on.median / off.median), p95: round2(on.p95 / off.p95) },
    seconds,
  };
}

const round2 = (n) => Math.round(n * 100) / 100;

/**
 * The same in SQL alone: DO loops of SQL_WRITES single-row UPDATE statements of spaces, each
 * timed with clock_timestamp(), history on, off, on, off (each loop one transaction, VACUUM
 * between), as the beheerder's token would make them (request.jwt.claims set, so the trigger
 * looks the actor up).
 */
export async function sqlWriteTimes(sql) {
  const { rows: [{ id }] } = await sql.query('select id from auth.users where email = $1', [BEHEERDER.email]);
  await sql.query(`select set_config('request.jwt.claims', $1, false)`, [JSON.stringify({ sub: id, role: 'authenticated', email: BEHEERDER.email })]);
  await sql.query('create temporary table if not exists bench_sql_writes (loop int, history boolean, ms float8[], total_ms float8)');
  try {
    for (const [loop, on] of [[1, true], [2, false], [3, true], [4, false]]) {
      await setHistory(sql, on);
      await sql.query('vacuum (analyze) public.spaces');
      await sql.query(`
        do $$
        declare
          ids uuid[] := array(select id from public.spaces order by id limit ${SQL_WRITES});
          times float8[] := '{}';
          t timestamptz;
          started timestamptz := clock_timestamp();
        begin
          for i in 1 .. cardinality(ids) loop
            t := clock_timestamp();
            update public.spaces set comments = 'Sleutel in kluis ${loop}' where id = ids[i];
            times := times || extract(epoch from clock_timestamp() - t)::float8 * 1000;
          end loop;
          insert into bench_sql_writes values (${loop}, ${on}, times, extract(epoch from clock_timestamp() - started)::float8 * 1000);
        end
        $$`);
    }
  } finally {
    await setHistory(sql, true);
    await sql.query(`select set_config('request.jwt.claims', '', false)`);
  }
  const { rows } = await sql.query(
    `select history, count(*)::int as writes,
            percentile_cont(0.5) within group (order by m) as median, percentile_cont(0.95) within group (order by m) as p95,
            avg(m) as mean
       from bench_sql_writes, unnest(ms) m group by history`,
  );
  await sql.query('drop table bench_sql_writes');
  const side = (on) => {
    const r = rows.find((x) => x.history === on);
    return { writes: r.writes, median: round3(r.median), p95: round3(r.p95), mean: round3(r.mean) };
  };
  const on = side(true);
  const off = side(false);
  return { on, off, ratio: { median: round2(on.median / off.median), p95: round2(on.p95 / off.p95), mean: round2(on.mean / off.mean) } };
}

const round3 = (n) => Math.round(n * 1000) / 1000;

export async function historyTimes(backend, sql) {
  const data = await addHistoryData(sql);
  console.log(`history: ${data.total} rows (${data.deletes} deletes, ${data.size}), inserted in ${data.insertSeconds} s`);
  const pages = await historyPageTimes(backend, sql);
  const writes = await gatewayWriteTimes(backend, sql);
  console.log(`gateway writes: on ${writes.on.median} / ${writes.on.p95} ms, off ${writes.off.median} / ${writes.off.p95} ms (${writes.seconds} s)`);
  const sqlWrites = await sqlWriteTimes(sql);
  return { data, pages, writes, sqlWrites, writeTarget: WRITE_TARGET };
}

const ok = (value, limit) => (value <= limit ? '✓' : '✗ over');

export function historyMarkdown(h) {
  const { data, writes, sqlWrites, pages } = h;
  return [
    `History: ${writes.writes.toLocaleString('en-US')} single-row updates of a space per side (PATCH through the gateway as the beheerder, ${writes.clients} clients at once, blocks of ${writes.block} taking turns), history on against off (target ≤ ${h.writeTarget}×).`,
    '',
    '| writes | history on p50 / p95 (ms) | off p50 / p95 (ms) | ratio p50 / p95 | |',
    '|---|---:|---:|---:|---|',
    `| gateway | ${writes.on.median} / ${writes.on.p95} | ${writes.off.median} / ${writes.off.p95} | ${writes.ratio.median} / ${writes.ratio.p95} | ${ok(writes.ratio.median, h.writeTarget)} |`,
    `| SQL alone (UPDATE in a DO loop) | ${sqlWrites.on.median} / ${sqlWrites.on.p95} | ${sqlWrites.off.median} / ${sqlWrites.off.p95} | ${sqlWrites.ratio.median} / ${sqlWrites.ratio.p95} | |`,
    '',
    `First page (${PAGE} newest, count=estimated) on ${data.total.toLocaleString('en-US')} history rows (${data.deletes.toLocaleString('en-US')} deletes, ${data.actors} actors, a year), target p95 ≤ ${pages.target} ms.`,
    '',
    '| page | filter | user | rows / count | p50 / p95 (ms) | |',
    '|---|---|---|---:|---:|---|',
    ...pages.rows.map((r) => `| ${r.page} | ${r.scenario} | ${r.user} | ${r.rows} / ${r.count} | ${r.median} / ${r.p95} | ${ok(r.p95, pages.target)} |`),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = await import('node:path');
  const { writeFile } = await import('node:fs/promises');
  const pg = (await import('pg')).default;
  const { root } = await import('../run/nx.mjs');
  const { addSpaces, startBenchBackend } = await import('./scale.mjs');
  const startedAt = Date.now();
  const offset = 900 + Number(process.env.TEST_PORT_OFFSET ?? 0);
  const backend = await startBenchBackend({ dataDir: path.join(root, `.data/bench-history-${offset}`), offset });
  const sql = new pg.Client({ connectionString: backend.dbUrl });
  sql.on('error', () => {});
  try {
    await sql.connect();
    const spaces = await addSpaces(sql, { buildings: 1000, total: 10_000 });
    console.log(`scale data: ${spaces.buildings} buildings, ${spaces.spaces} spaces`);
    const history = await historyTimes(backend, sql);
    history.totalSeconds = round((Date.now() - startedAt) / 1000);
    const resultsFile = path.join(root, '.data/bench-history-results.json');
    await writeFile(resultsFile, `${JSON.stringify({ date: new Date(startedAt).toISOString(), spaces, ...history }, null, 2)}\n`);
    console.log(`\n${historyMarkdown(history)}`);
    for (const [name, plan] of Object.entries(history.pages.plans)) console.log(`### ${name}\n${plan}\n`);
    console.log(`Total ${history.totalSeconds} s; results in ${path.relative(root, resultsFile)}`);
  } finally {
    await sql.end().catch(() => {});
    await backend.stop();
  }
}
