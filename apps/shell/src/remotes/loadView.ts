import { createElement, type ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchManifest, toRemotes } from './manifest';
import { setRemoteStatus } from './status';

/** Every remote exposes './routes': a map from view name to component. */
export type RemoteViews = Record<string, ComponentType>;

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

/** Before a retry: read the manifest again, so a remote deployed or rolled back meanwhile is found. */
export async function refreshRemotes() {
  registerRemotes(toRemotes(await fetchManifest()), { force: true });
}
