// Benchmark (not a test): the /spaces list query with 100 spaces against 50,000 spaces.
// Starts a fresh test stack in .data/bench-list, tops the seed up to 100 spaces, measures
// every scenario through the gateway as the demo user, tops up to 50,000 spaces over
// 1,000 more buildings and measures again. Scenarios more than 3x slower at 50,000 get an
// EXPLAIN (ANALYZE, BUFFERS) of the SQL PostgREST runs for them.
//   node tools/bench/list-scale.mjs     (results also in .data/bench-list-results.json)
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { root } from '../run/nx.mjs';
import { startBenchStack } from './bench-stack.mjs';

const PAGE_SIZE = 25;
const WARM_UP = 3;
const TIMED = 15;
const SLOW_RATIO = 3;
const round = (n) => Math.round(n * 10) / 10;

// The spaces list sorts on the copies spaces.building_name / entrance_name (kept by triggers,
// migration 20261122000001), not on the embedded building(name) / entrance(name), which
// PostgREST can only sort after joining every row (~430 ms at 50,000 spaces).
const scenarios = [
  { name: 'first page, building_name asc', sort: 'building_name' },
  { name: 'sort name asc', sort: 'name' },
  { name: 'sort name desc', sort: 'name', ascending: false },
  { name: 'sort floor asc', sort: 'floor' },
  { name: 'sort floor desc', sort: 'floor', ascending: false },
  { name: 'sort entrance_name asc', sort: 'entrance_name' },
  { name: 'page 200, building_name asc', sort: 'building_name', page: 200 },
  { name: 'search "zaal"', sort: 'building_name', search: 'zaal' },
  { name: 'first page, PostgREST direct', sort: 'building_name', direct: true },
];

/** What the list page sends. */
function listQuery(db, { sort, ascending = true, page = 1, search }) {
  const from = (page - 1) * PAGE_SIZE;
  let query = db
    .from('spaces')
    .select('*, building:buildings(id, name, floors), entrance:entrances_and_exits(id, name)', { count: 'exact' })
    .order(sort, { ascending })
    .order('id', { ascending: true })
    .range(from, from + PAGE_SIZE - 1);
  if (search) query = query.or(`name.ilike."*${search}*",comments.ilike."*${search}*"`);
  return query;
}

/** The SQL PostgREST 12 runs for listQuery (seen with log_statement = 'all'), values inlined.
 * The LIMIT inside each to-one embed is db-max-rows; it keeps the planner from turning the
 * LATERAL subquery into a plain join. */
function listSql({ sort, ascending = true, page = 1, search }) {
  const sortColumn = {
    'building(name)': 'spaces_building_1.name',
    'entrance(name)': 'spaces_entrance_1.name',
  }[sort] ?? `spaces.${sort}`;
  const where = search ? `where (spaces.name ilike '%${search}%' or spaces.comments ilike '%${search}%')` : '';
  return `
    with pgrst_source as (
      select spaces.*, row_to_json(spaces_building_1.*)::jsonb as building, row_to_json(spaces_entrance_1.*)::jsonb as entrance
      from public.spaces
      left join lateral (
        select b.id, b.name, b.floors from public.buildings b where b.id = spaces.building_id limit 1000 offset 0
      ) spaces_building_1 on true
      left join lateral (
        select e.id, e.name from public.entrances_and_exits e where e.id = spaces.entrance_id limit 1000 offset 0
      ) spaces_entrance_1 on true
      ${where}
      order by ${sortColumn} ${ascending ? 'asc' : 'desc'}, spaces.id asc
      limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}
    ), pgrst_source_count as (select 1 from public.spaces ${where})
    select (select count(*) from pgrst_source_count) as total_result_set, count(t) as page_total,
           coalesce(json_agg(t), '[]') as body
    from (select * from pgrst_source) t`;
}

/** Adds `buildings` buildings with one entrance each, then spaces over those buildings
 * until the database holds `total` spaces; every third new space uses its building's entrance. */
async function addSpaces(sql, { buildings, total }) {
  const { rows: [{ spaces, buildingCount }] } = await sql.query(
    'select (select count(*) from public.spaces)::int as spaces, (select count(*) from public.buildings)::int as "buildingCount"',
  );
  const { rows: added } = await sql.query(
    `insert into public.buildings (name, street, city, floors)
     select format('%s %s', (array['Kantoor', 'Residentie', 'Woonhof', 'Bedrijvencentrum', 'Zorgcentrum'])[1 + i % 5], $2::int + i),
            format('Benchstraat %s', i),
            (array['Utrecht', 'Amsterdam', 'Rotterdam', 'Den Haag', 'Eindhoven', 'Groningen'])[1 + i % 6],
            1 + i % 8
     from generate_series(1, $1::int) i
     returning id`,
    [buildings, buildingCount],
  );
  const ids = added.map((b) => b.id);
  await sql.query(
    `insert into public.entrances_and_exits (building_id, name, type)
     select id, 'Ingang ' || name, 'entrance' from public.buildings where id = any($1::uuid[])`,
    [ids],
  );
  await sql.query(
    `insert into public.spaces (building_id, name, floor, comments, entrance_id)
     select b.id,
            format('%s %s', (array['Kantoor', 'Vergaderzaal', 'Opslag', 'Pantry', 'Technische ruimte', 'Werkplek'])[1 + i % 6], $3::int + i),
            i % (b.floors + 1),
            case when i % 10 = 0 then 'Sleutel bij de receptie' end,
            case when i % 3 = 0 then e.id end
     from generate_series(1, $2::int) i
     join (select id, floors, row_number() over (order by id) - 1 as k
           from public.buildings where id = any($1::uuid[])) b on b.k = i % cardinality($1::uuid[])
     join public.entrances_and_exits e on e.building_id = b.id`,
    [ids, total - spaces, spaces],
  );
  // VACUUM as well as ANALYZE: otherwise autovacuum starts on the fresh rows mid-measurement.
  await sql.query('vacuum (analyze)');
  const { rows: [counts] } = await sql.query(
    'select (select count(*) from public.spaces)::int as spaces, (select count(*) from public.buildings)::int as buildings',
  );
  return counts;
}

/** 3 warm-up calls, then 15 timed ones; p95 interpolates between the two slowest. */
async function measure(run) {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times = [];
  let last;
  for (let i = 0; i < TIMED; i++) {
    const started = performance.now();
    last = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => {
    const i = q * (times.length - 1);
    const lo = Math.floor(i);
    return times[lo] + (times[Math.ceil(i)] - times[lo]) * (i - lo);
  };
  return { median: round(at(0.5)), p95: round(at(0.95)), count: last.count, rows: last.data?.length ?? 0, status: last.status };
}

async function runScenarios(clients) {
  const results = {};
  for (const scenario of scenarios) {
    const db = scenario.direct ? clients.direct : clients.gateway;
    results[scenario.name] = await measure(async () => {
      const response = await listQuery(db, scenario);
      // 416 (PGRST103): the page lies beyond the last row, as page 200 does with 100 spaces.
      if (response.error && response.status !== 416) throw new Error(`${scenario.name}: ${response.error.message}`);
      return response;
    });
  }
  return results;
}

const startedAt = Date.now();
const resultsFile = path.join(root, '.data/bench-list-results.json');
const { backend, sql, signIn, stop } = await startBenchStack('bench-list', 500);
try {
  // PostgREST listens on loopback beside the gateway; the same supabase-js requests, minus the gateway.
  const postgrestUrl = `http://127.0.0.1:${backend.ports.postgrest}`;
  const clients = {
    gateway: await signIn(),
    direct: await signIn((url, init) => fetch(String(url).replace(`${backend.apiUrl}/rest/v1`, postgrestUrl), init)),
  };

  const small = await addSpaces(sql, { buildings: 5, total: 100 });
  console.log(`phase 1: ${small.spaces} spaces in ${small.buildings} buildings`);
  const smallResults = await runScenarios(clients);
  const large = await addSpaces(sql, { buildings: 1000, total: 50_000 });
  console.log(`phase 2: ${large.spaces} spaces in ${large.buildings} buildings\n`);
  const largeResults = await runScenarios(clients);

  const ms = (n) => n.toFixed(1);
  const rows = scenarios.map(({ name }) => {
    const [s, l] = [smallResults[name], largeResults[name]];
    return { name, small: s, large: l, ratio: round(l.median / s.median) };
  });
  const [n1, n2] = [small.spaces, large.spaces].map((n) => n.toLocaleString('en-US'));
  console.log(`| scenario | ${n1}: median ms | ${n1}: p95 ms | ${n2}: median ms | ${n2}: p95 ms | ratio of medians |`);
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const note = r.small.status === 416 ? ' (416 at 100: page beyond the end)' : '';
    console.log(`| ${r.name}${note} | ${ms(r.small.median)} | ${ms(r.small.p95)} | ${ms(r.large.median)} | ${ms(r.large.p95)} | ${ms(r.ratio)}x |`);
  }

  const plans = {};
  for (const scenario of scenarios.filter((s) => !s.direct)) {
    if (rows.find((r) => r.name === scenario.name).ratio <= SLOW_RATIO) continue;
    await sql.query('begin');
    await sql.query('set local role authenticated'); // as PostgREST does, so row-level security applies
    const { rows: plan } = await sql.query(`explain (analyze, buffers) ${listSql(scenario)}`);
    await sql.query('rollback');
    plans[scenario.name] = plan.map((line) => line['QUERY PLAN']).join('\n');
    console.log(`\n### ${scenario.name} (${large.spaces} spaces)\n${plans[scenario.name]}`);
  }

  const totalSeconds = (Date.now() - startedAt) / 1000;
  await writeFile(
    resultsFile,
    JSON.stringify({ date: new Date(startedAt).toISOString(), phases: { small, large }, scenarios: rows, plans, totalSeconds }, null, 2),
  );
  console.log(`\nTotal run time ${totalSeconds.toFixed(1)} s; results in ${path.relative(root, resultsFile)}`);
} finally {
  await stop();
}
