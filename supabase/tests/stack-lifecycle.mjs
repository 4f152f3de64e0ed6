// The local stack's own life cycle, for stack.data.spec.ts, which runs this file in a node
// process of its own (the stack is ESM; jest runs the data tests as CommonJS).
//
// Starts a backend of its own: a temp dir, free ports, an own JWT secret and a throw-away
// migration and seed (of supabase/migrations only the functions' rate limit), so it runs beside the
// test stack. Does what `npm start` and the tools rely on: cold and warm start, migrate(),
// stop(), the demo user's password option, the refusals (demo secret off loopback, a taken
// port, a failing migration), the service_role key, tokens past their exp, and PostgREST and
// Postgres killed under load (restartLoad). Prints what it saw as one JSON object on stdout;
// the expectations are in the spec. Logs go to stderr.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_JWT_SECRET } from '../../tools/stack/config.mjs';
import { startBackend } from '../../tools/stack/index.mjs';
import { signJwt } from '../../tools/stack/jwt.mjs';
import { listeningPid } from '../../tools/stack/ports.mjs';
import { restartLoad } from './restart-load.mjs';

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
const PROMPTS = { systemPrompt: 'Schrijf een schoonmaakverzoek.', userPrompt: 'Locatie: Kantoor 1.02\nLeverancier: Schoon BV' };

/** `n` ports nobody listens on now (the OS picks them). */
async function freePorts(n) {
  const servers = await Promise.all(
    Array.from({ length: n }, () => new Promise((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server));
    })),
  );
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-lifecycle-'));
fs.chmodSync(tmp, 0o755); // the postgres user must reach the data dir inside
const migrationsDir = path.join(tmp, 'migrations');
fs.mkdirSync(migrationsDir);
fs.writeFileSync(path.join(migrationsDir, '20250101000000_buildings.sql'), MIGRATION);
// The one migration of the project's own that the stack's functions need: generate-with-ai
// asks it for its rate limit (and refuses without an answer).
fs.copyFileSync(
  new URL('../migrations/20261127003001_function_call_limits.sql', import.meta.url),
  path.join(migrationsDir, '20250101000001_function_call_limits.sql'),
);
const seedFile = path.join(tmp, 'seed.sql');
fs.writeFileSync(seedFile, SEED);
const [gateway, postgres, postgrest, mailWeb, mailSmtp] = await freePorts(5);
const ports = { gateway, postgres, postgrest, mailWeb, mailSmtp };
const jwtSecret = crypto.randomBytes(32).toString('base64url');
const logLines = [];
const start = (extra = {}) =>
  startBackend({
    profile: 'test',
    dataDir: path.join(tmp, 'data'),
    ports,
    migrationsDir,
    seedFile,
    jwtSecret,
    log: (line) => {
      logLines.push(line);
      process.stderr.write(`${line}\n`);
    },
    ...extra,
  });
/** The error a call throws ({message, code}), or null when it does not throw. */
async function refusal(action) {
  try {
    const value = await action();
    await value?.stop?.();
    return null;
  } catch (err) {
    return { message: err.message, code: err.code ?? null };
  }
}

async function call(url, { method = 'GET', headers = {}, body } = {}) {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: json };
}
const signIn = (b, password) =>
  call(`${b.apiUrl}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: b.anonKey }, body: { email: EMAIL, password } });
const buildingNames = (b, key) => call(`${b.apiUrl}/rest/v1/buildings?select=name&order=name`, { headers: { apikey: key } });

const out = {};
let backend = null;
try {
  // A fresh data dir: initdb, bootstrap, the migration and the seed.
  backend = await start({ reset: true });
  out.coldStart = {
    fresh: backend.fresh,
    migrationApplied: logLines.some((l) => l.includes('migratie toegepast: 20250101000000_buildings.sql')),
    seedRun: logLines.some((l) => l.includes('seed uitgevoerd')),
  };

  // The API keys: anon sees what RLS lets it see (nothing), service_role bypasses RLS.
  out.keys = { anon: await buildingNames(backend, backend.anonKey), serviceRole: await buildingNames(backend, backend.serviceKey) };

  // A session's claims, signed with the stack's own secret: once past exp, once not.
  const session = (await signIn(backend, PASSWORD)).body;
  const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString('utf8'));
  const now = Math.floor(Date.now() / 1000);
  const tokens = {
    expired: await signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, backend.jwtSecret),
    valid: await signJwt({ ...claims, iat: now, exp: now + 3600 }, backend.jwtSecret),
  };
  out.sessionClaims = Object.keys(claims);
  out.expiry = {};
  for (const [name, token] of Object.entries(tokens)) {
    out.expiry[name] = {
      asApiKey: (await call(`${backend.apiUrl}/rest/v1/buildings?select=name`, { headers: { apikey: token } })).status,
      asBearerForRest: (await call(`${backend.apiUrl}/rest/v1/buildings?select=name`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
      })).status,
      getUser: await call(`${backend.apiUrl}/auth/v1/user`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` } }),
      function: (await call(`${backend.apiUrl}/functions/v1/generate-with-ai`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: PROMPTS,
      })).status,
    };
  }

  // A token the gateway accepted, and so remembers, is refused by it once its exp has passed.
  const shortLived = await signJwt({ ...claims, iat: now, exp: now + 5 }, backend.jwtSecret);
  const restWith = async (apikey) => {
    const { status, body } = await call(`${backend.apiUrl}/rest/v1/buildings?select=name`, { headers: { apikey } });
    return { status, message: status === 200 ? null : body?.message };
  };
  out.rememberedUntilExp = { beforeExp: await restWith(shortLived) };
  await new Promise((resolve) => setTimeout(resolve, (now + 6) * 1000 - Date.now()));
  out.rememberedUntilExp.afterExp = await restWith(shortLived);

  // The Supabase CLI's well-known secret on a non-loopback address: refused before anything
  // starts (the ports are all taken now, so a later check would say so instead).
  out.demoSecretOffLoopback = await refusal(() => start({ host: '0.0.0.0', jwtSecret: DEMO_JWT_SECRET }));

  // A row of the user's, then a migration added while running.
  const inserted = await call(`${backend.apiUrl}/rest/v1/buildings`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}`, prefer: 'return=representation' },
    body: { name: 'Bijgebouw' },
  });
  out.userInsert = inserted.status;
  fs.writeFileSync(
    path.join(migrationsDir, '20250102000000_notes.sql'),
    `create table public.notes (id bigint generated always as identity primary key, body text);
     alter table public.notes enable row level security;`,
  );
  out.migrate = { applied: await backend.migrate() };
  let notes;
  for (let i = 0; i < 50; i++) {
    notes = await call(`${backend.apiUrl}/rest/v1/notes?select=id`, { headers: { apikey: backend.serviceKey } });
    if (notes.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  out.migrate.notesStatus = notes.status;

  // stop() twice at once, and once more.
  await Promise.all([backend.stop(), backend.stop()]);
  await backend.stop();
  backend = null;
  out.stoppedTwice = true;

  // Warm restart: nothing applied again, no seed, the data kept.
  logLines.length = 0;
  backend = await start({ reset: false });
  const db = new pg.Client({ connectionString: backend.dbUrl });
  await db.connect();
  const { rows: versions } = await db.query('select version from supabase_migrations.schema_migrations order by 1');
  await db.end();
  out.warmStart = {
    fresh: backend.fresh,
    migrationsApplied: logLines.filter((l) => l.includes('migratie toegepast')),
    seedRun: logLines.some((l) => l.includes('seed uitgevoerd')),
    buildings: (await buildingNames(backend, backend.serviceKey)).body,
    versions: versions.map((r) => r.version),
  };

  // demoUserPassword sets the demo user's password on start; a start without it puts the default back.
  await backend.stop();
  backend = await start({ reset: false, demoUserPassword: 'een-ander-wachtwoord' });
  const withOther = { other: await signIn(backend, 'een-ander-wachtwoord'), usual: await signIn(backend, PASSWORD) };
  await backend.stop();
  backend = await start({ reset: false });
  out.demoPassword = {
    otherWithOption: withOther.other.status,
    usualWithOption: { status: withOther.usual.status, code: withOther.usual.body?.code },
    usualAfterwards: (await signIn(backend, PASSWORD)).status,
  };

  // Taken ports: all of them (the backend runs), then only the gateway's.
  out.portsTaken = { all: await refusal(() => start({ reset: false })) };
  await backend.stop();
  backend = null;
  const blocker = net.createServer().listen(ports.gateway, '127.0.0.1');
  await new Promise((resolve) => blocker.once('listening', resolve));
  try {
    out.portsTaken.gateway = await refusal(() => start({ reset: false }));
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }

  // A failing migration stops the start and leaves nothing running: the next start works.
  const broken = path.join(migrationsDir, '20250103000000_broken.sql');
  fs.writeFileSync(broken, 'create table public.x (id int);\nselec 1;\n');
  out.brokenMigration = await refusal(() => start({ reset: false }));
  fs.rmSync(broken);
  backend = await start({ reset: false });
  out.startAfterBrokenMigration = { fresh: backend.fresh };

  // PostgREST, then Postgres, killed (SIGKILL, found by the port it listens on) during a run
  // of inserts and reads as the signed-in user: the stack starts each again by itself.
  const running = backend;
  const token = (await signIn(running, PASSWORD)).body.access_token;
  const killer = (port) => async () => {
    const pid = listeningPid(port);
    process.kill(pid, 'SIGKILL');
    return { pid };
  };
  out.restart = {};
  for (const [name, port] of [['postgrest', ports.postgrest], ['postgres', ports.postgres]]) {
    out.restart[name] = await restartLoad({
      apiUrl: running.apiUrl,
      anonKey: running.anonKey,
      token,
      dbUrl: running.dbUrl,
      label: name,
      kill: killer(port),
    });
    process.stderr.write(`restart ${name}: ${JSON.stringify(out.restart[name])}\n`);
  }
  out.restart.log = logLines.filter((l) => /onverwacht gestopt|weer gestart|herstarten mislukt/.test(l));
  await backend.stop();
  backend = null;
  out.ports = ports;
} catch (err) {
  out.error = String(err?.stack ?? err);
} finally {
  if (backend) await backend.stop().catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(out)}\n`);
