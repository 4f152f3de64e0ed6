import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadOnce, type LoadOnce } from '@facility/ui/basics';
import { liveManifest, setManifest } from './liveManifest';
import { fetchManifest, toRemotes } from './manifest';
import { currentPreview, withPreview } from './preview';
import { setRemoteStatus } from './status';

/** A view a remote serves; one made with libs/ui `lazyView` can download its code ahead. */
export type RemoteView = ComponentType & { preload?: () => Promise<void> };
/** Every remote exposes './routes': a map from view name to component. */
export type RemoteViews = Record<string, RemoteView>;

/** The view `remote` serves at `pathname`, by the routes it declares in the manifest. */
export function viewAt(remote: string, pathname: string): string {
  const route = liveManifest().remotes[remote]?.routes?.find((r) => r.path === pathname);
  if (!route) throw new Error(`${remote} is niet bereikbaar of heeft geen pagina ${pathname}`);
  return route.view;
}

/** A view's component, once its own code has downloaded too, so that it renders at once. */
export async function loadView(remote: string, view: string): Promise<RemoteView> {
  try {
    const module = await loadRemote<{ default: RemoteViews }>(`${remote}/routes`);
    const component = module?.default?.[view];
    if (!component) throw new Error(`${remote} heeft geen onderdeel '${view}'`);
    await component.preload?.();
    setRemoteStatus(remote, { state: 'loaded' });
    return component;
  } catch (error) {
    setRemoteStatus(remote, { state: 'failed', reason: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

const downloads = new Map<string, LoadOnce<RemoteView>>();

/**
 * The one download of the view `remote` serves: `view`, or the one it declares for `pathname`.
 * `again` (a retry) starts a new one that first reads the manifest again.
 */
export function viewDownload(remote: string, pathname: string, view?: string, again = false): LoadOnce<RemoteView> {
  const key = `${remote} ${view ?? pathname}`;
  const known = downloads.get(key);
  if (known && !again) return known;
  const download = loadOnce(async () => {
    if (again) await refreshRemotes();
    return loadView(remote, view ?? viewAt(remote, pathname));
  });
  downloads.set(key, download);
  return download;
}

/** Before a retry: read the manifest again, so a remote deployed, rolled back or back up meanwhile is found. */
export async function refreshRemotes() {
  const manifest = await withPreview(await fetchManifest(), currentPreview());
  setManifest(manifest);
  registerRemotes(toRemotes(manifest), { force: true });
}
