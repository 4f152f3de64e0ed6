import type { RemoteManifest } from '../remotes/manifest';
import { groupHits, resultLink, searchAreas } from './searchAreas';
import { moveActive, opensSearch } from './activeOption';
import { readRecentSearches, rememberSearch } from './recentSearches';

const manifest: RemoteManifest = {
  remotes: {
    assets_mf: {
      version: '1',
      entry: '/a.js',
      owns: ['/keys'],
      routes: [{ path: '/keys', label: 'Sleutels', view: 'keys/KeysPage' }],
      search: [
        { area: 'keys', label: 'Sleutels', icon: 'Key', path: '/keys' },
        // A page it does not own: left out.
        { area: 'spaces', label: 'Ruimtes', icon: 'Space', path: '/spaces' },
      ],
    },
    buildings_mf: {
      version: '1',
      entry: '/b.js',
      owns: ['/spaces'],
      routes: [{ path: '/spaces', label: 'Ruimtes', view: 'spaces/SpacesPage' }],
      settingsTabs: [{ tab: 'buildings', label: 'Gebouwen', view: 'buildings/BuildingsTab' }],
      search: [
        { area: 'buildings', label: 'Gebouwen', icon: 'Apartment', tab: 'buildings' },
        { area: 'spaces', label: 'Ruimtes', icon: 'Space', path: '/spaces' },
      ],
    },
  },
};

describe('the areas of the search, from the live declarations', () => {
  it('opens each area where its remote serves the page or tab; a declaration of a page another remote owns is left out', () => {
    const areas = searchAreas(manifest);
    expect([...areas.values()]).toEqual([
      { area: 'keys', label: 'Sleutels', icon: 'Key', to: '/keys' },
      { area: 'buildings', label: 'Gebouwen', icon: 'Apartment', to: '/settings?tab=buildings' },
      { area: 'spaces', label: 'Ruimtes', icon: 'Space', to: '/spaces' },
    ]);
  });

  it('an area deployed later takes part as soon as the manifest declares it', () => {
    expect(searchAreas({ remotes: {} }).size).toBe(0);
    const later = {
      remotes: {
        ...manifest.remotes,
        nuisance_mf: {
          version: '1',
          entry: '/n.js',
          owns: ['/nuisances'],
          routes: [{ path: '/nuisances', label: 'Overlast', view: 'n' }],
          search: [{ area: 'nuisances', label: 'Overlast', icon: 'Volume', path: '/nuisances' }],
        },
      },
    };
    expect(searchAreas(later).get('nuisances')?.to).toBe('/nuisances');
  });

  it('a result opens with ?open=<id> on its page, or &open=<id> on a settings tab', () => {
    expect(resultLink({ to: '/keys' }, 'k1')).toBe('/keys?open=k1');
    expect(resultLink({ to: '/settings?tab=buildings' }, 'b 1')).toBe('/settings?tab=buildings&open=b%201');
  });

  it('groups the hits per area in the order of their best hit, without hits of an area no remote serves', () => {
    const hit = (area: string, id: string, rank: number) => ({ area, id, title: id, detail: null, rank });
    const groups = groupHits([hit('spaces', 's1', 0.9), hit('keys', 'k1', 0.8), hit('tasks', 't1', 0.7), hit('spaces', 's2', 0.5)], searchAreas(manifest));
    expect(groups.map((group) => [group.area.area, group.hits.map((h) => h.id)])).toEqual([
      ['spaces', ['s1', 's2']],
      ['keys', ['k1']],
    ]);
  });
});

describe('keys in the search', () => {
  it('moves through the options with the arrow keys, wrapping around', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(1, 0, 'ArrowDown')).toBe(-1);
  });

  it("opens with Ctrl+K (or ⌘K) anywhere, and with '/' only when not typing", () => {
    const input = document.createElement('input');
    const div = document.createElement('div');
    const key = (k: string, target: EventTarget, mods: Partial<KeyboardEvent> = {}) =>
      opensSearch({ key: k, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });
    expect(key('k', div, { ctrlKey: true })).toBe(true);
    expect(key('K', input, { metaKey: true })).toBe(true);
    expect(key('/', div)).toBe(true);
    expect(key('/', input)).toBe(false);
    expect(key('k', div)).toBe(false);
    expect(key('k', div, { ctrlKey: true, altKey: true })).toBe(false);
  });
});

describe('recent searches on this device', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
  };

  it('keeps the last five, newest first, each once whatever its case', () => {
    const store = storage();
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f', ' B ']) rememberSearch(q, store);
    expect(readRecentSearches(store)).toEqual(['B', 'f', 'e', 'd', 'c']);
    expect(rememberSearch('  ', store)).toEqual(['B', 'f', 'e', 'd', 'c']);
  });

  it('reads nothing from what is not a list of searches', () => {
    expect(readRecentSearches({ getItem: () => '{"x":1}' })).toEqual([]);
    expect(readRecentSearches({ getItem: () => 'not json' })).toEqual([]);
  });
});
