// Preview of a published, not (yet) live version of one remote, in this browser tab
// only: /?preview=tasks-mf@0.1.0-3f2a9c1b7e. Everyone else keeps the live version.
import type { RemoteManifest, RemoteManifestEntry, RemoteRoute } from './manifest';

export interface Preview {
  /** Container name, e.g. tasks_mf. */
  remote: string;
  version: string;
}

const KEY = 'facility-preview';
const VERSION = /^[0-9A-Za-z.+-]+$/;

export function parsePreview(value: string | null): Preview | null {
  const [name, version] = (value ?? '').split('@');
  if (!name || !version || !VERSION.test(version) || !/^[a-z]+[-_]mf$/.test(name)) return null;
  return { remote: name.replaceAll('-', '_'), version };
}

/** The preview asked for in the URL (kept for this tab), or the one kept earlier. */
export function currentPreview(location: Location = window.location, storage: Storage = window.sessionStorage): Preview | null {
  const asked = new URLSearchParams(location.search).get('preview');
  if (asked !== null) {
    const preview = parsePreview(asked);
    if (preview) storage.setItem(KEY, `${preview.remote}@${preview.version}`);
    return preview;
  }
  return parsePreview(storage.getItem(KEY));
}

export function leavePreview(storage: Storage = window.sessionStorage) {
  storage.removeItem(KEY);
}

/** The manifest with the previewed version of one remote in place of its live one. */
export async function withPreview(manifest: RemoteManifest, preview: Preview | null): Promise<RemoteManifest> {
  if (!preview) return manifest;
  const base = `/remotes/${preview.remote}/${preview.version}`;
  const [declared, libs] = await Promise.all([releaseOf(base), fetchJson<Record<string, string>>(`${base}/libs.json`)]);
  if (!declared) return manifest;
  const entry = { version: preview.version, entry: `${base}/remoteEntry.js`, ...declared, libs: libs ?? {}, preview: true };
  return { ...manifest, remotes: { ...manifest.remotes, [preview.remote]: entry } };
}

type Declared = Pick<RemoteManifestEntry, 'routes' | 'owns' | 'settingsTabs' | 'search'>;

/** What a published version declares (its remote.json; a version built before that has only its routes.json). */
async function releaseOf(base: string): Promise<Declared | null> {
  const release = await fetchJson<Required<Declared>>(`${base}/remote.json`);
  if (release) return { routes: release.routes, owns: release.owns, settingsTabs: release.settingsTabs, search: release.search };
  const routes = await fetchJson<RemoteRoute[]>(`${base}/routes.json`);
  return routes ? { routes } : null;
}

async function fetchJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}
