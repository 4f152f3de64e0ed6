#!/usr/bin/env node
// Generate libs/data/src/database.types.ts from the real schema.
//
//   node tools/db/gen-types.mjs postgresql://postgres:postgres@127.0.0.1:54322/postgres
//   node tools/db/gen-types.mjs            # no URL: a scratch database with supabase/migrations applied
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './scratch-db.mjs';
import { TYPES_FILE, generateTypes, withDbUrl } from './types.mjs';

try {
  const content = await withDbUrl(process.argv.slice(2), generateTypes);
  const changed = !fs.existsSync(TYPES_FILE) || fs.readFileSync(TYPES_FILE, 'utf8') !== content;
  fs.writeFileSync(TYPES_FILE, content);
  console.log(`${path.relative(ROOT, TYPES_FILE)} ${changed ? 'written' : 'unchanged'}`);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
