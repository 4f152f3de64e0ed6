// Every page of the app, for the checks that visit each one (axe, weight): the shell's own
// pages, its settings tabs, and each remote's pages from its routes.json, so a new page is
// checked without being listed anywhere. The expected counts below make a lost page (or a
// lost remote) fail the checks instead of quietly shrinking them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const apps = path.resolve(__dirname, '../apps');

/** The pages of each remote, by its container name as the manifest names it (assets-mf: assets_mf). */
export const REMOTE_ROUTES: Record<string, string[]> = Object.fromEntries(
  readdirSync(apps)
    .filter((name) => name.endsWith('-mf'))
    .sort()
    .map((name) => [
      name.replace(/-/g, '_'),
      (JSON.parse(readFileSync(path.join(apps, name, 'src/routes.json'), 'utf8')) as { path: string }[]).map((route) => route.path),
    ]),
);

/** The settings tabs (apps/shell/src/settings/tabs.ts); the first is /settings itself. */
const tabs = [...readFileSync(path.join(apps, 'shell/src/settings/tabs.ts'), 'utf8').matchAll(/value: '([a-z-]+)'/g)].map((m) => m[1]);

/** The shell's own pages (apps/shell/src/app/router.tsx) and its settings tabs. */
export const SHELL_ROUTES = ['/', ...tabs.map((tab, i) => (i === 0 ? '/settings' : `/settings?tab=${tab}`)), '/modules'];

export const ROUTES = [...SHELL_ROUTES, ...Object.values(REMOTE_ROUTES).flat()];

/** What there is today: a new page or remote raises these, a lost one fails. */
export const EXPECTED = { remotes: 6, remoteRoutes: 24, settingsTabs: 3, routes: 29 };
