// Shared by the data tests: supabase-js clients against the running stack and
// the fixed ids of supabase/seed.sql.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@facility/data';
import { Client } from 'pg';

export type Db = SupabaseClient<Database>;
/** The tables the API writes (history is written by the database only: its own spec). */
export type TableName = Exclude<keyof Database['public']['Tables'], 'history'>;
export type Row = Record<string, unknown>;

export const DEMO_USER = { email: 'beheer@example.nl', password: 'beheer123' };

function env(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set. The data tests run against the local stack: ` +
        'node supabase/tests/run.mjs (or npm test) starts it and sets SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_DB_URL.',
    );
  }
  return value;
}

/**
 * A direct connection as the database owner (postgres, as the migrations and the
 * seed run), for reading the catalog and for what only the seed may do. Fails when
 * SUPABASE_DB_URL is not set: the harness always sets it, so a missing one is a bug.
 */
export async function ownerDb(): Promise<Client> {
  const client = new Client({ connectionString: env('SUPABASE_DB_URL') });
  await client.connect();
  return client;
}

/** A Postgres error of `pg` in the shape supabase-js gives PostgREST's (for toDutchMessage). */
export function asBackendError(error: unknown) {
  const e = error as { code?: string; message?: string; detail?: string; hint?: string };
  return { code: e.code ?? '', message: e.message ?? String(error), details: e.detail ?? null, hint: e.hint ?? null };
}

/** Node 20 has no WebSocket; the tests never use realtime, so any use is a bug. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by the data tests');
  }
}

function newClient(key = env('SUPABASE_ANON_KEY')): Db {
  return createClient<Database>(env('SUPABASE_URL'), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });
}

/** A client with only the anon key. */
export function anonClient(): Db {
  return newClient();
}

/** A client with the service role's key (as a server function holds it). */
export function serviceRoleClient(): Db {
  return newClient(env('SUPABASE_SERVICE_ROLE_KEY'));
}

/** A client signed in as the demo user (a beheerder who sees every building). */
export async function userClient(): Promise<Db> {
  return signedIn(DEMO_USER);
}

/** A client signed in with a real password sign-in (real access and refresh tokens). */
export async function signedIn(user: { email: string; password: string }): Promise<Db> {
  const db = newClient();
  const { error } = await db.auth.signInWithPassword(user);
  if (error) throw new Error(`Sign-in as ${user.email} failed: ${error.message}`);
  return db;
}

/** Untyped access for the table-driven tests (the cases themselves are typed). */
export function table(db: Db, name: TableName) {
  return (db as unknown as SupabaseClient).from(name);
}

/** Exact row count of a table as the given client sees it. */
export async function countRows(db: Db, name: TableName): Promise<number> {
  const { count, error } = await table(db, name).select('*', { count: 'exact', head: true });
  if (error) throw new Error(`count(${name}) failed: ${error.message}`);
  return count ?? 0;
}

/** Apply equality filters for every key of `match` (query: a supabase-js filter builder). */
export function whereAll<Q>(query: Q, match: Row): Q {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let q = query as any;
  for (const [column, value] of Object.entries(match)) q = q.eq(column, value);
  return q as Q;
}

/** Fixed ids of supabase/seed.sql: '<table no.>-0000-4000-8000-<row no.>'. */
const seedId = (tableNo: number) => (row: number) =>
  `${String(tableNo).padStart(8, '0')}-0000-4000-8000-${String(row).padStart(12, '0')}`;

export const SEED = {
  building: seedId(1),
  entrance: seedId(2),
  space: seedId(3),
  housing: seedId(4),
  task: seedId(5),
  keyCabinet: seedId(6),
  key: seedId(7),
  facilityType: seedId(8),
  supplier: seedId(9),
  mechanic: seedId(10),
  company: seedId(11),
  owner: seedId(12),
  provision: seedId(13),
  utility: seedId(14),
  reading: seedId(15),
  parkingSpace: seedId(16),
  malfunction: seedId(17),
  cleaningRequest: seedId(18),
  complaint: seedId(19),
  nuisance: seedId(20),
};

/** A uuid that no seeded or test row uses. */
export const MISSING_ID = '0000dead-0000-4000-8000-000000000000';

/** The calendar day in Amsterdam `offset` days from today, as the database's date ('yyyy-MM-dd'). */
export function amsterdamDay(offset = 0): string {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
  // Calendar days, not 24-hour steps: late in the evening a step of 24 hours across the
  // switch from summer time lands on the wrong day.
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** Midnight in Amsterdam of that day, as an instant (what a form sends for a chosen day), in summer and winter time. */
export function amsterdamDayStart(offset = 0): string {
  const day = amsterdamDay(offset);
  // 00:00 UTC lies before that day's switch to or from summer time (01:00 UTC).
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return new Date(`${day}T00:00:00${zone?.replace('GMT', '') || 'Z'}`).toISOString();
}

/**
 * Deletes the rows of `name` whose `column` is one of `values`, one request per row: a
 * write through the API changes at most one row (one_row_per_write), so a test's
 * clean-up deletes as the apps do, by id.
 */
export async function deleteEach(db: Db, name: TableName, column: string, values: readonly unknown[]): Promise<void> {
  const { data, error } = await table(db, name).select('id').in(column, values as unknown[]);
  if (error) throw new Error(`select from ${name} failed: ${error.message}`);
  for (const row of (data ?? []) as { id: string }[]) {
    const removed = await table(db, name).delete().eq('id', row.id);
    if (removed.error) throw new Error(`delete from ${name} failed: ${removed.error.message}`);
  }
}
