// Getting a remote's code to the browser before the user waits for it. No React here:
// main.ts uses it before the shared modules are initialised.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ownerOf } from '../app/routeTable';
import { liveManifest } from './liveManifest';
import type { RemoteManifest } from './manifest';

/** At start: begin loading the remote that serves `pathname`, alongside the shell's own code. */
export function preloadRemoteAt(pathname: string, manifest: RemoteManifest) {
  const remote = ownerOf(pathname);
  if (!remote || !manifest.remotes[remote]) return;
  // A failure shows where the view loads (with retry); here it only means no head start.
  loadRemote(`${remote}/routes`).catch(() => undefined);
}

const hinted = new Set<string>();

/** Lets the browser fetch, when it is idle, the entry of every remote a shown link leads to. */
export function prefetchRemotesOf(paths: string[], manifest: RemoteManifest = liveManifest()) {
  for (const path of paths) {
    const remote = ownerOf(path);
    const entry = remote ? manifest.remotes[remote]?.entry : undefined;
    if (!entry || hinted.has(entry)) continue;
    hinted.add(entry);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = entry;
    document.head.append(link);
  }
}
