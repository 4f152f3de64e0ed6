// Helpers of the benchmarks: scale data and timing.
import pg from 'pg';
import { createClient } from '@supabase/supabase-js';

const WARM_UP = 3;
const TIMED = 15;
export const round = (n) => Math.round(n * 10) / 10;

/** A fresh, quiet test stack of its own for a benchmark: `offset` keeps its ports apart. */
export async function startBenchBackend({ dataDir, offset }) {
  const { rm } = await import('node:fs/promises');
  const { startBackend } = await import('../stack/index.mjs');
  const { testPorts } = await import('../stack/config.mjs');
  await rm(dataDir, { recursive: true, force: true });
  return startBackend({
    profile: 'test',
    dataDir,
    ports: testPorts(offset),
    log: () => {},
  });
}

/** Adds `buildings` buildings with one entrance each, then spaces over those buildings
 * until the database holds `total` spaces; every third new space uses its building's entrance. */
export async function addSpaces(sql, { buildings, total }) {
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
export async function measure(run) {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times = [];
  let last;
  for (let i = 0; i < TIMED; i++) {
    const started = performance.now();
    last = await run();
    times.push(performance.now() - started);
  }
  return { ...percentiles(times), count: last.count, rows: last.data?.length ?? 0, status: last.status };
}

/** Median and p95 (interpolated between neighbours) of timings in ms, rounded to 0.1. */
export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => {
    const i = q * (sorted.length - 1);
    const lo = Math.floor(i);
    return sorted[lo] + (sorted[Math.ceil(i)] - sorted[lo]) * (i - lo);
  };
  return { median: round(at(0.5)), p95: round(at(0.95)) };
}

/** Node 20 has no WebSocket; supabase-js builds its realtime client eagerly, which is never used here. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by this benchmark');
  }
}

/** A supabase-js client signed in as `user` (default: the demo user), through the gateway unless `fetchImpl` goes elsewhere. */
export async function signedInClient(backend, user = { email: 'beheer@example.nl', password: 'beheer123' }, fetchImpl = fetch) {
  const db = createClient(backend.apiUrl, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket },
    global: { fetch: fetchImpl },
  });
  const { error } = await db.auth.signInWithPassword(user);
  if (error) throw error;
  return db;
}

/** The demo user's supabase-js clients: through the gateway and directly against PostgREST. */
export async function signedInClients(backend) {
  const signIn = (fetchImpl) => signedInClient(backend, undefined, fetchImpl);
  // PostgREST listens on loopback beside the gateway; the same supabase-js requests, minus the gateway.
  const postgrestUrl = `http://127.0.0.1:${backend.ports.postgrest}`;
  return {
    gateway: await signIn(),
    direct: await signIn((url, init) => fetch(String(url).replace(`${backend.apiUrl}/rest/v1`, postgrestUrl), init)),
  };
}

/** Adds `count` tasks spread over the past and next year; a quarter of them completed. */
/** `count` housing units spread over every building, each within its building's floors. */
export async function addHousing(sql, count) {
  await sql.query(
    `insert into public.housing (building_id, street, house_number, floor, square_meters, type, status)
     select b.id, b.street, format('%s%s', i, case when i % 9 = 0 then 'a' else '' end), i % (b.floors + 1), 40 + i % 90,
            (array['rent', 'sale'])[1 + i % 2], (array['occupied', 'rented', 'sold', 'reserved'])[1 + i % 4]
     from generate_series(1, $1::int) i
     join (select id, street, floors, row_number() over (order by id) - 1 as k from public.buildings) b
       on b.k = i % (select count(*) from public.buildings)`,
    [count],
  );
  await sql.query('vacuum (analyze) public.housing');
  const { rows: [{ housing }] } = await sql.query('select count(*)::int as housing from public.housing');
  return housing;
}

export async function addTasks(sql, count) {
  await sql.query(
    `insert into public.tasks (title, comments, start_date, end_date, is_completed, completed_at)
     select format('%s %s', (array['Controle', 'Onderhoud', 'Schoonmaak', 'Inspectie', 'Meteropname'])[1 + i % 5], i),
            case when i % 7 = 0 then 'Sleutel bij de receptie' end,
            now() + make_interval(hours => (i % 17520) - 8760),
            null,
            i % 4 = 0,
            case when i % 4 = 0 then now() end
     from generate_series(1, $1::int) i`,
    [count],
  );
  await sql.query('vacuum (analyze) public.tasks');
  const { rows: [{ tasks }] } = await sql.query('select count(*)::int as tasks from public.tasks');
  return tasks;
}

/** The bench's portfolio: 1,000 buildings with 10,000 spaces, 100,000 tasks, 100,000 housing units. */
export async function addScaleData(backend) {
  const sql = new pg.Client({ connectionString: backend.dbUrl });
  await sql.connect();
  try {
    const spaces = await addSpaces(sql, { buildings: 1000, total: 10_000 });
    const tasks = await addTasks(sql, 100_000);
    const housing = await addHousing(sql, 100_000);
    return { ...spaces, tasks, housing };
  } finally {
    await sql.end();
  }
}
