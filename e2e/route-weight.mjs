// What a visit to a route costs the browser: the JS and CSS files it fetches from the
// app's own origin, gzipped at level 9 (what a CDN sends), and how long until the route
// shows what it is for. Used by `npm run bench` (reports) and by the e2e weight test
// (asserts the byte budgets; bytes are deterministic, times are not).
import { gzipSync } from 'node:zlib';

/**
 * The weight goals (gzipped JS + CSS) of issues #10 and #31: the bench reports each route
 * against them. A list route at most 0.8x react-admin's list page (346.6 KB); a route that
 * opens on a form at most 320 KB (/new-task since its date fields are typed and MUI X's
 * calendar loads when a calendar button is pressed).
 */
export const TARGETS = {
  '/': 280 * 1024,
  '/tasks': 300 * 1024,
  list: 277 * 1024,
  '/facility-types/new': 320 * 1024,
  '/new-task': 320 * 1024,
  /** a route of a further remote, after a route of another remote has loaded */
  furtherRemote: 40 * 1024,
  /** each remote's remoteEntry.js */
  remoteEntry: 8 * 1024,
};

/**
 * The budgets `npm test` holds every route to: what the product weighs now, a little
 * rounded up, below the targets above. A change that adds weight fails the test; lower
 * them as the weight goes down.
 */
export const BUDGETS = {
  // Every route -22 KB when auth-js stopped loading with every page (it loads when a session
  // needs it: libs/data/src/pageAuth.ts): /upcoming-* 294.0 -> 272.1, /new-task 320.8 -> 298.8.
  // Every route -1.4 KB when the shell's main.js lost webpack's sharing runtime, which the
  // federation's replaces (tools/webpack/share-runtime.js): / 241.9 -> 240.5, /tasks 261.4 -> 259.9.
  // Every route -0.6 KB when React Router's production build replaced its development build
  // (tools/webpack/create-config.js): / 240.5 -> 239.9, /tasks 259.9 -> 259.3.
  // Every route -10 KB when MUI's CSS-variables theme code left the build, which our theme never
  // reaches (tools/webpack/unused/mui-css-variables.mjs): / 239.9 -> 230.1, /tasks 259.3 -> 249.4,
  // /upcoming-maintenance 267.5 -> 257.7, /new-task 296.7 -> 286.8.
  '/': 231 * 1024,
  '/tasks': 250 * 1024,
  // List routes -1.7 to -3.9 KB when the kit's table became plain elements styled once (MUI's
  // Table* no longer load with a list): /upcoming-* 272.1 -> 269.5, /housing 267.6 -> 265.9;
  // then -1.4 KB and -0.6 KB (above): /upcoming-* 268.1, 267.5; /housing 264.5, 263.9.
  list: 258 * 1024,
  /** Routes that open on a form: they load react-hook-form, valibot and the fields (/new-task: its typed date fields too). */
  '/facility-types/new': 284 * 1024,
  '/new-task': 287 * 1024,
  /** which remote's copy of a shared lib a step loads may vary by a few KB */
  furtherRemote: 20 * 1024,
  /** A step from a route that shows no list (/tasks) into a list route: the step also brings the list's table parts. */
  furtherRemoteFromNoList: 24 * 1024,
  remoteEntry: 7 * 1024,
};

export const budgetFor = (route) => BUDGETS[route] ?? BUDGETS.list;
export const targetFor = (route) => TARGETS[route] ?? TARGETS.list;
/** The budget of a step from `from` into a further remote's route; READY names the routes that show no list. */
export const stepBudgetFor = (from) => (READY[from] ? BUDGETS.furtherRemoteFromNoList : BUDGETS.furtherRemote);

/**
 * What shows that a route has done its job: `css` finds its first row, card or count (whose
 * text matches `text`, when given), or a leaf element in main says it is empty (`empty`).
 */
export const READY = {
  '/': { css: '[data-testid="count-Woningen"]', text: '\\d' },
  '/calendar': { css: '[role="grid"] [role="gridcell"]' },
  '/tasks': { css: 'main h2', empty: 'Geen openstaande taken' },
  '/facility-types/new': { css: 'main form' },
  '/new-task': { css: 'main form' },
  '/wachtwoord-wijzigen': { css: 'main form' },
  '/follow-up-actions': { css: 'main article', empty: 'Er zijn momenteel geen openstaande vervolgacties.' },
};
const LIST_READY = { css: 'main tbody tr', empty: '^Geen .*gevonden|^Nog geen' };
export const readyFor = (route) => READY[route] ?? LIST_READY;

const isCode = (url, origin) => url.origin === origin && /\.(m?js|css)$/.test(url.pathname);

/**
 * Records, from now on, every JS/CSS file the page fetches from `origin`, except
 * prefetches (a link prefetched for later is not part of this route's cost). Only the
 * responses are kept while the page loads: their bodies are read and gzipped when `stop`
 * is called, so weighing them takes no CPU from the page whose first row is being timed.
 * @returns {() => Promise<{ files: {path: string, gz: number}[], gz: number }>} stop and sum
 */
export function recordCode(page, origin) {
  const responses = [];
  const onResponse = (response) => {
    if (isCode(new URL(response.url()), origin)) responses.push(response);
  };
  page.on('response', onResponse);
  const weigh = async (response) => {
    const headers = await response.request().allHeaders();
    if (/prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '')) return null;
    const body = await response.body().catch(() => null);
    if (!body || response.status() !== 200) return null;
    return { path: new URL(response.url()).pathname, gz: gzipSync(body, { level: 9 }).length };
  };
  return async () => {
    page.off('response', onResponse);
    const seen = new Map();
    for (const file of await Promise.all(responses.map(weigh))) if (file) seen.set(file.path, file);
    const files = [...seen.values()].sort((a, b) => b.gz - a.gz);
    return { files, gz: files.reduce((sum, f) => sum + f.gz, 0) };
  };
}

const BEFORE = 'data-shown-before';

/**
 * In the page (handed over whole, as the page's CSP allows no eval): marks what shows `ready`
 * now, or waits, checking at every frame, until something not marked shows it.
 * @returns for 'wait': the page's clock (ms since its navigation started) when it showed
 */
function shownInPage({ css, text, empty, before, mode, timeout }) {
  const fresh = (e) => !e.hasAttribute(before);
  const saysEmpty = (e) => e.childElementCount === 0 && new RegExp(empty).test((e.textContent ?? '').trim());
  const shown = () => [
    ...[...document.querySelectorAll(css)].filter((e) => !text || new RegExp(text).test(e.textContent ?? '')),
    ...(empty ? [...document.querySelectorAll('main *')].filter(saysEmpty) : []),
  ];
  if (mode === 'mark') return shown().forEach((e) => e.setAttribute(before, ''));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (shown().some(fresh)) resolve(performance.now());
      else if (performance.now() - started > timeout) reject(new Error(`Nothing showed ${css} within ${timeout} ms`));
      else requestAnimationFrame(check);
    };
    check();
  });
}

const watch = (page, route, mode) => page.evaluate(shownInPage, { ...readyFor(route), before: BEFORE, mode, timeout: 20_000 });

/**
 * Waits until the route shows its first row (or its empty text). After an in-app step the
 * previous page may match too (a table row): only what appeared after `markShown` counts.
 * @returns the page's clock (ms since its navigation started) when it showed
 */
export const waitUntilShown = (page, route) => watch(page, route, 'wait');

/** Marks what the page shows now, so that `waitUntilShown` waits for what comes next. */
const markShown = (page, route) => watch(page, route, 'mark');

/**
 * A cold visit: a new browser context (empty cache) signed in with `storageState`.
 * @returns {{ gz: number, files: {path: string, gz: number}[], firstRowMs: number, page, context }}
 */
export async function coldVisit(browser, { baseURL, storageState, route }) {
  const context = await browser.newContext({ baseURL, storageState, locale: 'nl-NL' });
  const page = await context.newPage();
  const stop = recordCode(page, new URL(baseURL).origin);
  // From the first byte on, so the watch runs before the route can show.
  await page.goto(route, { waitUntil: 'commit' });
  const firstRowMs = await waitUntilShown(page, route);
  await page.waitForLoadState('networkidle');
  const { gz, files } = await stop();
  return { gz, files, firstRowMs, page, context };
}

/**
 * Navigates inside the app (a click on a link, as a user would; or history push when no
 * link shows) and records what that costs beyond what is loaded already.
 */
export async function navigateWithin(page, route) {
  await markShown(page, route);
  const stop = recordCode(page, new URL(page.url()).origin);
  const started = await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return performance.now();
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
