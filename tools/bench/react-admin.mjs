// Issue #31 sets the first row against react-admin's list page over the same PostgREST data.
// tools/bench/react-admin/ is that page as create-react-admin makes it (react-admin 5, its
// PostgREST data provider, Vite), with the product's /config.json and the signed-in session
// supabase-js keeps in localStorage. It has its own package.json: nothing of it is in the product.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstall } from '../run/ensure-install.mjs';
import { root } from '../run/nx.mjs';

const app = path.join(root, 'tools/bench/react-admin');

/** The routes the reference app has: its two list pages. */
export const reactAdminRoutes = ['/housing', '/spaces'];

/**
 * Installs and builds the reference app into `cdn`/shell, where the static server serves a
 * shell from. @returns `cdn`
 */
export function buildReactAdmin(cdn) {
  ensureInstall(app);
  const vite = path.join(app, 'node_modules/vite/bin/vite.js');
  const env = { ...process.env, REFERENCE_OUT_DIR: path.join(cdn, 'shell') };
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error'], { cwd: app, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('react-admin: the build failed (see above)');
  return cdn;
}

/** A signed-in storage state of the product, for a page served from `origin`. */
export const sessionFor = (state, origin) => ({ ...state, origins: state.origins.map((o) => ({ ...o, origin })) });
