// Every page of the app, for the checks that visit each one (axe, weight): the shell's own
// pages, and each remote's pages and settings tabs from its declaration (src/remote.json),
// so a new page is checked without being listed anywhere. The expected counts below make a lost page (or a
// lost remote) fail the checks instead of quietly shrinking them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const apps = path.resolve(__dirname, '../apps');

interface Declaration {
  name: string;
  routes: { path: string }[];
  settingsTabs?: { tab: string; order?: number }[];
}

const declarations: Declaration[] = readdirSync(apps)
  .filter((name) => name.endsWith('-mf'))
  .sort()
  .map((name) => JSON.parse(readFileSync(path.join(apps, name, 'src/remote.json'), 'utf8')));

/** The pages of each remote, by its container name as the manifest names it (assets_mf). */
export const REMOTE_ROUTES: Record<string, string[]> = Object.fromEntries(declarations.map((remote) => [remote.name, remote.routes.map((route) => route.path)]));

/** The settings tabs the remotes declare, as /settings shows them. */
const tabs = declarations.flatMap((remote) => remote.settingsTabs ?? []).sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity));

/**
 * The shell's own pages behind sign-in (apps/shell/src/app/shellPages.json: the dashboard, /settings with its
 * tab Algemeen, /modules, /wachtwoord-wijzigen) and the settings tabs. The pages before sign-in (a forgotten
 * password, choosing one from an e-mail's link) are checked in password.spec.
 */
export const SHELL_ROUTES = ['/', '/settings', ...tabs.map(({ tab }) => `/settings?tab=${tab}`), '/modules', '/wachtwoord-wijzigen'];

export const ROUTES = [...SHELL_ROUTES, ...Object.values(REMOTE_ROUTES).flat()];

/** What there is today: a new page or remote raises these, a lost one fails. */
export const EXPECTED = { remotes: 6, remoteRoutes: 24, routes: 33 };
