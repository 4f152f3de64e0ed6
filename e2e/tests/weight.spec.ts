// Weight: what a cold visit of each route downloads (gzipped JS + CSS) stays within its
// budget, a step into a further remote stays small, and each remoteEntry.js is small.
// Bytes are deterministic for a build, so these are asserted; times only in `npm run bench`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { AUTH_STATE } from '../playwright.config';
import { BUDGETS, budgetFor, coldVisit, navigateWithin, stepBudgetFor } from '../route-weight.mjs';

interface LiveRemote { entry: string; routes?: { path: string }[] }
const cdn = process.env.CDN_DIR as string;
const manifest = JSON.parse(readFileSync(path.join(cdn, 'remotes/manifest.json'), 'utf8')) as { remotes: Record<string, LiveRemote> };
const remotes = Object.entries(manifest.remotes).map(([name, remote]) => ({
  name,
  entry: remote.entry,
  routes: (remote.routes ?? []).map((r) => r.path).filter((p) => !/[:*]/.test(p)),
}));
const routes = ['/', ...remotes.flatMap((r) => r.routes)];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

test.describe.configure({ timeout: 60_000 });

for (const route of routes) {
  test(`a cold visit of ${route} downloads at most ${kb(budgetFor(route))}`, async ({ browser, baseURL }) => {
    const visit = await coldVisit(browser, { baseURL: baseURL as string, storageState: AUTH_STATE, route });
    await visit.context.close();
    const heaviest = visit.files.slice(0, 5).map((f) => `${f.path} ${kb(f.gz)}`).join(', ');
    console.log(`${route}: ${kb(visit.gz)} in ${visit.files.length} files`);
    expect(visit.gz, `${route}: ${kb(visit.gz)} in ${visit.files.length} files (heaviest: ${heaviest})`).toBeLessThanOrEqual(budgetFor(route));
  });
}

for (const from of remotes) {
  for (const to of remotes.filter((r) => r !== from && r.routes.length)) {
    const budget = stepBudgetFor(from.routes[0]);
    test(`from ${from.routes[0]} into ${to.routes[0]} adds at most ${kb(budget)}`, async ({ browser, baseURL }) => {
      const visit = await coldVisit(browser, { baseURL: baseURL as string, storageState: AUTH_STATE, route: from.routes[0] });
      const step = await navigateWithin(visit.page, to.routes[0]);
      await visit.context.close();
      const files = step.files.map((f) => `${f.path} ${kb(f.gz)}`).join(', ');
      console.log(`${from.routes[0]} -> ${to.routes[0]}: ${kb(step.gz)}`);
      expect(step.gz, `${to.routes[0]} after ${from.routes[0]}: ${kb(step.gz)} (${files})`).toBeLessThanOrEqual(budget);
    });
  }
}

test(`every remoteEntry.js is at most ${kb(BUDGETS.remoteEntry)}`, () => {
  for (const remote of remotes) {
    const gz = gzipSync(readFileSync(path.join(cdn, remote.entry)), { level: 9 }).length;
    console.log(`${remote.name} remoteEntry.js: ${kb(gz)}`);
    expect(gz, `${remote.name}: ${kb(gz)}`).toBeLessThanOrEqual(BUDGETS.remoteEntry);
  }
});
