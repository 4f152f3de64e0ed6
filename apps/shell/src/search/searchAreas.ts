// The areas of the one search, as the live remotes declare them (remote.json `search`): the
// name above an area's results, their icon, and where a result opens. An area whose page or
// tab no live remote serves is left out, so its results are not shown (they could not open).
// No React here.
import { liveManifest } from '../remotes/liveManifest';
import type { RemoteManifest } from '../remotes/manifest';
import { ownerOf, servedTabs } from '../app/routeTable';

export interface SearchAreaLink {
  area: string;
  label: string;
  icon: string;
  /** The page that opens a row of the area: its path, or the settings hub on its tab. */
  to: string;
}

/** Each declared area once (the first remote to declare it), where its remote serves the page or tab. */
export function searchAreas(manifest: RemoteManifest = liveManifest()): Map<string, SearchAreaLink> {
  const tabs = new Map(servedTabs(manifest).map((tab) => [tab.tab, tab.remote]));
  const areas = new Map<string, SearchAreaLink>();
  for (const [remote, entry] of Object.entries(manifest.remotes)) {
    for (const { area, label, icon, path, tab } of entry.search ?? []) {
      if (areas.has(area)) continue;
      if (path && ownerOf(path, manifest) === remote) areas.set(area, { area, label, icon, to: path });
      if (tab && tabs.get(tab) === remote) areas.set(area, { area, label, icon, to: `/settings?tab=${encodeURIComponent(tab)}` });
    }
  }
  return areas;
}

/** The link that opens row `id` on its area's page: `…?open=<id>` (the kit opens it). */
export function resultLink(area: Pick<SearchAreaLink, 'to'>, id: string): string {
  return `${area.to}${area.to.includes('?') ? '&' : '?'}open=${encodeURIComponent(id)}`;
}

export interface SearchHit {
  area: string;
  id: string;
  title: string;
  detail: string | null;
  rank: number;
}

export interface SearchGroup {
  area: SearchAreaLink;
  hits: SearchHit[];
}

/** The hits grouped per area, the areas in the order of their best hit; hits of an unknown area are left out. */
export function groupHits(hits: readonly SearchHit[], areas: Map<string, SearchAreaLink>): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  for (const hit of hits) {
    const area = areas.get(hit.area);
    if (!area) continue;
    const group = groups.get(hit.area) ?? { area, hits: [] };
    group.hits.push(hit);
    groups.set(hit.area, group);
  }
  return [...groups.values()];
}
