import type { RemoteManifest } from './manifest';

let live: RemoteManifest = { remotes: {} };

/** The manifest this page runs with (read again when a remote area is retried). */
export function setManifest(manifest: RemoteManifest) {
  live = manifest;
}

export function liveManifest(): RemoteManifest {
  return live;
}
