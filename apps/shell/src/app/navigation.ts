// Links to pages in the header, the dashboard and the settings hub: the shell's own, and
// those the live remotes declare (a page's or a settings tab's `links`, with its icon and
// its `order`). A remote adds, renames or drops a link with its own deploy.
import type { ComponentType } from 'react';
import { liveManifest } from '../remotes/liveManifest';
import type { LinkPlace, RemoteManifest } from '../remotes/manifest';
import { servedRoutes, servedTabs } from './routeTable';

export interface NavLink<Icon = ComponentType> {
  to: string;
  label: string;
  Icon?: Icon;
  /** Its place among the links; a declared link without one comes last. */
  order: number;
}

/** The links of one place, the shell's and the declared ones, in their order. `icons`: the icons a declaration may name. */
export function placeLinks<Icon>(
  place: LinkPlace,
  shellLinks: NavLink<Icon>[],
  icons: Record<string, Icon> = {},
  manifest: RemoteManifest = liveManifest(),
): NavLink<Icon>[] {
  const declared = [
    ...servedRoutes(manifest).map((route) => ({ to: route.path, item: route })),
    ...servedTabs(manifest).map((tab) => ({ to: `/settings?tab=${tab.tab}`, item: tab })),
  ].flatMap(({ to, item }) => {
    const label = item.links?.[place];
    const icon = item.icons?.[place];
    return label ? [{ to, label, Icon: icon ? icons[icon] : undefined, order: item.order ?? Number.MAX_SAFE_INTEGER }] : [];
  });
  return [...shellLinks, ...declared].sort((a, b) => a.order - b.order);
}
