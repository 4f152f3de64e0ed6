import type { RemoteManifest } from '../remotes/manifest';

let live: RemoteManifest = { remotes: {} };

/** The manifest this page was started with. */
export function setManifest(manifest: RemoteManifest) {
  live = manifest;
}

export function liveManifest(): RemoteManifest {
  return live;
}
