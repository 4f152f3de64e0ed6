// `npm test`: lint and typecheck, unit and component tests, data tests against the
// real stack, then end-to-end tests in Chromium against the production builds.
import { ensureInstall } from './ensure-install.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

ensureInstall();
ensureChromium();

const { mkdir, rm, readFile } = await import('node:fs/promises');
const path = await import('node:path');
const { nx, run, root } = await import('./nx.mjs');

const { startBackend } = await import('../stack/index.mjs');
const { buildAll, publishAll } = await import('../deploy/build.mjs');
const { startStaticServer } = await import('../serve/static-server.mjs');

// Options for working on one area: `--only unit,data,e2e` (default: everything),
// `--grep <text>` (e2e tests whose title matches). TEST_PORT_OFFSET=N runs a second
// test stack beside the first (ports + N, own data folders).
const args = process.argv.slice(2);
const valueOf = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = valueOf('--only')?.split(',');
const wants = (part) => !only || only.includes(part);
const grep = valueOf('--grep');
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const suffix = offset ? `-${offset}` : '';

const started = Date.now();
const reports = path.join(root, `test-results${suffix}`);
const stops = [];
const counts = { passed: 0, failed: 0 };
const failures = [];

async function jestRun(name, args, env) {
  const report = path.join(reports, `${name}.json`);
  const status = await run(process.execPath, ['node_modules/jest/bin/jest.js', ...args, '--json', `--outputFile=${report}`], { env, allowFailure: true });
  const result = JSON.parse(await readFile(report, 'utf8').catch(() => '{}'));
  counts.passed += result.numPassedTests ?? 0;
  counts.failed += result.numFailedTests ?? 0;
  if (status !== 0) failures.push(name);
}

async function step(name, action) {
  console.log(`\n== ${name}`);
  const t = Date.now();
  try {
    await action();
  } catch (error) {
    failures.push(name);
    console.error(error.message);
  }
  console.log(`== ${name}: ${((Date.now() - t) / 1000).toFixed(0)} s`);
}

process.on('SIGINT', async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  process.exit(130);
});

try {
  await rm(reports, { recursive: true, force: true });
  await mkdir(reports, { recursive: true });
  if (wants('static')) {
    await step('lint + typecheck', () => nx(['run-many', '-t', 'lint', 'typecheck', '--parallel=2', '--output-style=static']));
  }
  if (wants('unit')) await step('unit + component tests', () => jestRun('unit', ['-c', 'jest.config.js', '--ci', '-w', '2']));

  const backend = await startBackend({
    profile: 'test',
    dataDir: path.join(root, `.data/test${suffix}`),
    ports: { postgres: 55322 + offset, postgrest: 55323 + offset, gateway: 55321 + offset },
  });
  stops.push(backend.stop);
  const env = { SUPABASE_URL: backend.apiUrl, SUPABASE_ANON_KEY: backend.anonKey, SUPABASE_DB_URL: backend.dbUrl };

  if (wants('data')) {
    await step('database types match the migrations', () => run(process.execPath, ['tools/db/check-types.mjs', backend.dbUrl]));
    await step('data tests (real stack)', () => jestRun('data', ['-c', 'supabase/tests/jest.config.js', '--ci', '-i'], env));
  }
  if (!wants('e2e')) throw new Error('skip-e2e');

  await step('build', () => buildAll());
  const cdn = path.join(root, '.data', `test-cdn${suffix}`);
  await rm(cdn, { recursive: true, force: true });
  await publishAll(cdn, () => {});
  const app = await startStaticServer({ cdn, port: 4300 + offset, runtimeConfig: { supabaseUrl: backend.apiUrl, supabaseAnonKey: backend.anonKey } });
  stops.push(app.stop);

  await step('end-to-end (Chromium)', async () => {
    const status = await run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts', ...(grep ? ['--grep', grep] : [])], {
      env: { ...env, E2E_BASE_URL: app.url, CDN_DIR: cdn, E2E_RESULTS_DIR: reports },
      allowFailure: true,
    });
    const result = JSON.parse(await readFile(path.join(reports, 'e2e.json'), 'utf8').catch(() => '{}'));
    counts.passed += result.stats?.expected ?? 0;
    counts.failed += (result.stats?.unexpected ?? 0) + (result.stats?.flaky ?? 0);
    if (status !== 0) failures.push('e2e');
  });
} catch (error) {
  if (error.message !== 'skip-e2e') failures.push(error.message);
} finally {
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
}

console.log(`\nKlaar in ${((Date.now() - started) / 60000).toFixed(1)} min.${failures.length ? ` Mislukt: ${[...new Set(failures)].join(', ')}` : ''}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failures.length ? 1 : 0);
