// Benchmark (not a test): what a cold visit of the dashboard downloads.
// Starts a fresh test stack and the production builds, signs in, then loads / in a
// new browser context with an empty cache and reports gzipped JS bytes, split into
// shell code and shared libraries, and the number of requests.
//   node tools/bench/dashboard-weight.mjs
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { startBackend } from '../stack/index.mjs';
import { buildAll, publishAll } from '../deploy/build.mjs';
import { startStaticServer } from '../serve/static-server.mjs';
import { root } from '../run/nx.mjs';

const offset = 400;
const backend = await startBackend({
  profile: 'test',
  dataDir: path.join(root, '.data/bench'),
  ports: { postgres: 55322 + offset, postgrest: 55323 + offset, gateway: 55321 + offset },
  log: () => {},
});
const cdn = path.join(root, '.data/bench-cdn');
let app;
let browser;
try {
  await buildAll();
  await rm(cdn, { recursive: true, force: true });
  await publishAll(cdn, () => {});
  app = await startStaticServer({ cdn, port: 4300 + offset, runtimeConfig: { supabaseUrl: backend.apiUrl, supabaseAnonKey: backend.anonKey } });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const signIn = await browser.newContext({ baseURL: app.url });
  const page = await signIn.newPage();
  await page.goto('/');
  await page.getByLabel('E-mail').fill('beheer@example.nl');
  await page.getByLabel('Wachtwoord').fill('beheer123');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByRole('button', { name: 'Uitloggen' }).waitFor();
  const state = await signIn.storageState();

  const cold = await browser.newContext({ baseURL: app.url, storageState: state });
  const visit = await cold.newPage();
  const responses = [];
  visit.on('response', (response) => responses.push(response));
  await visit.goto('/');
  await visit.getByTestId('count-Woningen').filter({ hasText: /\d/ }).waitFor();
  await visit.waitForLoadState('networkidle');

  const js = { shell: 0, shared: 0 };
  const files = [];
  for (const response of responses) {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) continue;
    const bytes = gzipSync(await response.body()).length;
    const kind = /node_modules|libs_/.test(url.pathname) ? 'shared' : 'shell';
    js[kind] += bytes;
    files.push({ file: url.pathname, kind, gz: bytes });
  }
  const api = responses.filter((r) => r.url().startsWith(backend.apiUrl)).length;
  files.sort((a, b) => b.gz - a.gz);
  for (const f of files) console.log(`${(f.gz / 1024).toFixed(1).padStart(7)} KB  ${f.kind.padEnd(6)} ${f.file}`);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\nJS gzipped: shell ${kb(js.shell)}, shared libraries ${kb(js.shared)}, total ${kb(js.shell + js.shared)} (goal <= 230 KB)`);
  console.log(`Requests: ${responses.length} in all, ${files.length} JS files, ${api} to the API`);
} finally {
  await browser?.close();
  await app?.stop();
  await backend.stop();
}
