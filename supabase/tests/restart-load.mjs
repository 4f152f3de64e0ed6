// A run of requests through the gateway while one process of the stack is killed, for
// stack-lifecycle.mjs: what came back and when, and whether every acknowledged write is stored.
import pg from 'pg';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `workers` loops at once, each alternating an insert into public.buildings (a name of its own)
 * and a read, as the signed-in user (`token`). After `warmupMs`, `kill()`; the run goes on until
 * 2xx answers have come back for a second after the first 503, or until `windowMs` after the
 * kill. Times are in ms since the kill.
 */
export async function restartLoad({ apiUrl, anonKey, token, dbUrl, label, kill, workers = 4, warmupMs = 1000, windowMs = 10_000 }) {
  const headers = { apikey: anonKey, authorization: `Bearer ${token}` };
  const t0 = Date.now();
  const events = [];
  let stopped = false;
  let n = 0;

  async function request() {
    const i = n++;
    const write = i % 2 === 0;
    const name = `Herstart ${label} ${i}`;
    let answer;
    try {
      const res = await fetch(write ? `${apiUrl}/rest/v1/buildings` : `${apiUrl}/rest/v1/buildings?select=id&limit=1`, {
        method: write ? 'POST' : 'GET',
        headers: write ? { ...headers, 'content-type': 'application/json', prefer: 'return=minimal' } : headers,
        body: write ? JSON.stringify({ name }) : undefined,
      });
      const text = await res.text();
      answer = { status: res.status, retryAfter: res.headers.get('retry-after'), body: res.status >= 300 ? text : undefined };
    } catch (err) {
      answer = { status: 0, body: err.cause?.code ?? err.message }; // no answer at all
    }
    events.push({ t: Date.now() - t0, write, name, ...answer });
  }
  const running = Array.from({ length: workers }, async () => {
    while (!stopped) await request();
  });

  await pause(warmupMs);
  const killedAt = Date.now() - t0;
  const killed = await kill();
  const firstAfter = (t, test) => events.find((e) => e.t > t && test(e));
  const ok = (e) => e.status >= 200 && e.status < 300;
  for (;;) {
    await pause(50);
    const first503 = firstAfter(killedAt, (e) => e.status === 503);
    const okAgain = first503 && firstAfter(first503.t, ok);
    if ((okAgain && Date.now() - t0 > okAgain.t + 1000) || Date.now() - t0 > killedAt + windowMs) break;
  }
  stopped = true;
  await Promise.all(running);

  const first503 = firstAfter(killedAt, (e) => e.status === 503);
  const okAgain = first503 && firstAfter(first503.t, ok);
  const statuses = {};
  for (const e of events) statuses[e.status] = (statuses[e.status] ?? 0) + 1;
  const unavailable = events.filter((e) => e.status === 503);
  const acknowledged = events.filter((e) => e.write && ok(e)).map((e) => e.name);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  let stored;
  try {
    const { rows } = await db.query('select name from public.buildings where name like $1', [`Herstart ${label} %`]);
    stored = new Set(rows.map((r) => r.name));
  } finally {
    await db.end();
  }
  return {
    killed,
    first503Ms: first503 ? first503.t - killedAt : null,
    okAgainMs: okAgain ? okAgain.t - killedAt : null,
    lastMs: events.at(-1).t - killedAt,
    statuses,
    okBeforeKill: events.filter((e) => e.t < killedAt && ok(e)).length,
    okAfter503: first503 ? events.filter((e) => e.t > first503.t && ok(e)).length : 0,
    // Anything but 2xx and 503 (a 502, a dropped connection): the first few.
    others: events.filter((e) => !ok(e) && e.status !== 503).slice(0, 5),
    retryAfter: [...new Set(unavailable.map((e) => e.retryAfter))],
    bodies503: [...new Set(unavailable.map((e) => e.body))].map((body) => JSON.parse(body)),
    acknowledgedWrites: acknowledged.length,
    lost: acknowledged.filter((name) => !stored.has(name)),
  };
}
