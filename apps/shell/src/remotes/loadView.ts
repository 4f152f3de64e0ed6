import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadOnce, type LoadOnce } from '@facility/ui/basics';
import { liveManifest, setManifest } from './liveManifest';
import { ownerOf, servedTabs } from '../app/routeTable';
import { fetchManifest, toRemotes } from './manifest';
import { currentPreview, withPreview } from './preview';
import { setRemoteStatus } from './status';

/** A view a remote serves; one made with libs/ui `lazyView` can download its code ahead. */
export type RemoteView = ComponentType & { preload?: () => Promise<void> };
/** Every remote exposes './routes': a map from view name to component. */
export type RemoteViews = Record<string, RemoteView>;

/** A remote's view: which remote, and the view's name in its views. */
export interface ViewTarget {
  remote: string;
  view: string;
}

/** The view that serves `pathname`, by what the live remotes declare in the manifest. */
export function viewAt(pathname: string): ViewTarget {
  const remote = ownerOf(pathname);
  const route = remote ? liveManifest().remotes[remote]?.routes?.find((r) => r.path === pathname) : undefined;
  if (!remote || !route) throw new Error(`Geen bereikbaar onderdeel heeft de pagina ${pathname}`);
  return { remote, view: route.view };
}

/** The view of the settings tab `tab`, by what the live remotes declare in the manifest. */
export function tabView(tab: string): ViewTarget {
  const served = servedTabs().find((t) => t.tab === tab);
  if (!served) throw new Error(`Geen bereikbaar onderdeel heeft het tabblad ${tab}`);
  return { remote: served.remote, view: served.view };
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
 * The one download of the view `target` names (`key` says which it is). `target` is asked
 * when the download starts; `again` (a retry) first reads the manifest again, so a remote
 * that was down, or a manifest that could not be read, is found.
 */
export function viewDownload(key: string, target: () => ViewTarget, again = false): LoadOnce<RemoteView> {
  const known = downloads.get(key);
  if (known && !again) return known;
  const download = loadOnce(async () => {
    if (again) await refreshRemotes();
    const { remote, view } = target();
    return loadView(remote, view);
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
