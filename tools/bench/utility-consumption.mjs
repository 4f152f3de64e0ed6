// Benchmark (not a test): how fast utility_consumption (20261128002000_insights.sql) answers a
// meter's consumption per month. Starts a fresh test stack in .data/bench-consumption, loads
// 100 readable meters with 10 years of monthly readings each (on an irregular day of the month;
// every fourth meter replaced once, halfway), and times 200 calls per month (and 50 per quarter
// and year) through the gateway and directly against PostgREST, as the demo user, each call for
// the next meter. Prints the plan of one call in the database too. Target: p95 <= 50 ms.
//   node tools/bench/utility-consumption.mjs     (results also in .data/bench-consumption-results.json)
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { round, signedInClients, startBenchBackend } from './scale.mjs';
import { root } from '../run/nx.mjs';

const METERS = 100;
const MONTHS = 120;
const WARM_UP = 10;
const CALLS = { month: 200, quarter: 50, year: 50 };

const startedAt = Date.now();
const offset = 760;
const dataDir = path.join(root, '.data/bench-consumption');
const resultsFile = path.join(root, '.data/bench-consumption-results.json');
const backend = await startBenchBackend({ dataDir, offset });
const sql = new pg.Client({ connectionString: backend.dbUrl });
sql.on('error', () => {});

/** Percentile q of sorted times, interpolated. */
function percentile(sorted, q) {
  const i = q * (sorted.length - 1);
  const lo = Math.floor(i);
  return sorted[lo] + (sorted[Math.ceil(i)] - sorted[lo]) * (i - lo);
}

/** `calls` timed calls (after a warm-up), each for the next meter. */
async function time(db, meters, period, calls) {
  const call = (i) => db.rpc('utility_consumption', { p_utility_id: meters[i % meters.length], p_period: period }, { get: true });
  for (let i = 0; i < WARM_UP; i++) await call(i);
  const times = [];
  let rows = 0;
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const { data, error } = await call(i);
    times.push(performance.now() - started);
    if (error) throw new Error(`utility_consumption: ${error.message}`);
    rows += data.length;
  }
  times.sort((a, b) => a - b);
  return { calls, p50: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)), max: round(times.at(-1)), rowsPerCall: round(rows / calls) };
}

try {
  await sql.connect();
  const clients = await signedInClients(backend);
  const { rows: meters } = await sql.query(
    `insert into public.utilities (type, meter_number, is_readable)
     select (array['Elektriciteit', 'Water', 'Gas', 'Warmte'])[1 + i % 4], format('BENCH-%s', i), true
       from generate_series(1, $1::int) i
     returning id`,
    [METERS],
  );
  // Monthly readings up to last month, on day 1..28 of the month; about 300 a month with some
  // noise, and every fourth meter replaced halfway (a confirmed lower reading, starting at 0).
  const loadStarted = performance.now();
  await sql.query('begin');
  await sql.query(`select set_config('facility.confirm_lower_reading', 'on', true)`);
  await sql.query(
    `insert into public.utility_readings (utility_id, reading_value, reading_date)
     select u.id,
            replace((case when u.n % 4 = 0 and m > $2::int / 2 then (m - $2::int / 2) * 300 else m * 300 end
                     + (u.n * 7 + m * 13) % 50 + 0.5)::text, '.', ','),
            (date_trunc('month', now() at time zone 'Europe/Amsterdam') - make_interval(months => $2::int - m) + make_interval(days => ((u.n + m * 5) % 28)::int)
               + interval '10 hours') at time zone 'Europe/Amsterdam'
       from (select id, row_number() over (order by id) as n from public.utilities where id = any($1::uuid[])) u
      cross join generate_series(0, $2::int - 1) m
      order by u.id, m`,
    [meters.map((m) => m.id), MONTHS],
  );
  await sql.query('commit');
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  await sql.query('vacuum (analyze)');
  const { rows: [counts] } = await sql.query('select count(*)::int as readings from public.utility_readings');
  console.log(`scale: ${METERS} meters x ${MONTHS} monthly readings (${counts.readings} readings in the database), loaded in ${loadSeconds.toFixed(1)} s`);

  const ids = meters.map((m) => m.id);
  const results = [];
  for (const [period, calls] of Object.entries(CALLS)) {
    const gateway = await time(clients.gateway, ids, period, calls);
    const direct = await time(clients.direct, ids, period, calls);
    results.push({ period, gateway, direct });
  }

  // The plan of the function's own query in one call, as the demo user (auto_explain logs
  // the nested statement; the log line reaches this client as a notice).
  const logged = [];
  const onNotice = (notice) => logged.push(notice.message);
  sql.on('notice', onNotice);
  await sql.query('begin');
  await sql.query(`load 'auto_explain'`);
  await sql.query(`set local auto_explain.log_min_duration = 0`);
  await sql.query(`set local auto_explain.log_analyze = on`);
  await sql.query(`set local auto_explain.log_nested_statements = on`);
  await sql.query(`set local client_min_messages = log`);
  await sql.query(`set local role authenticated`);
  await sql.query(`select * from public.utility_consumption($1, 'month')`, [ids[0]]);
  await sql.query('rollback');
  sql.off('notice', onNotice);
  const planText = logged
    .map((m) => m.replace(/Query Text:[\s\S]*?\n(?=[A-Z][A-Za-z ]+ {2}\(cost)/, ''))
    .join('\n');

  console.log(`\n| utility_consumption | calls | rows/call | gateway p50 / p95 / max (ms) | PostgREST direct p50 / p95 (ms) |`);
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.period} | ${r.gateway.calls} | ${r.gateway.rowsPerCall} | ${r.gateway.p50} / ${r.gateway.p95} / ${r.gateway.max} | ${r.direct.p50} / ${r.direct.p95} |`);
  }
  console.log(`\n### One call in the database (month): the function's query, then the call\n${planText}`);
  const month = results.find((r) => r.period === 'month');
  console.log(`\nTarget p95 <= 50 ms through the gateway (month): ${month.gateway.p95 <= 50 ? 'met' : 'NOT met'} (${month.gateway.p95} ms)`);
  const totalSeconds = (Date.now() - startedAt) / 1000;
  await writeFile(resultsFile, JSON.stringify({ meters: METERS, months: MONTHS, readings: counts.readings, loadSeconds, results, plan: planText, totalSeconds }, null, 2));
  console.log(`Total run time ${totalSeconds.toFixed(1)} s; results in ${path.relative(root, resultsFile)}`);
} finally {
  await sql.end().catch(() => {});
  await backend.stop();
}
