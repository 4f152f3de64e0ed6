// Bootstrap SQL, migrations and seed — bookkeeping as the Supabase CLI keeps it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DB, PATHS, REPO_ROOT } from './config.mjs';

const MIGRATION_NAME = /^([0-9]+)_(.*)\.sql$/;
const rel = (p) => {
  const r = path.relative(REPO_ROOT, p);
  return r && !r.startsWith('..') ? r : p;
};

/** "message (regel 12) — detail — hint" from a Postgres error on `sql`. */
export function describePgError(err, sql) {
  let text = err?.message ?? String(err);
  if (err?.position && typeof sql === 'string') {
    const line = sql.slice(0, Number(err.position) - 1).split('\n').length;
    text += ` (regel ${line})`;
  }
  if (err?.code) text += ` [${err.code}]`;
  if (err?.detail) text += `\n  Detail: ${err.detail}`;
  if (err?.hint) text += `\n  Hint: ${err.hint}`;
  if (err?.where) text += `\n  Waar: ${err.where}`;
  return text;
}

/** Apply tools/stack/bootstrap.sql (idempotent) and the authenticator password. */
export async function applyBootstrap(client) {
  const sql = fs.readFileSync(PATHS.bootstrapSql, 'utf8');
  try {
    await client.query(sql);
    await client.query(
      `alter role authenticator with login password ${client.escapeLiteral(DB.authenticatorPassword)}`,
    );
  } catch (err) {
    throw new Error(`Bootstrap (${rel(PATHS.bootstrapSql)}) mislukt: ${describePgError(err, sql)}`, { cause: err });
  }
}

/** Check that pgcrypto's bcrypt works (the seed and the auth server rely on it). */
export async function checkPgcrypto(client) {
  try {
    const { rows } = await client.query(
      `select extensions.crypt('probe', h) = h as ok
         from (select extensions.crypt('probe', extensions.gen_salt('bf')) as h) s`,
    );
    if (!rows[0]?.ok) throw new Error('crypt() gaf een onverwachte uitkomst');
  } catch (err) {
    throw new Error(`pgcrypto (crypt/gen_salt('bf')) werkt niet in deze Postgres: ${err.message}`, { cause: err });
  }
}

/** Migration files in filename order: [{ file, path, version, name }]. Warns about odd names. */
export function listMigrations(migrationsDir, warn = () => {}) {
  if (!fs.existsSync(migrationsDir)) return [];
  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const seen = new Map();
  const out = [];
  for (const file of files) {
    const m = MIGRATION_NAME.exec(file);
    if (!m) {
      warn(`Migratie ${file} overgeslagen: de naam moet <timestamp>_<naam>.sql zijn.`);
      continue;
    }
    const [, version, name] = m;
    if (seen.has(version)) {
      throw new Error(`Twee migraties met versie ${version}: ${seen.get(version)} en ${file}. Hernoem er één.`);
    }
    seen.set(version, file);
    out.push({ file, path: path.join(migrationsDir, file), version, name });
  }
  return out;
}

/**
 * Apply every migration that is not yet in supabase_migrations.schema_migrations, each in
 * its own transaction. Throws (naming the file and Postgres' message) on the first failure.
 * Returns the list of applied file names.
 */
export async function applyMigrations(client, { migrationsDir = PATHS.migrationsDir, log = console.log } = {}) {
  const warn = (msg) => log(`[stack] let op: ${msg}`);
  const migrations = listMigrations(migrationsDir, warn);
  const { rows } = await client.query(
    'select version, name, statements from supabase_migrations.schema_migrations order by version',
  );
  const applied = new Map(rows.map((r) => [r.version, r]));
  const latestApplied = rows.length ? rows[rows.length - 1].version : null;

  const onDisk = new Set(migrations.map((m) => m.version));
  for (const r of rows) {
    if (!onDisk.has(r.version)) warn(`migratie ${r.version}_${r.name}.sql is toegepast maar staat niet (meer) in ${rel(migrationsDir)}.`);
  }

  const done = [];
  for (const m of migrations) {
    const sql = fs.readFileSync(m.path, 'utf8');
    const prev = applied.get(m.version);
    if (prev) {
      if (Array.isArray(prev.statements) && prev.statements.length === 1 && prev.statements[0] !== sql) {
        warn(
          `${m.file} is gewijzigd nadat hij is toegepast; de wijziging wordt NIET opnieuw uitgevoerd. ` +
            `Schrijf een nieuwe migratie, of begin met een verse database (--reset).`,
        );
      }
      continue;
    }
    if (latestApplied && m.version < latestApplied) {
      warn(
        `${m.file} is ouder dan de laatst toegepaste migratie (${latestApplied}); lokaal wordt hij toch toegepast, ` +
          `maar \`supabase db push\` weigert dat zonder --include-all.`,
      );
    }
    const started = Date.now();
    try {
      await client.query('begin');
      await client.query(sql);
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [m.version, m.name, [sql]],
      );
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => {});
      const e = new Error(`Migratie ${rel(m.path)} mislukt: ${describePgError(err, sql)}`, { cause: err });
      e.code = 'MIGRATION_FAILED';
      e.file = m.path;
      throw e;
    }
    // Do not let SET / SET ROLE of one migration leak into the next.
    await client.query('discard all');
    log(`[stack] migratie toegepast: ${m.file} (${Date.now() - started} ms)`);
    done.push(m.file);
  }
  return done;
}

/** Run the seed file in one transaction and record it like the CLI (seed_files). */
export async function runSeed(client, { seedFile = PATHS.seedFile, log = console.log } = {}) {
  if (!fs.existsSync(seedFile)) {
    log(`[stack] geen ${rel(seedFile)} gevonden; geen seed uitgevoerd.`);
    return false;
  }
  const sql = fs.readFileSync(seedFile, 'utf8');
  const hash = crypto.createHash('sha256').update(sql).digest('hex');
  const started = Date.now();
  try {
    await client.query('begin');
    await client.query(sql);
    await client.query(
      `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
       on conflict (path) do update set hash = excluded.hash`,
      [rel(seedFile), hash],
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    const e = new Error(`Seed ${rel(seedFile)} mislukt: ${describePgError(err, sql)}`, { cause: err });
    e.code = 'SEED_FAILED';
    throw e;
  }
  await client.query('discard all');
  log(`[stack] seed uitgevoerd: ${rel(seedFile)} (${Date.now() - started} ms)`);
  return true;
}
