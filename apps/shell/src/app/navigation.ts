// Links to remote pages in the header, the dashboard and the settings hub. The shell
// keeps the spec's order and icons; the live remote decides whether its page has the
// link and what it is called (its routes.json `links`), and a remote can add a link
// to a new page with its own deploy (it is then placed last).
import type { ComponentType } from 'react';
import { liveManifest } from '../remotes/liveManifest';
import type { RemoteManifest } from '../remotes/manifest';
import { ownerOf } from './routeTable';

export type LinkPlace = 'header' | 'dashboard' | 'settings';

export interface NavLink<Icon = ComponentType> {
  to: string;
  label: string;
  Icon?: Icon;
}

const pathOf = (to: string) => to.split('?')[0];

/** The links of one place: the shell's, as the live remotes declare them, then links only a remote declares. */
export function placeLinks<Icon>(place: LinkPlace, shellLinks: NavLink<Icon>[], manifest: RemoteManifest = liveManifest()): NavLink<Icon>[] {
  const declared = (path: string) => {
    const remote = ownerOf(path);
    const entry = remote ? manifest.remotes[remote] : undefined;
    // A remote that is not live (or a manifest that could not be read): the link stays, its page says it is unavailable.
    if (!entry?.routes) return { known: false, label: undefined };
    // A page the live remote does not serve yet (it brings its area in parts): the link stays.
    const route = entry.routes.find((r) => r.path === path);
    if (!route) return { known: false, label: undefined };
    return { known: true, label: route.links?.[place] };
  };
  const shellPaths = new Set(shellLinks.map((link) => pathOf(link.to)));
  const kept = shellLinks.flatMap((link) => {
    if (!ownerOf(pathOf(link.to))) return [link];
    const { known, label } = declared(pathOf(link.to));
    if (!known) return [link];
    return label ? [{ ...link, label }] : [];
  });
  const added = Object.entries(manifest.remotes).flatMap(([remote, entry]) =>
    (entry.routes ?? [])
      .filter((route) => route.links?.[place] && !shellPaths.has(route.path) && ownerOf(route.path) === remote)
      .map((route) => ({ to: route.path, label: route.links?.[place] as string })),
  );
  return [...kept, ...added];
}
