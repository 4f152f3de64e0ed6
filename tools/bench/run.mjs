// `npm run bench`: what the product costs a user, measured on a scale database with the
// production builds in Chromium. Reports, asserts nothing (the byte budgets are held by the
// e2e weight test in `npm test`). Writes bench/latest.json and bench/latest.md and puts the
// table into the README.
//   npm run bench               scale data: 1,000 buildings, 10,000 spaces, 100,000 tasks, 100,000 housing units
import path from 'node:path';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { chromium } from '@playwright/test';
import { ensureInstall } from '../run/ensure-install.mjs';
import { ensureChromium } from '../run/ensure-chromium.mjs';
import { buildAll, publishAll } from '../deploy/build.mjs';
import { startStaticServer } from '../serve/static-server.mjs';
import { remoteProjects } from '../deploy/cdn.mjs';
import { readDeclaration } from '../webpack/remote-declaration.js';
import { root } from '../run/nx.mjs';
import { addScaleData, measure, round, signedInClients, startBenchBackend } from './scale.mjs';
import { budgetFor, coldVisit, navigateWithin, sharedCopies, stepBudgetFor, targetFor, TARGETS, waitUntilShown } from '../../e2e/route-weight.mjs';
import { toMarkdown } from './report.mjs';
import { signInState } from './sign-in.mjs';
import { accessTimes, addAccessData } from './access-scale.mjs';
import { historyTimes } from './history.mjs';
import { gatewayOverheadTimes } from './gateway-overhead.mjs';
import { buildReactAdmin, firstRowAgainstReactAdmin } from './react-admin.mjs';

ensureInstall();
ensureChromium();
// Before the stack starts: react-admin's page, which the first row is measured against.
const reactAdminCdn = buildReactAdmin();

const offset = 400;
const dataDir = path.join(root, '.data/bench');
const cdn = path.join(root, '.data/bench-cdn');
const out = path.join(root, 'bench');
const kb = (n) => round(n / 1024);

/** Every page route of the remotes (the pages in their src/remote.json), parameterless. */
async function productRoutes() {
  const remotes = [];
  for (const project of await remoteProjects()) {
    const { routes } = readDeclaration(path.join(root, 'apps', project));
    remotes.push({ project, routes: routes.map((r) => r.path).filter((p) => !/[:*]/.test(p)) });
  }
  return remotes;
}


/** How many cold and warm visits each route's times are the median of: one visit is mostly noise, and three still swung by 100 ms between runs. */
const VISITS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Cold and warm visits of one route: bytes of the first (they are the same each time), median times. */
async function visitRoute(browser, options) {
  const visits = [];
  for (let i = 0; i < VISITS; i += 1) {
    const cold = await coldVisit(browser, options);
    await cold.page.reload();
    const warmMs = await waitUntilShown(cold.page, options.route);
    const copies = await sharedCopies(cold.page);
    await cold.context.close();
    visits.push({ cold, warmMs, copies });
  }
  const [{ cold, copies }] = visits;
  return {
    route: options.route,
    gzKB: kb(cold.gz),
    files: cold.files.length,
    budgetKB: kb(budgetFor(options.route)),
    targetKB: kb(targetFor(options.route)),
    coldFirstRowMs: round(median(visits.map((v) => v.cold.firstRowMs))),
    warmFirstRowMs: round(median(visits.map((v) => v.warmMs))),
    maxCopies: Math.max(0, ...Object.values(copies).map((c) => c.copies)),
    heaviest: cold.files.slice(0, 3).map((f) => `${path.basename(f.path)} ${kb(f.gz)}`),
  };
}

/** From a route of one remote into the first route of every other remote. */
async function furtherRemotes(browser, options, remotes) {
  const rows = [];
  for (const from of remotes) {
    for (const to of remotes.filter((r) => r !== from)) {
      const cold = await coldVisit(browser, { ...options, route: from.routes[0] });
      const step = await navigateWithin(cold.page, to.routes[0]);
      rows.push({ from: from.routes[0], to: to.routes[0], extraKB: kb(step.gz), files: step.files.length, ms: round(step.ms), budgetKB: kb(stepBudgetFor(from.routes[0])), targetKB: kb(TARGETS.furtherRemote) });
      await cold.context.close();
    }
  }
  return rows;
}

/** The dashboard first, then a click into each remote: its first navigation. */
async function firstNavigations(browser, options, remotes) {
  const rows = [];
  for (const remote of remotes) {
    const cold = await coldVisit(browser, { ...options, route: '/' });
    const step = await navigateWithin(cold.page, remote.routes[0]);
    rows.push({ to: remote.routes[0], extraKB: kb(step.gz), ms: round(step.ms) });
    await cold.context.close();
  }
  return rows;
}

/** Clicks a column header of /spaces and waits for the re-sorted first row. */
async function sortTime(browser, options) {
  const cold = await coldVisit(browser, { ...options, route: '/spaces' });
  const times = [];
  for (const column of ['Naam', 'Etage', 'Naam']) {
    const first = await cold.page.locator('main tbody tr').first().textContent();
    const started = performance.now();
    await cold.page.getByRole('button', { name: column, exact: true }).click();
    await cold.page.waitForFunction((before) => document.querySelector('main tbody tr')?.textContent !== before, first);
    times.push(performance.now() - started);
  }
  await cold.context.close();
  return { route: '/spaces', medianMs: round(times.sort((a, b) => a - b)[1]) };
}

async function apiTimes(backend) {
  const clients = await signedInClients(backend);
  const queries = {
    'spaces, first page': (db) => db.from('spaces').select('*, building:buildings(id, name, floors), entrance:entrances_and_exits(id, name)', { count: 'exact' }).order('building_name').order('id').range(0, 24),
    'spaces, search "zaal"': (db) => db.from('spaces').select('*', { count: 'exact' }).or('name.ilike."*zaal*",comments.ilike."*zaal*"').order('building_name').order('id').range(0, 24),
    'housing, first page by street': (db) => db.from('housing').select('*, building:buildings(id, name)', { count: 'exact' }).order('street').order('id').range(0, 24),
    'housing, sorted by house number': (db) => db.from('housing').select('*', { count: 'exact' }).order('house_number_order').order('id').range(0, 24),
    'open tasks, first 50': (db) => db.from('tasks').select('*').eq('is_completed', false).order('start_date').order('id').range(0, 49),
  };
  const rows = [];
  for (const [name, query] of Object.entries(queries)) {
    const via = {};
    for (const [where, db] of Object.entries(clients)) {
      const result = await measure(() => query(db));
      via[where] = { p50: result.median, p95: result.p95 };
    }
    rows.push({ query: name, gateway: via.gateway, postgrest: via.direct });
  }
  return rows;
}

/** History: the cost of a write, and the first pages of 'Wijzigingen' and 'Verwijderd' on 1,000,000 entries. */
async function historyScale(backend) {
  const sql = new pg.Client({ connectionString: backend.dbUrl });
  await sql.connect();
  try {
    return await historyTimes(backend, sql);
  } finally {
    await sql.end();
  }
}

/** Access per building: list p95 scoped (medewerker of 10 buildings, all-building beheerder) against unscoped. */
async function accessScale(backend) {
  const sql = new pg.Client({ connectionString: backend.dbUrl });
  await sql.connect();
  try {
    await addAccessData(sql);
    return await accessTimes(backend, sql);
  } finally {
    await sql.end();
  }
}

const startedAt = Date.now();
const backend = await startBenchBackend({ dataDir, offset });
let app;
let browser;
try {
  const data = await addScaleData(backend);
  console.log(`scale data: ${data.buildings} buildings, ${data.spaces} spaces, ${data.tasks} tasks, ${data.housing} housing units`);
  await buildAll();
  await rm(cdn, { recursive: true, force: true });
  await publishAll(cdn, () => {});
  const runtimeConfig = { supabaseUrl: backend.apiUrl, supabaseAnonKey: backend.anonKey };
  app = await startStaticServer({ cdn, port: 4300 + offset, runtimeConfig });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const options = { baseURL: app.url, storageState: await signInState(browser, app.url) };
  const remotes = await productRoutes();

  const routes = [];
  for (const route of ['/', ...remotes.flatMap((r) => r.routes)]) {
    routes.push(await visitRoute(browser, { ...options, route }));
    console.log(`${route}: ${routes.at(-1).gzKB} KB, first row ${routes.at(-1).coldFirstRowMs} ms`);
  }
  const results = {
    date: new Date(startedAt).toISOString(),
    data,
    visits: VISITS,
    routes,
    firstNavigation: await firstNavigations(browser, options, remotes),
    furtherRemote: await furtherRemotes(browser, options, remotes),
    sort: await sortTime(browser, options),
    // Issue #31's measure of the first row: react-admin's list page over the same data.
    reactAdmin: await firstRowAgainstReactAdmin(browser, options, { cdn: reactAdminCdn, runtimeConfig, port: 4300 + offset + 1 }),
    api: await apiTimes(backend),
    // 50 clients and one, 60 s each, gateway and PostgREST direct taking turns.
    gateway: await gatewayOverheadTimes(backend),
    // Last: it adds a utility per space and a scoped medewerker, which the routes above must not see.
    access: await accessScale(backend),
    // After access, so that its million history entries and 20,000 writes of spaces do not reach those figures.
    history: await historyScale(backend),
  };
  results.totalSeconds = round((Date.now() - startedAt) / 1000);
  await mkdir(out, { recursive: true });
  const markdown = toMarkdown(results);
  await writeFile(path.join(out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(out, 'latest.md'), markdown);
  const readme = path.join(root, 'README.md');
  const text = await readFile(readme, 'utf8');
  await writeFile(readme, text.replace(/(<!-- bench:start -->\n)[\s\S]*?(<!-- bench:end -->)/, `$1${markdown}$2`));
  console.log(`\n${markdown}\nbench/latest.json, bench/latest.md and the README are updated (${results.totalSeconds} s).`);
} finally {
  await browser?.close();
  await app?.stop();
  await backend.stop();
}
