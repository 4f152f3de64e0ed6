// Issue #31 sets the first row against react-admin's list page over the same PostgREST data.
// tools/bench/react-admin/ is that page as create-react-admin makes it (react-admin 5, its
// PostgREST data provider, Vite), with the product's /config.json and the signed-in session
// supabase-js keeps in localStorage. It has its own package.json: nothing of it is in the product.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstall } from '../run/ensure-install.mjs';
import { root } from '../run/nx.mjs';
import { startStaticServer } from '../serve/static-server.mjs';
import { round } from './scale.mjs';
import { coldVisitsInTurns } from './turns.mjs';

const app = path.join(root, 'tools/bench/react-admin');

/** The routes the reference app has: its two list pages. */
export const reactAdminRoutes = ['/housing', '/spaces'];

/**
 * Installs and builds the reference app into `cdn`/shell, where the static server serves a
 * shell from. Call it before the bench starts its stack: a machine that cannot install it stops
 * here (ensureInstall exits), not after the measurements, with a database left running.
 * @returns `cdn`
 */
export function buildReactAdmin(cdn = path.join(root, '.data/bench-react-admin-cdn')) {
  ensureInstall(app);
  const vite = path.join(app, 'node_modules/vite/bin/vite.js');
  const env = { ...process.env, REFERENCE_OUT_DIR: path.join(cdn, 'shell') };
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error'], { cwd: app, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('react-admin: the build failed (see above)');
  return cdn;
}

/** A signed-in storage state of the product, for a page served from `origin`. */
export const sessionFor = (state, origin) => ({ ...state, origins: state.origins.map((o) => ({ ...o, origin })) });

/** Cold visits per side and route in `npm run bench`'s comparison. */
const VISITS = 9;
/** Issue #31: the first row within 0.8x react-admin's. */
export const RATIO_TARGET = 0.8;

/**
 * The first row of the product (served at `baseURL`, visits starting from `storageState`) against
 * react-admin's on each route it has, visits taking turns; react-admin (`cdn`, from
 * buildReactAdmin) served on `port`.
 */
export async function firstRowAgainstReactAdmin(browser, { baseURL, storageState }, { cdn, runtimeConfig, port }) {
  const reference = await startStaticServer({ cdn, port, runtimeConfig });
  try {
    const sides = [
      { name: 'product', url: baseURL, state: storageState },
      { name: 'react-admin', url: reference.url, state: sessionFor(storageState, reference.url) },
    ];
    const rows = [];
    for (const route of reactAdminRoutes) {
      const { product, 'react-admin': other } = await coldVisitsInTurns(browser, sides, route, VISITS);
      rows.push({ route, productMs: round(product.ms), reactAdminMs: round(other.ms), ratio: Math.round((product.ms / other.ms) * 100) / 100, productKB: round(product.gz / 1024), reactAdminKB: round(other.gz / 1024) });
    }
    return rows;
  } finally {
    await reference.stop();
  }
}

export function reactAdminMarkdown(rows) {
  return [
    `First row against react-admin 5's list page over the same data (tools/bench/react-admin/), cold visits taking turns, median of ${VISITS} each; target ≤ ${RATIO_TARGET}×.`,
    '',
    '| route | product first row (ms) | react-admin first row (ms) | ratio | | JS+CSS gz, product / react-admin (KB) |',
    '|---|---:|---:|---:|---|---:|',
    ...rows.map((x) => `| ${x.route} | ${x.productMs} | ${x.reactAdminMs} | ${x.ratio} | ${x.ratio <= RATIO_TARGET ? '✓' : '✗ over'} | ${x.productKB} / ${x.reactAdminKB} |`),
    '',
  ].join('\n');
}
