// What a visit to a route costs the browser: the JS and CSS files it fetches from the
// app's own origin, gzipped at level 9 (what a CDN sends), and how long until the route
// shows what it is for. Used by `npm run bench` (reports) and by the e2e weight test
// (asserts the byte budgets; bytes are deterministic, times are not).
import { gzipSync } from 'node:zlib';

/**
 * The weight goals (gzipped JS + CSS): where every route is headed. Not met yet; the bench
 * reports each route against them.
 */
export const TARGETS = {
  '/': 280 * 1024,
  '/tasks': 300 * 1024,
  list: 320 * 1024,
  /** a route of a further remote, after a route of another remote has loaded */
  furtherRemote: 40 * 1024,
  /** each remote's remoteEntry.js */
  remoteEntry: 8 * 1024,
};

/**
 * The budgets `npm test` holds every route to: what the product weighs now, a little
 * rounded up. A change that adds weight fails the test; lower them as the weight goes
 * down, until they are the targets above.
 */
export const BUDGETS = {
  '/': 282 * 1024,
  '/tasks': 315 * 1024,
  list: 328 * 1024,
  /** Routes that show a form or a picker when they open: they load react-hook-form, the fields and the date pickers. */
  '/facility-types/new': 378 * 1024,
  '/new-task': 445 * 1024,
  '/calendar': 414 * 1024,
  /** which remote's copy of a shared lib a step loads may vary by a few KB */
  furtherRemote: 26 * 1024,
  /** A step from a route that shows no list (/tasks) into a list route: the step also brings the list's table parts. */
  furtherRemoteFromNoList: 31 * 1024,
  remoteEntry: 8 * 1024,
};

export const budgetFor = (route) => BUDGETS[route] ?? BUDGETS.list;
export const targetFor = (route) => TARGETS[route] ?? TARGETS.list;
/** The budget of a step from `from` into a further remote's route; READY names the routes that show no list. */
export const stepBudgetFor = (from) => (READY[from] ? BUDGETS.furtherRemoteFromNoList : BUDGETS.furtherRemote);

/** What shows that a route has done its job: its first row, card or count. */
export const READY = {
  '/': '[data-testid="count-Woningen"]:text-matches("\\\\d")',
  '/calendar': '[role="grid"] [role="gridcell"]',
  '/tasks': 'main h2, main :text("Geen openstaande taken")',
  '/facility-types/new': 'main form',
  '/new-task': 'main form',
  '/follow-up-actions': 'main article, main :text("Er zijn momenteel geen openstaande vervolgacties.")',
};
export const readySelector = (route) => READY[route] ?? 'main tbody tr, main :text-matches("^Geen .*gevonden|^Nog geen")';

const isCode = (url, origin) => url.origin === origin && /\.(m?js|css)$/.test(url.pathname);

/**
 * Records, from now on, every JS/CSS file the page fetches from `origin`, except
 * prefetches (a link prefetched for later is not part of this route's cost).
 * @returns {() => Promise<{ files: {path: string, gz: number}[], gz: number }>} stop and sum
 */
export function recordCode(page, origin) {
  const pending = [];
  const onResponse = (response) => {
    const url = new URL(response.url());
    if (!isCode(url, origin)) return;
    pending.push(
      (async () => {
        const headers = await response.request().allHeaders();
        if (/prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '')) return null;
        const body = await response.body().catch(() => null);
        if (!body || response.status() !== 200) return null;
        return { path: url.pathname, gz: gzipSync(body, { level: 9 }).length };
      })(),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    const seen = new Map();
    for (const file of await Promise.all(pending)) if (file) seen.set(file.path, file);
    const files = [...seen.values()].sort((a, b) => b.gz - a.gz);
    return { files, gz: files.reduce((sum, f) => sum + f.gz, 0) };
  };
}

const BEFORE = 'data-shown-before';

/**
 * Waits until the route shows its first row (or its empty text). After an in-app step the
 * previous page may match too (a table row): only what appeared after `markShown` counts.
 */
export async function waitUntilShown(page, route) {
  await page.locator(readySelector(route)).and(page.locator(`:not([${BEFORE}])`)).first().waitFor({ timeout: 20_000 });
  return performance.now();
}

/** Marks what the page shows now, so that `waitUntilShown` waits for what comes next. */
async function markShown(page, route) {
  await page.locator(readySelector(route)).evaluateAll((elements, name) => elements.forEach((e) => e.setAttribute(name, '')), BEFORE);
}

/**
 * A cold visit: a new browser context (empty cache) signed in with `storageState`.
 * @returns {{ gz: number, files: {path: string, gz: number}[], firstRowMs: number, page, context }}
 */
export async function coldVisit(browser, { baseURL, storageState, route }) {
  const context = await browser.newContext({ baseURL, storageState, locale: 'nl-NL' });
  const page = await context.newPage();
  const stop = recordCode(page, new URL(baseURL).origin);
  const started = performance.now();
  await page.goto(route);
  const shown = await waitUntilShown(page, route);
  await page.waitForLoadState('networkidle');
  const { gz, files } = await stop();
  return { gz, files, firstRowMs: shown - started, page, context };
}

/**
 * Navigates inside the app (a click on a link, as a user would; or history push when no
 * link shows) and records what that costs beyond what is loaded already.
 */
export async function navigateWithin(page, route) {
  await markShown(page, route);
  const stop = recordCode(page, new URL(page.url()).origin);
  const started = performance.now();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  const shown = await waitUntilShown(page, route);
  await page.waitForLoadState('networkidle');
  const { gz, files } = await stop();
  return { gz, files, ms: shown - started };
}

/**
 * How many copies of each shared package the page runs, from the federation runtime's
 * share scope: per package, the registered versions that were loaded.
 * @returns {Promise<Record<string, {copies: number, versions: string[], from: string[]}>>}
 */
export function sharedCopies(page) {
  return page.evaluate(() => {
    const scopes = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const result = {};
    for (const byScope of Object.values(scopes)) {
      for (const packages of Object.values(byScope)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry?.loaded && !entry?.lib) continue;
            const row = (result[name] ??= { copies: 0, versions: [], from: [] });
            if (row.versions.includes(version)) continue;
            row.copies += 1;
            row.versions.push(version);
            row.from.push(entry.from);
          }
        }
      }
    }
    return result;
  });
}
