// Which paths the shell keeps and which each remote may serve (pathOwners.json, read
// by the deploy too), and the routes the live remotes declare in the manifest.
import owners from './pathOwners.json';
import { liveManifest } from '../remotes/liveManifest';
import type { RemoteManifest, RemoteRoute } from '../remotes/manifest';

/** Pages of the shell itself, with their breadcrumb names. */
export const shellPages: Record<string, string> = {
  '/settings': 'Instellingen',
  '/modules': 'Modules',
};

/** The remotes of this product, by container name. */
export const remoteNames = Object.keys(owners.remotes);

const matches = (pattern: string, pathname: string) => (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern);

/** The remote that may serve `pathname`, if any. */
export function ownerOf(pathname: string): string | undefined {
  const remotes = owners.remotes as Record<string, string[]>;
  return Object.keys(remotes).find((remote) => remotes[remote].some((pattern) => matches(pattern, pathname)));
}

export interface ServedRoute extends RemoteRoute {
  remote: string;
}

/** Every route the manifest's remotes declare, each only where its remote may serve it. */
export function servedRoutes(manifest: RemoteManifest = liveManifest()): ServedRoute[] {
  return Object.entries(manifest.remotes).flatMap(([remote, entry]) =>
    (entry.routes ?? []).filter((route) => ownerOf(route.path) === remote && !(route.path in shellPages)).map((route) => ({ ...route, remote })),
  );
}

export function pageLabel(pathname: string): string | undefined {
  return shellPages[pathname] ?? servedRoutes().find((route) => route.path === pathname)?.label;
}
