#!/usr/bin/env node
// Run the local backend in the foreground:
//   node tools/stack/cli.mjs [--profile dev|test] [--reset]
// Ctrl-C (SIGINT) or SIGTERM stops everything cleanly.
import { parseArgs } from 'node:util';
import { startBackend } from './index.mjs';

const USAGE = 'Gebruik: node tools/stack/cli.mjs [--profile dev|test] [--reset]';

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      profile: { type: 'string', short: 'p', default: 'dev' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (err) {
  console.error(`${err.message}\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(`${USAGE}
  --profile dev   data in .data/dev (blijft bewaard), poorten 54321 (API) / 54322 (Postgres) / 54324 (e-mail)
  --profile test  data in .data/test (elke start leeg + seed), poorten 55321 / 55322 / 55324
  --reset         begin met een lege database (migraties + seed opnieuw)`);
  process.exit(0);
}

let backend = null;
let stopping = false;
async function shutdown(signal) {
  if (stopping) {
    console.log('\n[stack] bezig met stoppen... (nogmaals Ctrl-C tijdens het stoppen wordt genegeerd)');
    return;
  }
  stopping = true;
  if (!backend) {
    console.log(`\n[stack] ${signal} ontvangen; stoppen zodra het starten klaar is...`);
    return;
  }
  console.log(`\n[stack] ${signal} ontvangen, stoppen...`);
  try {
    await backend.stop();
    console.log('[stack] gestopt.');
    process.exit(0);
  } catch (err) {
    console.error(`[stack] stoppen mislukt: ${err.message}`);
    process.exit(1);
  }
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGHUP', () => shutdown('SIGHUP'));

try {
  backend = await startBackend({ profile: args.profile, reset: args.reset || undefined });
} catch (err) {
  console.error(`\n[stack] starten mislukt:\n${err.message}`);
  process.exit(1);
}
if (stopping) {
  // A signal arrived while starting: shutdown() ran before backend existed.
  await backend.stop();
  process.exit(0);
}

console.log(`
  Profiel          ${backend.profile}
  API URL          ${backend.apiUrl}
  REST             ${backend.apiUrl}/rest/v1
  Auth             ${backend.apiUrl}/auth/v1
  Functions        ${backend.apiUrl}/functions/v1/<naam>
  Database         ${backend.dbUrl}
  E-mail (lokaal)  ${backend.mailUrl}   (SMTP 127.0.0.1:${backend.ports.mailSmtp})
  JWT secret       ${backend.jwtSecret}   (SUPABASE_JWT_SECRET, anders .data/secrets.json)
  anon key         ${backend.anonKey}
  service_role key ${backend.serviceKey}

  Logs in .data/logs/. Ctrl-C stopt alles.
`);
