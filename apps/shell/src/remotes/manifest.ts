/** header: the dashboard's quick actions; toolbar: the icon buttons on every other page. */
export type LinkPlace = 'header' | 'toolbar' | 'dashboard' | 'settings';

/** What a page or settings tab of a remote shows of itself: its view and its links. */
interface DeclaredView {
  view: string;
  label: string;
  /** The link to it in the header, the toolbar, on the dashboard or in the settings hub, by its label. */
  links?: Partial<Record<LinkPlace, string>>;
  /** The icon of a link, by name (the shell's icons; an unknown name shows a puzzle piece). */
  icons?: Partial<Record<LinkPlace, string>>;
  /** Its place in every list of links (the shell's own links have theirs too). */
  order?: number;
  /** The scripts of the view, relative to the remote's entry (written by its build). */
  files?: string[];
}

/** A page a remote declares (apps/<remote>/src/remote.json), with the Dutch page name for the breadcrumb. */
export interface RemoteRoute extends DeclaredView {
  path: string;
}

/** A tab a remote adds to /settings (?tab=<tab>); `path`, when given, leads to it. */
export interface SettingsTabRoute extends DeclaredView {
  tab: string;
  path?: string;
}

/**
 * An area of the one search (public.global_search) a remote makes searchable: the name above its
 * results, their icon (the shell's icons), and the page (`path`) or settings tab (`tab`) of the
 * remote that opens a result with ?open=<id>.
 */
export interface SearchArea {
  area: string;
  label: string;
  icon: string;
  path?: string;
  tab?: string;
}

/** The runtime manifest entry of one remote: the version that is live, and what it brings. */
export interface RemoteManifestEntry {
  version: string;
  entry: string;
  deployedAt?: string;
  previous?: string | null;
  /** Missing in a manifest written before remotes declared their routes. */
  routes?: RemoteRoute[];
  /** The paths the remote owns ('*' at the end: every path that starts with what comes before it); missing before remotes declared them. */
  owns?: string[];
  settingsTabs?: SettingsTabRoute[];
  /** What it makes searchable; missing before remotes declared it. */
  search?: SearchArea[];
  /** Workspace library -> version the build was made with. */
  libs?: Record<string, string>;
  /** Shown in this browser only (?preview=), not the live version. */
  preview?: boolean;
}

export interface RemoteManifest {
  remotes: Record<string, RemoteManifestEntry>;
  /** Set when the manifest could not be read: the shell cannot tell which remote serves a path. */
  unreachable?: boolean;
}

export const MANIFEST_URL = '/remotes/manifest.json';

export async function fetchManifest(): Promise<RemoteManifest> {
  try {
    const response = await fetch(MANIFEST_URL, { cache: 'no-store' });
    // None deployed yet: there are no remotes.
    if (response.status === 404) return { remotes: {} };
    if (!response.ok) return { remotes: {}, unreachable: true };
    const manifest = await response.json();
    return { remotes: manifest?.remotes ?? {} };
  } catch {
    // No manifest: the shell still starts and every page it does not serve itself says it is unavailable.
    return { remotes: {}, unreachable: true };
  }
}

export function toRemotes(manifest: RemoteManifest) {
  return Object.entries(manifest.remotes ?? {}).map(([name, { entry }]) => ({ name, entry }));
}
