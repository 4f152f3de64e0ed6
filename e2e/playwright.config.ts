// End-to-end tests: Debian's Chromium (headless shell) against the production builds, served as in
// production, on the real local stack. `npm test` starts all of it and sets the env.
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The users' time zone, whose calendar days the database's rules use too: the browser and
// the tests' own clock (the dates they type and expect) agree with it at any hour, also in
// the hour after midnight in Amsterdam, when UTC is still on the day before.
process.env.TZ = 'Europe/Amsterdam';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * The full browser, for a test of what only it has (its PDF viewer: the headless shell
 * downloads a PDF instead of showing it). `test.use({ launchOptions: FULL_BROWSER })`.
 */
export const FULL_BROWSER = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS };

/**
 * The lanes `npm test` starts (tools/run/test.mjs), a worker each: a stack, a published cdn and
 * an app server per lane, as the env each lane's tests read (SUPABASE_URL, E2E_BASE_URL, CDN_DIR…).
 * This file is read again in every worker: there a lane's env takes the place of the first's, so
 * a worker's tests meet only their own lane's data and deploys.
 */
export const LANES: Record<string, string>[] = JSON.parse(process.env.E2E_LANES ?? '[]');
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
Object.assign(process.env, LANES[lane]);

/** One folder per test stack (TEST_PORT_OFFSET), so two runs never share a session or report. */
const results = process.env.E2E_RESULTS_DIR ?? path.resolve(__dirname, '../test-results');
/** The demo user's session (global-setup.ts) in a lane's stack. */
export const authState = (index: number) => path.join(results, `e2e-auth-${index}.json`);
export const AUTH_STATE = authState(lane);

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(results, 'e2e-artifacts'),
  workers: Math.max(LANES.length, 1),
  // A test.only left in by accident fails the run instead of silently skipping the rest.
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(results, 'e2e.json') }]],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:4300',
    storageState: AUTH_STATE,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Without
    // the screencast (screenshots), which cost a fifth of the suite's time and CPU on two
    // cores (10 axe tests, 3 alternating runs: 95.7 s wall / 158 s CPU with it, 76.3 / 120 s
    // without; no trace at all 73.6 / 115 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Chromium's headless shell, which `npm test` installs (tools/run/ensure-chromium.mjs):
      // 0.93x the wall time and 0.88x the CPU of the full browser on the same tests.
      executablePath: process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
      args: CHROMIUM_ARGS,
    },
  },
});
