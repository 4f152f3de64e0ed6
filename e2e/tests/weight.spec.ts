// Weight: what a cold visit of each route downloads (gzipped JS + CSS) stays within its
// budget, a step into a further remote stays small, and each remoteEntry.js is small; none
// weighs less than it can (a recording that missed files fails), and every page is weighed.
// Bytes are deterministic for a build, so these are asserted; times only in `npm run bench`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { AUTH_STATE } from '../playwright.config';
import { BUDGETS, budgetFor, coldVisit, navigateWithin, stepBudgetFor } from '../route-weight.mjs';
import { EXPECTED, REMOTE_ROUTES } from '../routes';

interface LiveRemote { entry: string; routes?: { path: string }[] }
const cdn = process.env.CDN_DIR as string;
const manifest = JSON.parse(readFileSync(path.join(cdn, 'remotes/manifest.json'), 'utf8')) as { remotes: Record<string, LiveRemote> };
// The pages each remote declares (its src/remote.json), not what the manifest says: a remote that
// lost a page in its build or its deploy fails below instead of dropping out of the check.
const remotes = Object.entries(REMOTE_ROUTES).map(([name, paths]) => ({ name, entry: manifest.remotes[name]?.entry, routes: paths.filter((p) => !/[:*]/.test(p)) }));
const routes = ['/', ...remotes.flatMap((r) => r.routes)];
const remoteOf = (route: string) => remotes.find((r) => r.routes.includes(route))?.name;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * What a visit cannot weigh less than, so a recorder that missed files fails: a cold visit
 * brings React, MUI and the shell (no page weighed under 250 KB), and on a remote's page that
 * remote's container and page (9-28 KB); a step into a remote brings its code (13-17 KB); a
 * remoteEntry.js is a module federation container (5-8 KB).
 */
const AT_LEAST = { coldVisit: 200 * 1024, remoteCode: 5 * 1024, step: 5 * 1024, remoteEntry: 2 * 1024 };
const remoteFiles = (files: { path: string; gz: number }[], remote: string) => files.filter((f) => f.path.startsWith(`/remotes/${remote}/`));
const weightOf = (files: { gz: number }[]) => files.reduce((sum, f) => sum + f.gz, 0);

test('each remote serves the pages it declares, and the check weighs every one', () => {
  expect(remotes).toHaveLength(EXPECTED.remotes);
  expect(routes).toHaveLength(EXPECTED.remoteRoutes + 1);
  for (const remote of remotes) {
    expect(Object.keys(manifest.remotes), 'remotes in the manifest').toContain(remote.name);
    expect((manifest.remotes[remote.name].routes ?? []).map((r) => r.path), `${remote.name}'s pages in the manifest`).toEqual(remote.routes);
  }
});

// Each visit stands alone: the tests spread over both lanes.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

for (const route of routes) {
  test(`a cold visit of ${route} downloads at most ${kb(budgetFor(route))}`, async ({ browser, baseURL }) => {
    const visit = await coldVisit(browser, { baseURL: baseURL as string, storageState: AUTH_STATE, route });
    await visit.context.close();
    const heaviest = visit.files.slice(0, 5).map((f) => `${f.path} ${kb(f.gz)}`).join(', ');
    const remote = remoteOf(route);
    const own = remote ? weightOf(remoteFiles(visit.files, remote)) : 0;
    console.log(`${route}: ${kb(visit.gz)} in ${visit.files.length} files${remote ? `, ${kb(own)} of them ${remote}'s` : ''}`);
    expect(visit.gz, `${route}: ${kb(visit.gz)} in ${visit.files.length} files (heaviest: ${heaviest})`).toBeLessThanOrEqual(budgetFor(route));
    expect(visit.gz, `${route}: ${kb(visit.gz)} in ${visit.files.length} files`).toBeGreaterThanOrEqual(AT_LEAST.coldVisit);
    if (remote) expect(own, `${route}: the code of ${remote} in ${visit.files.map((f) => f.path).join(', ')}`).toBeGreaterThanOrEqual(AT_LEAST.remoteCode);
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
      const own = weightOf(remoteFiles(step.files, to.name));
      console.log(`${from.routes[0]} -> ${to.routes[0]}: ${kb(step.gz)}, ${kb(own)} of it ${to.name}'s`);
      expect(step.gz, `${to.routes[0]} after ${from.routes[0]}: ${kb(step.gz)} (${files})`).toBeLessThanOrEqual(budget);
      expect(own, `the code of ${to.name} in the step (${files})`).toBeGreaterThanOrEqual(AT_LEAST.step);
    });
  }
}

test(`every remoteEntry.js is at most ${kb(BUDGETS.remoteEntry)}`, () => {
  for (const remote of remotes) {
    const gz = gzipSync(readFileSync(path.join(cdn, remote.entry)), { level: 9 }).length;
    console.log(`${remote.name} remoteEntry.js: ${kb(gz)}`);
    expect(gz, `${remote.name}: ${kb(gz)}`).toBeLessThanOrEqual(BUDGETS.remoteEntry);
    expect(gz, `${remote.name}: ${kb(gz)}`).toBeGreaterThanOrEqual(AT_LEAST.remoteEntry);
  }
});
