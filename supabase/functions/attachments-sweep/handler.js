// attachments-sweep — removes the bytes of attachments whose row was deleted. The delete
// trigger (supabase/migrations/20261202000100_attachments.sql) deletes the objects' metadata at
// once and queues their names and versions; storage-api deletes bytes only together with a
// metadata row, so this function, with the service role:
//
//   1. POST /rest/v1/rpc/attachments_trash_take {p_max}: up to p_max queued objects are put
//      back into storage.objects (same id, name, version: the key of their bytes);
//   2. DELETE /storage/v1/object/<bucket> {prefixes}: the Storage API deletes rows and bytes;
//   3. POST /rest/v1/rpc/attachments_trash_done: the queue forgets what is gone;
//
// and again until the queue is empty (at most `rounds` times). Meant for a schedule (pg_cron
// with pg_net, or any cron) on a hosted project; locally the stack's storage server empties
// the queue itself. Only the service role may call it: POST with the service role key as
// bearer. Answers {removed, left}.
//
// Web-standard APIs only (Request, Response, fetch): the same module runs as a Supabase Edge
// Function (index.ts) and in the local stack (tools/stack/functions.mjs).

export const BATCH = 100;
export const ROUNDS = 20;

const json = (status, body) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createHandler(env = {}, deps = {}) {
  const doFetch = deps.fetch ?? ((...args) => fetch(...args));
  const supabaseUrl = String(env.SUPABASE_URL ?? '').replace(/\/+$/, '');
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const asService = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' };

  async function call(method, path, body) {
    const res = await doFetch(`${supabaseUrl}${path}`, { method, headers: asService, body: JSON.stringify(body ?? {}) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }

  /** One batch: put back, remove through the Storage API, forget. Returns how many were taken. */
  async function sweepOnce() {
    const taken = await call('POST', '/rest/v1/rpc/attachments_trash_take', { p_max: BATCH });
    const perBucket = new Map();
    for (const { bucket_id: bucket, name } of taken ?? []) perBucket.set(bucket, [...(perBucket.get(bucket) ?? []), name]);
    for (const [bucket, names] of perBucket) {
      await call('DELETE', `/storage/v1/object/${encodeURIComponent(bucket)}`, { prefixes: names });
    }
    await call('POST', '/rest/v1/rpc/attachments_trash_done', {});
    return taken?.length ?? 0;
  }

  return async (req) => {
    if (req.method !== 'POST') return json(405, { error: 'Alleen POST-verzoeken zijn toegestaan.' });
    if (!serviceKey || req.headers.get('authorization') !== `Bearer ${serviceKey}`) {
      return json(403, { error: 'Alleen de service role mag bijlagen opruimen.' });
    }
    let removed = 0;
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const taken = await sweepOnce();
        removed += taken;
        if (taken < BATCH) return json(200, { removed, left: false });
      }
      return json(200, { removed, left: true });
    } catch (err) {
      console.error('attachments-sweep:', err);
      return json(502, { error: 'Opruimen van bijlagen is mislukt.', removed });
    }
  };
}
