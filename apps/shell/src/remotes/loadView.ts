import { createElement, type ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { liveManifest, setManifest } from './liveManifest';
import { fetchManifest, toRemotes } from './manifest';
import { currentPreview, withPreview } from './preview';
import { setRemoteStatus } from './status';

/** Every remote exposes './routes': a map from view name to component. */
export type RemoteViews = Record<string, ComponentType>;

/** The view `remote` serves at `pathname`, by the routes it declares in the manifest. */
export function viewAt(remote: string, pathname: string): string {
  const route = liveManifest().remotes[remote]?.routes?.find((r) => r.path === pathname);
  if (!route) throw new Error(`${remote} is niet bereikbaar of heeft geen pagina ${pathname}`);
  return route.view;
}

export async function loadView(remote: string, view: string): Promise<{ default: ComponentType }> {
  try {
    const module = await loadRemote<{ default: RemoteViews }>(`${remote}/routes`);
    const component = module?.default?.[view];
    if (!component) throw new Error(`${remote} heeft geen onderdeel '${view}'`);
    setRemoteStatus(remote, { state: 'loaded' });
    // A view may itself be lazy; React.lazy must resolve to a plain component.
    return { default: () => createElement(component) };
  } catch (error) {
    setRemoteStatus(remote, { state: 'failed', reason: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/** Before a retry: read the manifest again, so a remote deployed, rolled back or back up meanwhile is found. */
export async function refreshRemotes() {
  const manifest = await withPreview(await fetchManifest(), currentPreview());
  setManifest(manifest);
  registerRemotes(toRemotes(manifest), { force: true });
}
