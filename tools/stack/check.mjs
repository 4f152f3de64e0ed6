#!/usr/bin/env node
// Self-check of the local stack, without jest:  node tools/stack/check.mjs
//
// Uses its own throw-away migration + seed (a temp dir; supabase/migrations and seed.sql are
// not read), a temp data dir and its own ports (CHECK_PORTS in config.mjs: 57321-57323), so it
// can run next to a dev or test stack.
// Proves: RLS with the anon key, password sign-in / wrong password / refresh / getUser /
// signOut through supabase-js, generate-with-ai with and without a session, CORS, API-key
// check, restart without re-applying migrations (data kept), migrate() + schema reload,
// a clear error for a failing migration and for a taken port, the stack's own JWT secret (a
// token signed with Supabase's demo secret is refused; the demo secret is refused off loopback),
// the sign-in rate limit, the demo user's password option. Exit code 0 = all passed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient, AuthApiError } from '@supabase/supabase-js';
import pg from 'pg';
import { startBackend } from './index.mjs';
import { API_KEY_CLAIMS, CHECK_PORTS, DEMO_JWT_SECRET } from './config.mjs';
import { signJwt } from './jwt.mjs';

const EMAIL = 'beheer@example.nl';
const PASSWORD = 'beheer123';

const MIGRATION = `
create table public.buildings (
  id uuid default gen_random_uuid() primary key,
  name text not null
);
alter table public.buildings enable row level security;
create policy "staff can do everything" on public.buildings
  for all to authenticated using (true) with check (true);
`;
const SEED = `
insert into public.buildings (name) values ('Hoofdgebouw');
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change)
values ('00000000-0000-0000-0000-000000000000', 'a1b2c3d4-0000-4000-8000-000000000001',
  'authenticated', 'authenticated', '${EMAIL}', crypt('${PASSWORD}', gen_salt('bf')), now(),
  '{"provider":"email","providers":["email"]}', '{"full_name":"Beheer"}', now(), now(), '', '', '', '');
`;

const results = [];
async function step(name, fn) {
  const t = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ok    ${name} (${Date.now() - t} ms)`);
  } catch (err) {
    results.push({ name, ok: false, err });
    console.log(`  FAIL  ${name}\n        ${String(err?.stack ?? err).split('\n').slice(0, 6).join('\n        ')}`);
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-check-'));
fs.chmodSync(tmp, 0o755); // the postgres user must reach the data dir inside
const migrationsDir = path.join(tmp, 'migrations');
fs.mkdirSync(migrationsDir);
fs.writeFileSync(path.join(migrationsDir, '20250101000000_buildings.sql'), MIGRATION);
const seedFile = path.join(tmp, 'seed.sql');
fs.writeFileSync(seedFile, SEED);
const dataDir = path.join(tmp, 'data');
const ports = { ...CHECK_PORTS };
const logLines = [];
const opts = (extra = {}) => ({
  profile: 'test',
  dataDir,
  ports,
  migrationsDir,
  seedFile,
  log: (m) => logLines.push(m),
  ...extra,
});
// supabase-js 2.109 builds its realtime client eagerly and throws on Node 20 without a
// WebSocket (Node 22 has one; Node 20 only with --experimental-websocket). Realtime is not
// used here, so hand it a stand-in transport unless the runtime has a real one.
const realtime = globalThis.WebSocket
  ? {}
  : {
      transport: class NoWebSocket {
        constructor() {
          throw new Error('WebSocket is not available (run node with --experimental-websocket)');
        }
      },
    };
const client = (b, key) =>
  createClient(b.apiUrl, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime });
const clientFor = (b) => client(b, b.anonKey);

let backend = null;
const timings = {};
try {
  console.log(`stack check (temp dir ${tmp})`);

  await step('cold start (fresh data dir: initdb, bootstrap, migration, seed)', async () => {
    const t = Date.now();
    backend = await startBackend(opts({ reset: true }));
    timings.cold = Date.now() - t;
    assert.equal(backend.fresh, true);
    assert.ok(logLines.some((l) => l.includes('migratie toegepast: 20250101000000_buildings.sql')));
    assert.ok(logLines.some((l) => l.includes('seed uitgevoerd')));
  });

  await step('anon key: select returns [] and insert fails with 42501 (RLS)', async () => {
    const sb = clientFor(backend);
    const sel = await sb.from('buildings').select('*');
    assert.equal(sel.error, null);
    assert.deepEqual(sel.data, []);
    const ins = await sb.from('buildings').insert({ name: 'Anoniem' });
    assert.equal(ins.error?.code, '42501');
  });

  await step('plain HTTP with only the apikey header returns [] (curl equivalent)', async () => {
    const res = await fetch(`${backend.apiUrl}/rest/v1/buildings?select=*`, { headers: { apikey: backend.anonKey } });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), []);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
  });

  await step('no or bad API key: 401 {message: "Invalid API key"}', async () => {
    for (const headers of [{}, { apikey: 'nonsense' }, { apikey: `${backend.anonKey}x` }]) {
      const res = await fetch(`${backend.apiUrl}/rest/v1/buildings`, { headers });
      assert.equal(res.status, 401);
      assert.equal((await res.json()).message, 'Invalid API key');
    }
  });

  await step('CORS preflight: 204 with allow-headers', async () => {
    const res = await fetch(`${backend.apiUrl}/rest/v1/buildings`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4200',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, x-client-info, prefer',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const allow = res.headers.get('access-control-allow-headers');
    for (const h of ['apikey', 'authorization', 'content-type', 'x-client-info', 'prefer', 'range']) {
      assert.ok(allow.includes(h), `allow-headers misses ${h}`);
    }
  });

  await step('service_role key bypasses RLS', async () => {
    const sb = client(backend, backend.serviceKey);
    const { data, error } = await sb.from('buildings').select('name');
    assert.equal(error, null);
    assert.deepEqual(data, [{ name: 'Hoofdgebouw' }]);
  });

  await step('wrong password: AuthApiError 400 invalid_credentials', async () => {
    const sb = clientFor(backend);
    const { data, error } = await sb.auth.signInWithPassword({ email: EMAIL, password: 'fout' });
    assert.equal(data.session, null);
    assert.ok(error instanceof AuthApiError, `expected AuthApiError, got ${error?.name}`);
    assert.equal(error.status, 400);
    assert.equal(error.code, 'invalid_credentials');
    assert.equal(error.message, 'Invalid login credentials');
  });

  await step('a token signed with the demo secret is refused: 401 (the stack has its own secret)', async () => {
    assert.notEqual(backend.jwtSecret, DEMO_JWT_SECRET);
    const forged = signJwt(API_KEY_CLAIMS.service_role, DEMO_JWT_SECRET);
    for (const headers of [{ apikey: forged }, { apikey: backend.anonKey, authorization: `Bearer ${forged}` }]) {
      const res = await fetch(`${backend.apiUrl}/rest/v1/buildings?select=name`, { headers });
      assert.equal(res.status, 401, JSON.stringify(headers));
    }
  });

  await step('the demo secret on a non-loopback address is refused before anything starts', async () => {
    // The backend runs, so every port is taken: the secret is checked before the ports.
    await assert.rejects(startBackend(opts({ host: '0.0.0.0', jwtSecret: DEMO_JWT_SECRET })), (err) => {
      assert.match(err.message, /luisteren op 0\.0\.0\.0, niet alleen op loopback, met de bekende demo-JWT-secret/);
      return true;
    });
  });

  await step('sign-in rate limit: the 11th wrong password within a minute gives AuthApiError 429', async () => {
    const sb = clientFor(backend);
    const email = `check-${Date.now()}@example.nl`;
    for (let i = 1; i <= 10; i++) {
      const { error } = await sb.auth.signInWithPassword({ email, password: `fout-${i}` });
      assert.equal(error?.code, 'invalid_credentials', `attempt ${i}`);
    }
    const { error } = await sb.auth.signInWithPassword({ email, password: 'fout-11' });
    assert.ok(error instanceof AuthApiError, `expected AuthApiError, got ${error?.name}`);
    assert.equal(error.status, 429);
    assert.equal(error.code, 'over_request_rate_limit');
    // Another address from the same IP is not blocked (the IP limit is higher).
    const ok = await clientFor(backend).auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    assert.equal(ok.error, null);
  });

  const sb = clientFor(backend);
  let firstSession;
  await step('signInWithPassword, then select returns the row and insert works', async () => {
    const { data, error } = await sb.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    assert.equal(error, null);
    firstSession = data.session;
    assert.equal(data.user.email, EMAIL);
    assert.equal(data.user.role, 'authenticated');
    assert.deepEqual(data.user.app_metadata, { provider: 'email', providers: ['email'] });
    assert.equal(data.session.token_type, 'bearer');
    assert.equal(data.session.expires_in, 3600);
    const sel = await sb.from('buildings').select('name');
    assert.equal(sel.error, null);
    assert.deepEqual(sel.data, [{ name: 'Hoofdgebouw' }]);
    const ins = await sb.from('buildings').insert({ name: 'Bijgebouw' }).select('name').single();
    assert.equal(ins.error, null);
    assert.equal(ins.data.name, 'Bijgebouw');
  });

  await step('getUser returns the signed-in user', async () => {
    const { data, error } = await sb.auth.getUser();
    assert.equal(error, null);
    assert.equal(data.user.email, EMAIL);
    assert.equal(data.user.user_metadata.full_name, 'Beheer');
  });

  await step('refreshSession rotates; the old refresh token is refused afterwards', async () => {
    const { data, error } = await sb.auth.refreshSession();
    assert.equal(error, null);
    assert.notEqual(data.session.refresh_token, firstSession.refresh_token);
    assert.equal(data.session.user.email, EMAIL);
    const other = clientFor(backend);
    const reuse = await other.auth.refreshSession({ refresh_token: firstSession.refresh_token });
    assert.ok(reuse.error instanceof AuthApiError);
    assert.equal(reuse.error.code, 'refresh_token_already_used');
  });

  await step('generate-with-ai with a session: {text, provider: "template"}', async () => {
    // Reuse detection above revoked the family: sign in again for a fresh session.
    const { error: e } = await sb.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    assert.equal(e, null);
    const { data, error } = await sb.functions.invoke('generate-with-ai', {
      body: {
        systemPrompt: 'Je schrijft beknopte, professionele Nederlandse schoonmaakverzoeken.',
        userPrompt: 'Locatie: Kantoor 1.02\nGebouw: Hoofdgebouw\nLeverancier: Schoon BV\nToelichting: ramen wassen',
      },
    });
    assert.equal(error, null);
    assert.equal(data.provider, 'template');
    assert.match(data.text, /Kantoor 1\.02/);
    assert.match(data.text, /Schoon BV/);
  });

  await step('generate-with-ai: too long prompt gives 400 with a Dutch error', async () => {
    const { error } = await sb.functions.invoke('generate-with-ai', {
      body: { systemPrompt: '', userPrompt: 'x'.repeat(4001) },
    });
    assert.equal(error?.context?.status, 400);
    const body = await error.context.json();
    assert.match(body.error, /te lang/);
  });

  await step('generate-with-ai without a session (anon key only): 401 {error}', async () => {
    const anon = clientFor(backend);
    const { data, error } = await anon.functions.invoke('generate-with-ai', {
      body: { systemPrompt: 'x', userPrompt: 'y' },
    });
    assert.equal(data, null);
    assert.equal(error?.context?.status, 401);
    assert.ok(typeof (await error.context.json()).error === 'string');
    const bare = await fetch(`${backend.apiUrl}/functions/v1/generate-with-ai`, { method: 'POST', body: '{}' });
    assert.equal(bare.status, 401);
  });

  await step('signOut revokes: refresh token refused, getUser with the old token fails', async () => {
    const { data: before } = await sb.auth.getSession();
    const { error } = await sb.auth.signOut();
    assert.equal(error, null);
    const { data: after } = await sb.auth.getSession();
    assert.equal(after.session, null);
    const other = clientFor(backend);
    const again = await other.auth.refreshSession({ refresh_token: before.session.refresh_token });
    assert.ok(again.error, 'refresh after signOut should fail');
    const user = await other.auth.getUser(before.session.access_token);
    assert.ok(user.error, 'getUser with a signed-out session should fail');
  });

  await step('migrate() applies a new migration and PostgREST sees it after NOTIFY', async () => {
    fs.writeFileSync(
      path.join(migrationsDir, '20250102000000_notes.sql'),
      `create table public.notes (id bigint generated always as identity primary key, body text);
       alter table public.notes enable row level security;`,
    );
    const applied = await backend.migrate();
    assert.deepEqual(applied, ['20250102000000_notes.sql']);
    const svc = client(backend, backend.serviceKey);
    let last;
    for (let i = 0; i < 40; i++) {
      last = await svc.from('notes').select('*');
      if (!last.error) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(last.error, null);
  });

  await step('stop() is idempotent', async () => {
    await Promise.all([backend.stop(), backend.stop()]);
    await backend.stop();
    backend = null;
  });

  await step('warm restart: no migration applied twice, data kept, no seed', async () => {
    logLines.length = 0;
    const t = Date.now();
    backend = await startBackend(opts({ reset: false }));
    timings.warm = Date.now() - t;
    assert.equal(backend.fresh, false);
    assert.ok(!logLines.some((l) => l.includes('migratie toegepast')), logLines.join('\n'));
    assert.ok(!logLines.some((l) => l.includes('seed uitgevoerd')));
    const db = new pg.Client({ connectionString: backend.dbUrl });
    await db.connect();
    const { rows } = await db.query('select name from public.buildings order by name');
    const { rows: mig } = await db.query('select version from supabase_migrations.schema_migrations order by 1');
    await db.end();
    assert.deepEqual(rows.map((r) => r.name), ['Bijgebouw', 'Hoofdgebouw']);
    assert.deepEqual(mig.map((r) => r.version), ['20250101000000', '20250102000000']);
  });

  await step('demoUserPassword sets the demo user\'s password on start; the default puts it back', async () => {
    await backend.stop();
    backend = await startBackend(opts({ reset: false, demoUserPassword: 'een-ander-wachtwoord' }));
    const other = await clientFor(backend).auth.signInWithPassword({ email: EMAIL, password: 'een-ander-wachtwoord' });
    assert.equal(other.error, null);
    const old = await clientFor(backend).auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    assert.equal(old.error?.code, 'invalid_credentials');
    await backend.stop();
    backend = await startBackend(opts({ reset: false }));
    const back = await clientFor(backend).auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    assert.equal(back.error, null);
  });

  await step('a taken port gives a clear error naming port and purpose', async () => {
    // backend is running: every port is taken.
    await assert.rejects(startBackend(opts({ reset: false })), (err) => {
      assert.equal(err.code, 'PORT_IN_USE');
      assert.match(err.message, new RegExp(`Poort ${ports.gateway} \\(API-gateway\\) is al in gebruik`));
      assert.match(err.message, new RegExp(`Poort ${ports.postgres} \\(PostgreSQL\\) is al in gebruik`));
      return true;
    });
    await backend.stop();
    backend = null;
    const blocker = net.createServer().listen(ports.gateway, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    try {
      await assert.rejects(startBackend(opts({ reset: false })), (err) => {
        assert.match(err.message, new RegExp(`Poort ${ports.gateway} \\(API-gateway\\) is al in gebruik`));
        assert.doesNotMatch(err.message, /PostgreSQL/);
        return true;
      });
    } finally {
      await new Promise((r) => blocker.close(r));
    }
  });

  await step('a failing migration stops with file name and Postgres message', async () => {
    fs.writeFileSync(path.join(migrationsDir, '20250103000000_broken.sql'), 'create table public.x (id int);\nselec 1;\n');
    await assert.rejects(startBackend(opts({ reset: false })), (err) => {
      assert.match(err.message, /Migratie .*20250103000000_broken\.sql mislukt: syntax error at or near "selec" \(regel 2\)/);
      return true;
    });
    fs.rmSync(path.join(migrationsDir, '20250103000000_broken.sql'));
    // Nothing was left running: the ports are free again.
    backend = await startBackend(opts({ reset: false }));
    await backend.stop();
    backend = null;
  });
} finally {
  if (backend) await backend.stop().catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok);
console.log(
  `\n${results.length - failed.length}/${results.length} passed` +
    (timings.cold ? `; cold start ${timings.cold} ms, warm start ${timings.warm ?? '?'} ms` : ''),
);
process.exit(failed.length ? 1 : 0);
