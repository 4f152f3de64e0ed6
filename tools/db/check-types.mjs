#!/usr/bin/env node
// Drift check: generate the types in memory and fail when they differ from the
// committed libs/data/src/database.types.ts.
//
//   node tools/db/check-types.mjs postgresql://postgres:postgres@127.0.0.1:54322/postgres
//   node tools/db/check-types.mjs          # no URL: a scratch database with supabase/migrations applied
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './scratch-db.mjs';
import { TYPES_FILE, generateTypes, withDbUrl } from './types.mjs';

function firstDifference(a, b) {
  const al = a.split('\n');
  const bl = b.split('\n');
  for (let i = 0; i < Math.max(al.length, bl.length); i++) {
    if (al[i] !== bl[i]) {
      return `line ${i + 1}:\n  committed: ${al[i] ?? '(end of file)'}\n  generated: ${bl[i] ?? '(end of file)'}`;
    }
  }
  return '';
}

const rel = path.relative(ROOT, TYPES_FILE);
try {
  const generated = await withDbUrl(process.argv.slice(2), generateTypes);
  const committed = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : '';
  if (committed !== generated) {
    console.error(
      `${rel} is out of date with supabase/migrations.\n` +
        `First difference at ${firstDifference(committed, generated)}\n` +
        `Run: node tools/db/gen-types.mjs [dbUrl]  and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`${rel} matches the database schema.`);
} catch (err) {
  console.error(`Type drift check could not run: ${err.message}`);
  process.exit(2);
}
