// Time to the first row on a cold visit, this checkout's builds against another build of the
// product, on the bench's scale data (1,000 buildings, 10,000 spaces, 100,000 tasks, 100,000
// housing units): both served beside each other against one stack, visits taking turns
// (this, other, this, …), so a busy moment falls on both alike. Measures, asserts nothing.
//   node tools/bench/first-row.mjs [--compare=<name>:<published cdn folder>] [--react-admin]
//                                  [--visits=9] [--routes=/housing,/spaces,/tasks] [--this=<cdn folder>]
// --react-admin adds react-admin's list pages over the same data (tools/bench/react-admin.mjs) on
// the routes it has, /housing and /spaces, signed in with the product's session.
// --this: a published build of this checkout made before (otherwise it is built and published).
// A cdn folder is what the deploy publishes: in another checkout,
//   node -e "import('./tools/deploy/build.mjs').then(async (b) => { await b.buildAll(); await b.publishAll('<folder>'); })"
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureInstall } from '../run/ensure-install.mjs';
import { ensureChromium } from '../run/ensure-chromium.mjs';
import { buildAll, publishAll } from '../deploy/build.mjs';
import { startStaticServer } from '../serve/static-server.mjs';
import { root } from '../run/nx.mjs';
import { addScaleData, round, startBenchBackend } from './scale.mjs';
import { signInState } from './sign-in.mjs';
import { buildReactAdmin, reactAdminRoutes, sessionFor } from './react-admin.mjs';
import { coldVisitsInTurns } from './turns.mjs';

ensureInstall();
ensureChromium();

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split(/=(.*)/s).slice(0, 2)));
const offset = 420;
const visits = Number(args.visits ?? 9);
const routes = (args.routes ?? '/housing,/spaces,/tasks').split(',');
const compared = args.compare ? [{ name: args.compare.split(':')[0], cdn: args.compare.split(':').slice(1).join(':') }] : [];
// Before the stack starts (see buildReactAdmin).
if ('react-admin' in args) compared.push({ name: 'react-admin', cdn: buildReactAdmin(), routes: reactAdminRoutes, signsIn: false });


const backend = await startBenchBackend({ dataDir: path.join(root, '.data/bench-first-row'), offset });
const servers = [];
let browser;
try {
  await addScaleData(backend);
  const cdn = args.this ?? path.join(root, '.data/bench-first-row-cdn');
  if (!args.this) {
    await buildAll();
    await publishAll(cdn, () => {});
  }
  const runtimeConfig = { supabaseUrl: backend.apiUrl, supabaseAnonKey: backend.anonKey };
  const sides = [{ name: 'this checkout', cdn }, ...compared];
  for (const [i, side] of sides.entries()) {
    side.server = await startStaticServer({ cdn: side.cdn, port: 4300 + offset + i, runtimeConfig });
    servers.push(side.server);
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const side of sides) {
    side.state = side.signsIn === false ? sessionFor(sides[0].state, side.server.url) : await signInState(browser, side.server.url);
  }
  for (const route of routes) {
    const onRoute = sides.filter((side) => !side.routes || side.routes.includes(route));
    const result = await coldVisitsInTurns(browser, onRoute.map((side) => ({ ...side, url: side.server.url })), route, visits);
    const ours = result[onRoute[0].name].ms;
    const line = onRoute
      .map(({ name }, i) => `${name} ${round(result[name].ms)} ms, ${round(result[name].gz / 1024)} KB${i ? ` (ratio ${(ours / result[name].ms).toFixed(2)})` : ''}`)
      .join(', ');
    console.log(`${route}: first row cold, median of ${visits}: ${line}`);
  }
} finally {
  await browser?.close();
  for (const server of servers) await server.stop();
  await backend.stop();
}
