// Benchmark (not a test) of what the gateway adds to a read: signed-in clients (a session each)
// read the list pages the app reads (spaces' and housing's first page with the exact count, the
// first open tasks), through the gateway and directly against PostgREST, the two sides taking
// turns in blocks (gateway, direct, direct, gateway, ...) so a busy moment on the machine falls
// on both alike. p50/p95 per side and the ratio gateway/direct (target ≤ 1.05× at p50), for 50
// clients at once and for one. The load runs in a worker thread (gateway-load.mjs), apart from
// the gateway's event loop; both sides use the same keep-alive client.
//   node tools/bench/gateway-overhead.mjs [--clients=50,1] [--seconds=60] [--block=5] [--runs=1] [--data=scale|seed]
//                                         [--compare=<name>:<another checkout>/tools/stack/gateway.mjs,...]
//       alone: its own stack at ports 55321 + 700 + TEST_PORT_OFFSET; --data=seed skips the scale data
//       (the demo seed only: small pages, so the gateway's share is largest); --compare starts
//       gateways from other versions of the code (say, before a change) in front of the same
//       PostgREST, which take their turns with the other two in the same run
//   npm run bench      (part of the bench report, on the bench's scale data)
import { Worker } from 'node:worker_threads';
import { createClient } from '@supabase/supabase-js';
import { percentiles } from './scale.mjs';

export const GATEWAY_TARGET = 1.05;
const USER = { email: 'beheer@example.nl', password: 'beheer123' };

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by this benchmark');
  }
}

/** The lists' requests as supabase-js builds them (path with query, Prefer, X-Client-Info). */
function listRequests(backend) {
  const db = createClient(backend.apiUrl, backend.anonKey, { auth: { persistSession: false }, realtime: { transport: NoWebSocket } });
  const lists = [
    db.from('spaces').select('*, building:buildings(id, name, floors), entrance:entrances_and_exits(id, name)', { count: 'exact' })
      .order('building_name').order('id').range(0, 24),
    db.from('housing').select('*, building:buildings(id, name)', { count: 'exact' }).order('street').order('id').range(0, 24),
    db.from('tasks').select('*').eq('is_completed', false).order('start_date').order('id').range(0, 49),
  ];
  return lists.map((b) => ({ path: b.url.pathname + b.url.search, headers: Object.fromEntries(b.headers.entries()) }));
}

/** `count` sessions of the demo beheerder (a sign-in each): their access tokens. */
async function sessions(backend, count) {
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${backend.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(USER),
    });
    if (!res.ok) throw new Error(`sign-in ${i + 1} failed: ${res.status} ${await res.text()}`);
    tokens.push((await res.json()).access_token);
  }
  return tokens;
}

function load(workerData) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./gateway-load.mjs', import.meta.url), { workerData });
    worker.once('message', ({ result, error }) => (error ? reject(new Error(error)) : resolve(result)));
    worker.once('error', reject);
  });
}

const ratio = (a, b) => Math.round((a / b) * 100) / 100;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One alternating run for `clients` clients: p50/p95 per side and the ratios. */
async function measureRun(backend, tokens, queries, { clients, seconds, block, compared }) {
  const ports = { gateway: backend.ports.gateway, direct: backend.ports.postgrest };
  for (const c of compared) ports[c.name] = c.port;
  const loopBefore = performance.eventLoopUtilization();
  const { times, retried, cpuPerRequest, idleMicrosPerSecond } = await load({
    ports,
    anonKey: backend.anonKey,
    sessions: tokens.slice(0, clients),
    queries,
    blockMs: block * 1000,
    seconds,
    warmUpMs: Math.min(2000, block * 1000),
  });
  const side = (t) => ({ ...percentiles(t), requests: t.length });
  const [gateway, direct] = [side(times.gateway), side(times.direct)];
  const ratios = (x) => ({ p50: ratio(x.median, direct.median), p95: ratio(x.p95, direct.p95) });
  // CPU of the process per request beyond the direct side's (which is the load's own): the gateway's.
  const cpuOf = (name) => cpuPerRequest[name] - cpuPerRequest.direct;
  gateway.cpuMicros = cpuOf('gateway');
  // The gateways' event loop (this thread): how busy over the run, all sides' blocks together.
  const gatewayLoopBusy = Math.round(performance.eventLoopUtilization(loopBefore).utilization * 100) / 100;
  const run = { gateway, direct, retried, gatewayLoopBusy, idleMicrosPerSecond, ratio: ratios(gateway) };
  if (!compared.length) return run;
  const others = compared.map(({ name }) => ({ name, ...side(times[name]), cpuMicros: cpuOf(name) }));
  return { ...run, compared: others.map((x) => ({ ...x, ratio: ratios(x) })) };
}

/** Another version of the gateway in front of the same PostgREST (only /rest/v1 is asked of it). */
async function startCompared(backend, { name, file }) {
  const { startGateway } = await import(file);
  const gateway = await startGateway({ port: 0, postgrestPort: backend.ports.postgrest, jwtSecret: backend.jwtSecret });
  return { name, port: gateway.server.address().port, stop: () => gateway.stop() };
}

/**
 * For each number of clients, `runs` alternating runs of `seconds` each; a row per number of
 * clients with the runs and the medians of their figures.
 */
export async function gatewayOverheadTimes(backend, { clients = [50, 1], seconds = 60, block = 5, runs = 1, compare = [], log = console.log } = {}) {
  const queries = listRequests(backend);
  const tokens = await sessions(backend, Math.max(...clients));
  const compared = [];
  for (const c of compare) compared.push(await startCompared(backend, c));
  const rows = [];
  for (const n of clients) {
    const all = [];
    for (let r = 0; r < runs; r++) {
      all.push(await measureRun(backend, tokens, queries, { clients: n, seconds, block, compared }));
      const x = all.at(-1);
      const other = (x.compared ?? []).map((c) => `, ${c.name} ${c.median} / ${c.p95} ms, ratio ${c.ratio.p50} / ${c.ratio.p95}, ${c.cpuMicros} µs CPU`).join('');
      log(`gateway overhead, ${n} client(s), run ${r + 1}: gateway ${x.gateway.median} / ${x.gateway.p95} ms, direct ${x.direct.median} / ${x.direct.p95} ms, ratio ${x.ratio.p50} / ${x.ratio.p95}, ${x.gateway.cpuMicros} µs CPU${other}; event loop busy ${x.gatewayLoopBusy}, CPU without load ${x.idleMicrosPerSecond} µs/s, retried ${JSON.stringify(x.retried)}`);
    }
    const mid = (pick) => median(all.map(pick));
    rows.push({
      clients: n,
      runs: all,
      gateway: { p50: mid((x) => x.gateway.median), p95: mid((x) => x.gateway.p95), requests: mid((x) => x.gateway.requests), cpuMicros: mid((x) => x.gateway.cpuMicros) },
      direct: { p50: mid((x) => x.direct.median), p95: mid((x) => x.direct.p95), requests: mid((x) => x.direct.requests) },
      ratio: { p50: mid((x) => x.ratio.p50), p95: mid((x) => x.ratio.p95) },
      compared: compared.map(({ name }, i) => ({
        name,
        p50: mid((x) => x.compared[i].median),
        p95: mid((x) => x.compared[i].p95),
        cpuMicros: mid((x) => x.compared[i].cpuMicros),
        ratio: { p50: mid((x) => x.compared[i].ratio.p50), p95: mid((x) => x.compared[i].ratio.p95) },
      })),
    });
  }
  for (const c of compared) await c.stop();
  return { target: GATEWAY_TARGET, seconds, block, runs, lists: queries.map((q) => q.path.split('?')[0].slice('/rest/v1/'.length)), rows };
}

export function gatewayMarkdown(g) {
  const runs = g.runs > 1 ? `, median of ${g.runs} runs` : '';
  return [
    `Gateway overhead: signed-in clients (a session each) reading the first pages of ${g.lists.join(', ')} for ${g.seconds} s, through the gateway and directly against PostgREST in blocks of ${g.block} s taking turns${runs}; target ≤ ${g.target}× at p50.`,
    '',
    '| clients | gateway p50 / p95 (ms) | PostgREST direct p50 / p95 (ms) | requests timed (gateway / direct) | ratio p50 / p95 | | gateway CPU per request (µs) |',
    '|---:|---:|---:|---:|---:|---|---:|',
    ...g.rows.map(
      (r) =>
        `| ${r.clients} | ${r.gateway.p50} / ${r.gateway.p95} | ${r.direct.p50} / ${r.direct.p95} | ${r.gateway.requests} / ${r.direct.requests} | ${r.ratio.p50} / ${r.ratio.p95} | ${r.ratio.p50 <= g.target ? '✓' : '✗ over'} | ${r.gateway.cpuMicros} |`,
    ),
    '',
  ].join('\n');
}

function flags(argv) {
  const get = (name, fallback) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  return {
    clients: get('clients', '50,1').split(',').map(Number),
    seconds: Number(get('seconds', 60)),
    block: Number(get('block', 5)),
    runs: Number(get('runs', 1)),
    data: get('data', 'scale'),
    compare: (get('compare', '') || null)?.split(',').map((c) => {
      const [name, file] = c.split(':');
      return { name, file: file.startsWith('/') ? file : `${process.cwd()}/${file}` };
    }) ?? [],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = await import('node:path');
  const { root } = await import('../run/nx.mjs');
  const { addScaleData, startBenchBackend } = await import('./scale.mjs');
  const options = flags(process.argv.slice(2));
  const offset = 700 + Number(process.env.TEST_PORT_OFFSET ?? 0);
  const backend = await startBenchBackend({ dataDir: path.join(root, `.data/bench-gateway-${offset}`), offset });
  try {
    if (options.data === 'scale') {
      const data = await addScaleData(backend);
      console.log(`scale data: ${data.buildings} buildings, ${data.spaces} spaces, ${data.tasks} tasks, ${data.housing} housing units`);
    }
    const result = await gatewayOverheadTimes(backend, options);
    console.log(`\n${gatewayMarkdown(result)}`);
    for (const r of result.rows) {
      for (const c of r.compared) console.log(`${r.clients} client(s), ${c.name}: ${c.p50} / ${c.p95} ms, ratio ${c.ratio.p50} / ${c.ratio.p95}, ${c.cpuMicros} µs CPU per request`);
    }
  } finally {
    await backend.stop();
  }
}
