// No React here: main.ts reads the manifest before the shared modules are initialised.
import type { RemoteManifest } from './manifest';

let live: RemoteManifest = { remotes: {} };
const listeners = new Set<() => void>();

/** The manifest this page runs with (read again when a remote area is retried). */
export function setManifest(manifest: RemoteManifest) {
  live = manifest;
  for (const listener of listeners) listener();
}

export function liveManifest(): RemoteManifest {
  return live;
}

/** Calls `listener` whenever the manifest is read again; returns the unsubscribe. */
export function onManifestChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
