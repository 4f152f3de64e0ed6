// Getting a remote's code to the browser before the user waits for it. No React here:
// main.ts uses it before the shared modules are initialised.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ownerOf } from '../app/routeTable';
import { liveManifest } from './liveManifest';
import type { RemoteViews } from './loadView';
import type { RemoteManifest } from './manifest';

/**
 * Begins loading the view that serves `pathname`: its remote's entry and routes, then the
 * view's own code. At start it runs alongside the shell's own code; later on hover or focus
 * of a link, so the click finds the page (nearly) loaded.
 */
export function preloadViewAt(pathname: string, manifest: RemoteManifest = liveManifest()) {
  const remote = ownerOf(pathname);
  const entry = remote ? manifest.remotes[remote] : undefined;
  if (!entry) return;
  const view = entry.routes?.find((route) => route.path === pathname)?.view;
  // A failure shows where the view loads (with retry); here it only means no head start.
  loadRemote<{ default: RemoteViews }>(`${remote}/routes`)
    .then((module) => (view ? module?.default?.[view]?.preload?.() : undefined))
    .catch(() => undefined);
}

/** For a link to `to`: load its page when the pointer or the keyboard focus reaches it. */
export const preloadOnIntent = (to: string) => ({ onPointerEnter: () => preloadViewAt(to), onFocus: () => preloadViewAt(to) });

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
