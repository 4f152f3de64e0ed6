import { ownerOf, pageLabel, remoteNames, servedRoutes, servedTabs } from './routeTable';
import { setManifest } from '../remotes/liveManifest';
import type { RemoteManifestEntry } from '../remotes/manifest';

const entry = (declared: Partial<RemoteManifestEntry>): RemoteManifestEntry => ({ version: '1', entry: '/x.js', ...declared });
const page = (path: string, label = path) => ({ path, view: `view${path}`, label });

const manifest = {
  remotes: {
    tasks_mf: entry({ owns: ['/tasks', '/tasks-*', '/spaces', '/settings'], routes: [page('/tasks'), page('/spaces'), page('/settings')] }),
    buildings_mf: entry({
      owns: ['/spaces', '/spaces-*', '/buildings'],
      routes: [page('/spaces', 'Ruimtes')],
      settingsTabs: [
        { tab: 'entrances', view: 'e', label: 'In- en uitgangen', order: 30 },
        { tab: 'buildings', view: 'b', label: 'Gebouwen', path: '/buildings', order: 20 },
      ],
    }),
    // Deployed before remotes declared what they own: it owns the paths of its pages.
    housing_mf: entry({ routes: [page('/housing')] }),
  },
};

describe('paths and their remotes, from the live manifest', () => {
  it('knows which live remote owns a path, also under a wildcard, and never a page of the shell', () => {
    expect(ownerOf('/tasks', manifest)).toBe('tasks_mf');
    expect(ownerOf('/tasks-archive', manifest)).toBe('tasks_mf');
    expect(ownerOf('/spaces-kaart', manifest)).toBe('buildings_mf');
    expect(ownerOf('/housing', manifest)).toBe('housing_mf');
    expect(ownerOf('/housing-list', manifest)).toBeUndefined();
    expect(ownerOf('/bestaat-niet', manifest)).toBeUndefined();
    expect(ownerOf('/settings', manifest)).toBeUndefined();
    expect(ownerOf('/', manifest)).toBeUndefined();
  });

  it('serves a declared page only where its remote is the first owner, never a page of the shell', () => {
    expect(servedRoutes(manifest).map((r) => `${r.remote} ${r.path}`)).toEqual(['tasks_mf /tasks', 'tasks_mf /spaces', 'housing_mf /housing']);
  });

  it('lists the settings tabs in their order', () => {
    expect(servedTabs(manifest).map((t) => `${t.remote} ${t.tab}`)).toEqual(['buildings_mf buildings', 'buildings_mf entrances']);
  });

  it('serves a tab name once, and a tab whose path another remote owns not at all', () => {
    const clash = {
      remotes: {
        ...manifest.remotes,
        cleaning_mf: entry({ owns: ['/cleaning'], routes: [], settingsTabs: [{ tab: 'entrances', view: 'x', label: 'Gekaapt', order: 1 }, { tab: 'kaart', view: 'k', label: 'Kaart', path: '/tasks-kaart' }] }),
      },
    };
    expect(servedTabs(clash).map((t) => `${t.remote} ${t.tab}`)).toEqual(['cleaning_mf entrances', 'buildings_mf buildings']);
  });

  it('names the remotes that are in the manifest', () => {
    expect(remoteNames(manifest)).toEqual(['buildings_mf', 'housing_mf', 'tasks_mf']);
  });

  it('names the page in the breadcrumb as the live remote declares it', () => {
    setManifest({ remotes: { tasks_mf: entry({ owns: ['/tasks-*'], routes: [page('/tasks-archive', 'Taakarchief')] }) } });
    expect(pageLabel('/tasks-archive')).toBe('Taakarchief');
    expect(pageLabel('/settings')).toBe('Instellingen');
    expect(pageLabel('/tasks')).toBeUndefined();
  });
});
