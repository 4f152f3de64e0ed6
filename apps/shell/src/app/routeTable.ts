// Which paths the shell keeps (shellPages.json, read by the deploy too) and what the live
// remotes declare in the manifest: the paths each owns, its pages and its settings tabs.
import shell from './shellPages.json';
import { liveManifest } from '../remotes/liveManifest';
import type { RemoteManifest, RemoteManifestEntry, RemoteRoute, SettingsTabRoute } from '../remotes/manifest';

/** Pages of the shell itself, with their breadcrumb names. */
export const shellPages: Record<string, string> = shell.pages;

const matches = (pattern: string, pathname: string) => (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern);

/** What a remote owns; a remote deployed before it declared that owns the paths of its pages. */
const owns = (entry: RemoteManifestEntry, pathname: string) =>
  entry.owns ? entry.owns.some((pattern) => matches(pattern, pathname)) : (entry.routes ?? []).some((route) => route.path === pathname);

/** The live remote that owns `pathname`, if any (never for a page of the shell). */
export function ownerOf(pathname: string, manifest: RemoteManifest = liveManifest()): string | undefined {
  if (pathname in shellPages) return undefined;
  return Object.keys(manifest.remotes).find((remote) => owns(manifest.remotes[remote], pathname));
}

export interface ServedRoute extends RemoteRoute {
  remote: string;
}

/** Every page the manifest's remotes declare, each only where its remote owns the path. */
export function servedRoutes(manifest: RemoteManifest = liveManifest()): ServedRoute[] {
  return Object.entries(manifest.remotes).flatMap(([remote, entry]) =>
    (entry.routes ?? []).filter((route) => ownerOf(route.path, manifest) === remote).map((route) => ({ ...route, remote })),
  );
}

export interface ServedTab extends SettingsTabRoute {
  remote: string;
}

/** The settings tabs of the live remotes in their declared order; a tab name is served once. */
export function servedTabs(manifest: RemoteManifest = liveManifest()): ServedTab[] {
  const tabs = Object.entries(manifest.remotes).flatMap(([remote, entry]) => (entry.settingsTabs ?? []).map((tab) => ({ ...tab, remote })));
  const sorted = tabs.sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.label.localeCompare(b.label, 'nl'));
  return sorted.filter((tab, i) => sorted.findIndex((other) => other.tab === tab.tab) === i && (!tab.path || ownerOf(tab.path, manifest) === tab.remote));
}

/** The remotes of this product: those in the manifest. */
export const remoteNames = (manifest: RemoteManifest = liveManifest()) => Object.keys(manifest.remotes).sort();

export function pageLabel(pathname: string): string | undefined {
  return shellPages[pathname] ?? servedRoutes().find((route) => route.path === pathname)?.label;
}
