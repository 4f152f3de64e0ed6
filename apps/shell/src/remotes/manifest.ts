/** A route a remote declares (its build's routes.json), with the Dutch page name for the breadcrumb. */
export interface RemoteRoute {
  path: string;
  view: string;
  label: string;
  /** The link to this page in the header, on the dashboard or in the settings hub, by its label. */
  links?: Partial<Record<'header' | 'dashboard' | 'settings', string>>;
  /** The scripts of the route's view, relative to the remote's entry (written by its build). */
  files?: string[];
}

/** The runtime manifest entry of one remote: the version that is live, and what it brings. */
export interface RemoteManifestEntry {
  version: string;
  entry: string;
  deployedAt?: string;
  previous?: string | null;
  /** Missing in a manifest written before remotes declared their routes. */
  routes?: RemoteRoute[];
  /** Workspace library -> version the build was made with. */
  libs?: Record<string, string>;
  /** Shown in this browser only (?preview=), not the live version. */
  preview?: boolean;
}

export interface RemoteManifest {
  remotes: Record<string, RemoteManifestEntry>;
}

export const MANIFEST_URL = '/remotes/manifest.json';

export async function fetchManifest(): Promise<RemoteManifest> {
  try {
    const response = await fetch(MANIFEST_URL, { cache: 'no-store' });
    if (!response.ok) return { remotes: {} };
    const manifest = await response.json();
    return { remotes: manifest?.remotes ?? {} };
  } catch {
    // No manifest: the shell still starts and every remote area says it is unavailable.
    return { remotes: {} };
  }
}

export function toRemotes(manifest: RemoteManifest) {
  return Object.entries(manifest.remotes ?? {}).map(([name, { entry }]) => ({ name, entry }));
}
