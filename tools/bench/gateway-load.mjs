// The load of the gateway bench (gateway-overhead.mjs), in a worker thread of its own so that
// making requests does not share an event loop with the gateway it measures.
// `clients` loops, each with its own session, send the list requests one after another, through
// the gateway or directly to PostgREST, the two sides taking turns in blocks of `blockMs`
// (gateway, direct, direct, gateway, ...; with a second gateway to compare with, the three in
// turns forwards and backwards). Each loop's first answer in a block is not timed:
// it may have opened a connection (an idle one is closed after the server's keep-alive time).
// Besides times, the CPU time of the whole process (the gateway, this load) per answered request
// in each side's blocks, less what it uses without load: the gateway's own cost per request, which
// a busy machine does not inflate as it does the times.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const IDLE_MS = 2000;

/** Block order: the sides forwards, then backwards, so none always follows the same one. */
const orderOf = (sides) => [...sides, ...[...sides].reverse()];

/** Same keep-alive client on both sides, so what the client costs is the same. */
const keepAliveClient = (clients) => new http.Agent({ keepAlive: true, maxSockets: clients, scheduling: 'lifo' });

function send({ connections, port, path, headers }) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers, agent: connections }, (res) => {
      res.on('data', () => {});
      res.on('end', () => (res.statusCode < 300 ? resolve() : reject(new Error(`${res.statusCode} for ${path}`))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The request of `query` by `session` to `side` (direct: PostgREST, without the /rest/v1 prefix). */
function requestOf({ ports, anonKey, pools }, side, query, session) {
  const headers = { ...query.headers, apikey: anonKey, authorization: `Bearer ${session}` };
  const path = side === 'direct' ? query.path.slice('/rest/v1'.length) : query.path;
  return { connections: pools[side], port: ports[side], path, headers };
}

/** Sends once; a keep-alive connection the server closed as it was reused is tried again (twice at most). */
async function sendOnce(request, side, retried) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(request);
    } catch (err) {
      if (err.code !== 'ECONNRESET' || attempt === 2) throw new Error(`${side}: ${err.message}`, { cause: err });
      retried[side] = (retried[side] ?? 0) + 1;
    }
  }
}

/** `ports`: side -> port (gateway, direct, and any other gateway to compare with). */
async function run({ ports, anonKey, sessions, queries, blockMs, seconds, warmUpMs }) {
  const sides = Object.keys(ports);
  const pools = Object.fromEntries(sides.map((side) => [side, keepAliveClient(sessions.length)]));
  const ctx = { ports, anonKey, pools };
  const times = Object.fromEntries(sides.map((side) => [side, []]));
  const retried = {};
  const block = { id: 0, side: 'gateway', timed: false, answered: 0 };
  const cpu = Object.fromEntries(sides.map((side) => [side, { micros: 0, answered: 0 }]));
  let cpuAtStart = process.cpuUsage();
  let blockStarted = performance.now();
  let stopped = false;

  const loop = async (i) => {
    let q = i % queries.length;
    let lastBlock = -1;
    while (!stopped) {
      const { id, side, timed } = block;
      const started = performance.now();
      await sendOnce(requestOf(ctx, side, queries[q], sessions[i]), side, retried);
      const ms = performance.now() - started;
      if (id === block.id) block.answered += 1;
      if (timed && lastBlock === id) times[side].push(ms);
      lastBlock = id;
      q = (q + 1) % queries.length;
    }
  };
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  // The process's CPU without load (the rest of the stack in it), taken off each block's.
  const idleFrom = { cpu: process.cpuUsage(), at: performance.now() };
  await wait(IDLE_MS);
  const idleUsed = process.cpuUsage(idleFrom.cpu);
  const idleMicrosPerMs = (idleUsed.user + idleUsed.system) / (performance.now() - idleFrom.at);
  const loops = sessions.map((_, i) => loop(i));
  const next = (side, timed) => {
    const used = process.cpuUsage(cpuAtStart);
    const ms = performance.now() - blockStarted;
    cpuAtStart = process.cpuUsage();
    blockStarted = performance.now();
    if (block.timed) {
      cpu[block.side].micros += used.user + used.system - idleMicrosPerMs * ms;
      cpu[block.side].answered += block.answered;
    }
    Object.assign(block, { id: block.id + 1, side, timed, answered: 0 });
  };

  // Untimed warm-up of each side: connections, PostgREST's and Postgres' caches.
  for (const side of sides) {
    next(side, false);
    await wait(warmUpMs);
  }
  const order = orderOf(sides);
  const blocks = Math.max(sides.length, Math.round((seconds * 1000) / blockMs));
  for (let k = 0; k < blocks; k++) {
    next(order[k % order.length], true);
    await wait(blockMs);
  }
  next(block.side, false);
  stopped = true;
  await Promise.all(loops);
  for (const pool of Object.values(pools)) pool.destroy();
  const cpuPerRequest = Object.fromEntries(Object.entries(cpu).map(([side, c]) => [side, Math.round(c.micros / c.answered)]));
  return { times, retried, blocks, cpuPerRequest, idleMicrosPerSecond: Math.round(idleMicrosPerMs * 1000) };
}

run(workerData).then(
  (result) => parentPort.postMessage({ result }),
  (err) => parentPort.postMessage({ error: err.stack ?? String(err) }),
);
