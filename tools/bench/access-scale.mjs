// Benchmark (not a test) of access per building (supabase/migrations/20261129000200_access_per_building.sql):
// list pages on the scale database as a medewerker of 10 of the 1,000 buildings and as the demo
// beheerder who sees all buildings, each against the same request without scoping (the service
// role, which row-level security does not apply to). p50/p95 through the gateway and the ratio
// of the p95s (target ≤ 1.2), plus the plans of the housing list's count and page for both users.
// The scoped and the unscoped request take turns, call by call, so a busy moment falls on both
// sides alike.
//   node tools/bench/access-scale.mjs          (alone: its own stack and scale data)
//   npm run bench                              (part of the bench report)
import { createClient } from '@supabase/supabase-js';
import { percentiles } from './scale.mjs';

export const ACCESS_TARGET = 1.2;
const MEDEWERKER = { email: 'bench-medewerker@example.nl', password: 'bench-medewerker' };

/** The list pages' requests (first page of 25 with the count of all matches). */
const LISTS = {
  'housing, first page by street': (db) =>
    db.from('housing').select('*, building:buildings(id, name)', { count: 'exact' }).order('street').order('id').range(0, 24),
  'spaces, first page by building': (db) =>
    db.from('spaces').select('*, building:buildings(id, name, floors), entrance:entrances_and_exits(id, name)', { count: 'exact' })
      .order('building_name').order('id').range(0, 24),
  // As the list kit asks (libs/kit/src/listQuery.ts): the id in the sort's direction, so the
  // (created_at, id) index is read backwards instead of every row of one created_at being sorted.
  'utilities (through their space), newest first': (db) =>
    db.from('utilities').select('*, space:spaces(id, name, building_id)', { count: 'exact' })
      .order('created_at', { ascending: false }).order('id', { ascending: false }).range(0, 24),
};

const WARM_UP = 3;
const TIMED = 25;

/** p50/p95 of `a` and of `b`, called in turns (a b, b a, ...) after a warm-up of each. */
async function measurePair(a, b) {
  for (let i = 0; i < WARM_UP; i++) {
    await a();
    await b();
  }
  const times = { a: [], b: [] };
  const last = {};
  const timed = async (side, run) => {
    const started = performance.now();
    last[side] = await run();
    times[side].push(performance.now() - started);
  };
  for (let i = 0; i < TIMED; i++) {
    const order = i % 2 ? [['b', b], ['a', a]] : [['a', a], ['b', b]];
    for (const [side, run] of order) await timed(side, run);
  }
  const stats = (side) => {
    if (last[side].error) throw new Error(`benchmark request failed: ${last[side].error.message}`);
    return { ...percentiles(times[side]), count: last[side].count };
  };
  return { a: stats('a'), b: stats('b') };
}

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by this benchmark');
  }
}

function client(backend, key) {
  return createClient(backend.apiUrl, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: NoWebSocket } });
}

async function signedIn(backend, user) {
  const db = client(backend, backend.anonKey);
  const { error } = await db.auth.signInWithPassword(user);
  if (error) throw error;
  return db;
}

/**
 * A medewerker with 10 buildings (the 10 with the most housing units among the first 1,000 by
 * name, so their pages are full) and a utility for every space (so a table found through its
 * space has rows at scale). Needs the scale data (addSpaces, addHousing) in place.
 */
export async function addAccessData(sql) {
  await sql.query(
    `insert into public.utilities (type, space_id, meter_number)
     select (array['Elektriciteit', 'Water', 'Gas', 'Warmte'])[1 + (row_number() over ())::int % 4], s.id, 'M' || row_number() over ()
       from public.spaces s where not exists (select 1 from public.utilities u where u.space_id = s.id)`,
  );
  await sql.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
             extensions.crypt($2, extensions.gen_salt('bf', 4)), now(), '{"provider":"email","providers":["email"]}', now(), now())
     on conflict do nothing`,
    [MEDEWERKER.email, MEDEWERKER.password],
  );
  await sql.query(
    `insert into public.staff (user_id, name, role) select id, 'Bench Medewerker', 'medewerker' from auth.users where email = $1
     on conflict do nothing`,
    [MEDEWERKER.email],
  );
  await sql.query(
    `insert into public.staff_buildings (user_id, building_id)
     select u.id, b.id from auth.users u,
            (select b.id from public.buildings b order by (select count(*) from public.housing h where h.building_id = b.id) desc, b.id limit 10) b
      where u.email = $1
     on conflict do nothing`,
    [MEDEWERKER.email],
  );
  await sql.query('vacuum (analyze)');
}

/**
 * The housing list's two parts as PostgREST runs them (the count of all rows; the page by street
 * with its building), for `email` as `authenticated`: EXPLAIN (ANALYZE, BUFFERS) of each.
 */
async function housingPlans(sql, email) {
  const { rows: [{ id }] } = await sql.query('select id from auth.users where email = $1', [email]);
  await sql.query('begin');
  try {
    await sql.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [
      JSON.stringify({ sub: id, role: 'authenticated' }),
    ]);
    const plans = [];
    for (const [part, query] of [
      ['count', 'select count(*) from public.housing'],
      [
        'page',
        `select h.*, (select row_to_json(b) from (select b.id, b.name from public.buildings b where b.id = h.building_id) b) as building
           from public.housing h order by h.street, h.id limit 25`,
      ],
    ]) {
      const { rows } = await sql.query(`explain (analyze, buffers, costs off) ${query}`);
      plans.push(`${part}:\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    return plans.join('\n\n');
  } finally {
    await sql.query('rollback');
  }
}

async function scopedPlans(sql) {
  return [
    `medewerker, 10 of 1,000 buildings\n${await housingPlans(sql, MEDEWERKER.email)}`,
    `beheerder, all buildings\n${await housingPlans(sql, 'beheer@example.nl')}`,
  ].join('\n\n');
}

/** p50/p95 of each list for the scoped medewerker, the all-buildings beheerder and unscoped (service role). */
export async function accessTimes(backend, sql) {
  const who = {
    'medewerker, 10 of 1,000 buildings': await signedIn(backend, MEDEWERKER),
    'beheerder, all buildings': await signedIn(backend, { email: 'beheer@example.nl', password: 'beheer123' }),
  };
  const unscoped = client(backend, backend.serviceKey);
  const rows = [];
  for (const [list, query] of Object.entries(LISTS)) {
    for (const [user, db] of Object.entries(who)) {
      const { a: scoped, b: plain } = await measurePair(() => query(db), () => query(unscoped));
      rows.push({
        list,
        user,
        rows: scoped.count,
        scoped: { p50: scoped.median, p95: scoped.p95 },
        unscoped: { p50: plain.median, p95: plain.p95, rows: plain.count },
        ratio: Math.round((scoped.p95 / plain.p95) * 100) / 100,
      });
    }
  }
  return { target: ACCESS_TARGET, rows, plan: await scopedPlans(sql) };
}

export function accessMarkdown(access) {
  return [
    `Access per building: list p95 with row-level security against the same request without it (service role), target ≤ ${access.target}×.`,
    '',
    '| list | user | rows (count) | scoped p50 / p95 (ms) | unscoped p50 / p95 (ms), rows | p95 ratio | |',
    '|---|---|---:|---:|---:|---:|---|',
    ...access.rows.map(
      (r) =>
        `| ${r.list} | ${r.user} | ${r.rows} | ${r.scoped.p50} / ${r.scoped.p95} | ${r.unscoped.p50} / ${r.unscoped.p95}, ${r.unscoped.rows} | ${r.ratio} | ${r.ratio <= access.target ? '✓' : '✗ over'} |`,
    ),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = await import('node:path');
  const pg = (await import('pg')).default;
  const { root } = await import('../run/nx.mjs');
  const { addHousing, addSpaces, startBenchBackend } = await import('./scale.mjs');
  const offset = 800 + Number(process.env.TEST_PORT_OFFSET ?? 0);
  const backend = await startBenchBackend({ dataDir: path.join(root, `.data/bench-access-${offset}`), offset });
  const sql = new pg.Client({ connectionString: backend.dbUrl });
  try {
    await sql.connect();
    const spaces = await addSpaces(sql, { buildings: 1000, total: 10_000 });
    const housing = await addHousing(sql, 100_000);
    await addAccessData(sql);
    console.log(`scale data: ${spaces.buildings} buildings, ${spaces.spaces} spaces, ${housing} housing units, a utility per space`);
    const access = await accessTimes(backend, sql);
    console.log(`\n${accessMarkdown(access)}\nPlans of the housing list for each user (count, then page):\n${access.plan}`);
  } finally {
    await sql.end();
    await backend.stop();
  }
}
