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
  const remote = ownerOf(pathname, manifest);
  const entry = remote ? manifest.remotes[remote] : undefined;
  if (!entry) return;
  const route = entry.routes?.find((r) => r.path === pathname);
  const view = route?.view;
  preloadScripts(entry.entry, route?.files ?? []);
  // A failure shows where the view loads (with retry); here it only means no head start.
  loadRemote<{ default: RemoteViews }>(`${remote}/routes`)
    .then((module) => (view ? module?.default?.[view]?.preload?.() : undefined))
    .catch(() => undefined);
}

const preloaded = new Set<string>();

/**
 * Fetches a view's scripts alongside its remote's entry: without this the browser learns
 * of them one after another (the entry, then the routes module, then the view's chunks).
 */
function preloadScripts(entry: string, files: string[]) {
  const base = new URL(entry, window.location.href);
  for (const file of files) {
    const href = new URL(file, base).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    appendScriptLink('preload', href);
  }
}

function appendScriptLink(rel: 'preload' | 'prefetch', href: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

/** For a link to `to`: load its page when the pointer or the keyboard focus reaches it. */
export const preloadOnIntent = (to: string) => ({ onPointerEnter: () => preloadViewAt(to), onFocus: () => preloadViewAt(to) });

const hinted = new Set<string>();

/** Lets the browser fetch, when it is idle, the entry of every remote a shown link leads to. */
export function prefetchRemotesOf(paths: string[], manifest: RemoteManifest = liveManifest()) {
  for (const path of paths) {
    const remote = ownerOf(path, manifest);
    const entry = remote ? manifest.remotes[remote]?.entry : undefined;
    if (!entry || hinted.has(entry)) continue;
    hinted.add(entry);
    appendScriptLink('prefetch', entry);
  }
}
