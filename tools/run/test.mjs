// `npm test`: lint and typecheck, unit and component tests, data tests against the
// real stack, then end-to-end tests in Chromium against the production builds.
// Options (`--help`): suite-options.mjs.
import { ensureInstall } from './ensure-install.mjs';
import { CHROMIUM, ensureChromium, HEADLESS_SHELL } from './ensure-chromium.mjs';
import { USAGE, parseSuiteArgs } from './suite-options.mjs';

const options = parseSuiteArgs(process.argv.slice(2));
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (options.error) {
  console.error(`${options.error}\n\n${USAGE}`);
  process.exit(2);
}

ensureInstall();
// The e2e tests run in the headless shell; one needs the full browser (e2e/playwright.config.ts).
if (options.needsChromium) ensureChromium(HEADLESS_SHELL, CHROMIUM);

const { mkdir, rm, readFile, readdir } = await import('node:fs/promises');
const path = await import('node:path');
const { run, root } = await import('./nx.mjs');
const { staticChecks } = await import('./static-checks.mjs');
const { failedPagesText } = await import('./failure-pages.mjs');

// TEST_PORT_OFFSET=N runs a second test run beside the first (ports + N and + N + 50, own folders).
const wants = (part) => options.parts.includes(part);
// Thrown to end the run early when the parts asked for are done (caught below, not a failure).
const NOTHING_MORE = 'nothing-more';
const { grep } = options;
const jestGrep = grep ? ['-t', grep] : [];
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const suffix = offset ? `-${offset}` : '';
// The end-to-end tests run in two lanes, a Playwright worker each, and each lane against a
// stack, a published cdn and an app server of its own (ports + 50 for the second): no test
// meets another's data or deploys, and the two cores stay busy (one worker used about 1.3).
const E2E_LANES = 2;
const E2E_LANE_PORT_STEP = 50;

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

/**
 * The tests of the tools (every `*.test.mjs` below tools/, node:test; not in the bench's react-admin
 * install), counted from a TAP report.
 * `logFile`/`signal`: as a step beside others (stepBeside), its output into that file.
 */
async function nodeTestRun(name, { logFile, signal } = {}) {
  const files = (await readdir(path.join(root, 'tools'), { recursive: true }))
    .filter((file) => file.endsWith('.test.mjs') && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join('tools', file));
  const report = path.join(reports, `${name}.tap`);
  const status = await run(
    process.execPath,
    ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${report}`, ...(grep ? ['--test-name-pattern', grep] : []), ...files],
    { allowFailure: true, logFile, signal },
  );
  const tap = await readFile(report, 'utf8').catch(() => '');
  counts.passed += Number(/^# pass (\d+)$/m.exec(tap)?.[1] ?? 0);
  counts.failed += Number(/^# fail (\d+)$/m.exec(tap)?.[1] ?? 0);
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

/**
 * Starts a step that runs beside the next ones (once `after` has settled, if given); its output
 * goes to `<name>.log` in the reports. The returned function waits for it, then prints that
 * output and its time, and tells whether it passed; its `finished` settles when the step ends.
 */
function stepBeside(name, action, { after } = {}) {
  console.log(`\n== ${name} (beside the next steps; its output follows when it is done)`);
  const logFile = path.join(reports, `${name}.log`);
  // A run that ends early (the stack did not start) stops it too.
  const stopper = new AbortController();
  stops.push(async () => stopper.abort());
  let t;
  const finished = Promise.resolve(after)
    .then(() => {
      t = Date.now();
      return action({ logFile, signal: stopper.signal });
    })
    .then(
      () => ({ seconds: (Date.now() - t) / 1000 }),
      (error) => ({ seconds: (Date.now() - t) / 1000, error }),
    );
  const report = async () => {
    const { seconds, error } = await finished;
    console.log(`\n== ${name} (output)`);
    process.stdout.write(await readFile(logFile, 'utf8').catch(() => ''));
    if (error) {
      failures.push(name);
      console.error(error.message);
    }
    console.log(`== ${name}: ${seconds.toFixed(0)} s`);
    return !error;
  };
  return Object.assign(report, { finished });
}

process.on('SIGINT', async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  process.exit(130);
});

try {
  await rm(reports, { recursive: true, force: true });
  await mkdir(reports, { recursive: true });
  if (wants('static')) {
    await step('lint + typecheck', () => staticChecks(reports));
    await step('jest settings take effect', () => run(process.execPath, ['tools/jest/check-config.mjs']));
  }
  if (wants('unit')) {
    await step('unit + component tests', () => jestRun('unit', ['-c', 'jest.config.js', '--ci', '-w', '2', ...jestGrep]));
    // With a stack to start, they run once the builds are done, beside the data tests (below).
    if (!options.needsStack) await step('tools (node --test)', () => nodeTestRun('tools'));
  }
  if (!options.needsStack) throw new Error(NOTHING_MORE);

  // Loaded only now: static and unit need neither the stack nor the builds.
  const { startBackend } = await import('../stack/index.mjs');
  const { testPorts } = await import('../stack/config.mjs');
  const { buildAll, publishAll } = await import('../deploy/build.mjs');
  const { startStaticServer } = await import('../serve/static-server.mjs');

  // The production builds need neither the stack nor the data tests: webpack keeps the cores
  // busy while the data tests wait on PostgreSQL. The end-to-end tests wait for both.
  const builds = wants('e2e') ? stepBeside('build', (options) => buildAll(options)) : null;
  // The tools' tests need neither: once the builds are done, they take what the data tests
  // leave of the cores (about half). Beside the builds too, they only slowed the data tests.
  const tools = wants('unit') ? stepBeside('tools (node --test)', (options) => nodeTestRun('tools', options), { after: builds?.finished }) : null;

  /** A test stack at the test ports + `shift`, with data folders of its own. */
  async function startTestStack(shift) {
    const stack = await startBackend({ profile: 'test', dataDir: path.join(root, `.data/test${shift ? `-${shift}` : ''}`), ports: testPorts(shift) });
    stops.push(stack.stop);
    return stack;
  }
  const stackEnv = (stack) => ({
    SUPABASE_URL: stack.apiUrl,
    SUPABASE_ANON_KEY: stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceKey,
    SUPABASE_DB_URL: stack.dbUrl,
    MAIL_URL: stack.mailUrl,
    STORAGE_DIR: stack.storageDir,
  });
  const backend = await startTestStack(offset);
  const env = stackEnv(backend);
  // The end-to-end tests' other lanes get stacks of their own, started beside the data tests.
  const laneShift = (lane) => offset + lane * E2E_LANE_PORT_STEP;
  const otherLanes = wants('e2e') ? Promise.all(Array.from({ length: E2E_LANES - 1 }, (_, i) => startTestStack(laneShift(i + 1)))) : null;
  otherLanes?.catch(() => {}); // awaited (and reported) before the end-to-end tests

  if (wants('data')) {
    // It reads only the schema, which no data test changes (a migration test has a stack of its own).
    const types = stepBeside('database types match the migrations', (options) => run(process.execPath, ['tools/db/check-types.mjs', backend.dbUrl], options));
    await step('data tests (real stack)', () => jestRun('data', ['-c', 'supabase/tests/jest.config.js', '--ci', '-i', ...jestGrep], env));
    await types();
  }
  await tools?.();
  if (!wants('e2e')) throw new Error(NOTHING_MORE);

  if (!(await builds())) throw new Error('build');
  const lanes = [];
  for (const [lane, stack] of [backend, ...(await otherLanes)].entries()) {
    const shift = laneShift(lane);
    const cdn = path.join(root, '.data', `test-cdn${shift ? `-${shift}` : ''}`);
    await rm(cdn, { recursive: true, force: true });
    await publishAll(cdn, () => {});
    const app = await startStaticServer({ cdn, port: 4300 + shift, runtimeConfig: { supabaseUrl: stack.apiUrl, supabaseAnonKey: stack.anonKey } });
    stops.push(app.stop);
    lanes.push({ ...stackEnv(stack), E2E_BASE_URL: app.url, CDN_DIR: cdn });
  }

  await step('end-to-end (Chromium)', async () => {
    const status = await run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts', ...(grep ? ['--grep', grep] : [])], {
      env: { ...lanes[0], E2E_LANES: JSON.stringify(lanes), E2E_RESULTS_DIR: reports },
      allowFailure: true,
    });
    const result = JSON.parse(await readFile(path.join(reports, 'e2e.json'), 'utf8').catch(() => '{}'));
    counts.passed += result.stats?.expected ?? 0;
    counts.failed += (result.stats?.unexpected ?? 0) + (result.stats?.flaky ?? 0);
    if (status !== 0) {
      failures.push('e2e');
      console.log(await failedPagesText(result));
    }
  });
} catch (error) {
  if (error.message !== NOTHING_MORE) failures.push(error.message);
} finally {
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
}

console.log(`\nKlaar in ${((Date.now() - started) / 60000).toFixed(1)} min.${failures.length ? ` Mislukt: ${[...new Set(failures)].join(', ')}` : ''}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failures.length ? 1 : 0);
