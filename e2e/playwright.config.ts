// End-to-end tests: Debian's Chromium against the production builds, served as in
// production, on the real local stack. `npm test` starts all of it and sets the env.
import { defineConfig } from '@playwright/test';

export const AUTH_STATE = 'test-results/e2e-auth.json';

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e-artifacts',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:4300',
    storageState: AUTH_STATE,
    locale: 'nl-NL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
});
