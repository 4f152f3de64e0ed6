#!/usr/bin/env node
// Run the data tests on their own: start the local stack with profile `test`
// (fresh database, migrations, seed), run jest with SUPABASE_URL /
// SUPABASE_ANON_KEY set, stop the stack. Extra arguments go to jest.
//
//   node supabase/tests/run.mjs [jest args…]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend } from '../../tools/stack/index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const backend = await startBackend({ profile: 'test', log: (m) => console.error(m) });
let status = 1;
try {
  status = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/jest/bin/jest.js'), '-c', 'supabase/tests/jest.config.js', '-i', ...process.argv.slice(2)],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          SUPABASE_URL: backend.apiUrl,
          SUPABASE_ANON_KEY: backend.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: backend.serviceKey,
          SUPABASE_DB_URL: backend.dbUrl,
          MAIL_URL: backend.mailUrl,
          STORAGE_DIR: backend.storageDir,
        },
      },
    );
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} finally {
  await backend.stop();
}
process.exit(status);
