/** The runtime manifest: which deployed version of each remote is live. */
export interface RemoteManifestEntry {
  version: string;
  entry: string;
  deployedAt?: string;
}

export interface RemoteManifest {
  remotes: Record<string, RemoteManifestEntry>;
}

export const MANIFEST_URL = '/remotes/manifest.json';

export async function fetchManifest(): Promise<RemoteManifest> {
  try {
    const response = await fetch(MANIFEST_URL, { cache: 'no-store' });
    if (!response.ok) return { remotes: {} };
    return await response.json();
  } catch {
    // No manifest: the shell still starts and every remote area says it is unavailable.
    return { remotes: {} };
  }
}

export function toRemotes(manifest: RemoteManifest) {
  return Object.entries(manifest.remotes ?? {}).map(([name, { entry }]) => ({ name, entry }));
}
