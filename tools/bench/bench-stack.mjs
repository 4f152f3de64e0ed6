// What every benchmark starts with: a fresh test stack of its own (its data folder
// under .data/, ports shifted by `offset` so it runs beside the dev and test stacks),
// an owner connection for filling the database, and sign-in as the demo user.
import path from 'node:path';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { createClient } from '@supabase/supabase-js';
import { startBackend } from '../stack/index.mjs';
import { root } from '../run/nx.mjs';

/** Node 20 has no WebSocket; supabase-js builds its realtime client eagerly, which is never used here. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by this benchmark');
  }
}

/**
 * Starts the stack in .data/<name> (wiped first). Returns the backend, `sql` (a
 * connected pg client as the owner), `signIn(fetchImpl?)` (supabase-js as the demo
 * user) and `stop()`.
 */
export async function startBenchStack(name, offset) {
  const dataDir = path.join(root, '.data', name);
  await rm(dataDir, { recursive: true, force: true });
  const backend = await startBackend({
    profile: 'test',
    dataDir,
    ports: { postgres: 55322 + offset, postgrest: 55323 + offset, gateway: 55321 + offset },
    log: () => {},
  });
  const sql = new pg.Client({ connectionString: backend.dbUrl });
  sql.on('error', () => {});
  const stop = async () => {
    await sql.end().catch(() => {});
    await backend.stop();
  };
  try {
    await sql.connect();
  } catch (error) {
    await backend.stop();
    throw error;
  }
  const signIn = async (fetchImpl = fetch) => {
    const db = createClient(backend.apiUrl, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NoWebSocket },
      global: { fetch: fetchImpl },
    });
    const { error } = await db.auth.signInWithPassword({ email: 'beheer@example.nl', password: 'beheer123' });
    if (error) throw error;
    return db;
  };
  return { backend, sql, signIn, stop };
}
