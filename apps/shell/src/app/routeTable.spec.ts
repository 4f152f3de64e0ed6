import { ownerOf, pageLabel, servedRoutes } from './routeTable';
import { setManifest } from '../remotes/liveManifest';

const entry = (routes: { path: string; view: string; label: string }[]) => ({ version: '1', entry: '/x.js', routes });

describe('paths and their remotes', () => {
  it('knows which remote may serve a path, also under a wildcard', () => {
    expect(ownerOf('/tasks')).toBe('tasks_mf');
    expect(ownerOf('/tasks-archive')).toBe('tasks_mf');
    expect(ownerOf('/spaces')).toBe('buildings_mf');
    expect(ownerOf('/facility-types/new')).toBe('assets_mf');
    expect(ownerOf('/bestaat-niet')).toBeUndefined();
    expect(ownerOf('/settings')).toBeUndefined();
  });

  it("serves a remote's declared routes only where that remote may serve them", () => {
    const manifest = {
      remotes: {
        tasks_mf: entry([
          { path: '/tasks', view: 'tasks', label: 'Openstaande Taken' },
          { path: '/spaces', view: 'tasks', label: 'Gekaapt' },
          { path: '/settings', view: 'tasks', label: 'Gekaapt' },
        ]),
        buildings_mf: entry([{ path: '/spaces', view: 'spaces', label: 'Ruimtes' }]),
      },
    };
    expect(servedRoutes(manifest).map((r) => `${r.remote} ${r.path}`)).toEqual(['tasks_mf /tasks', 'buildings_mf /spaces']);
  });

  it('names the page in the breadcrumb as the live remote declares it', () => {
    setManifest({ remotes: { tasks_mf: entry([{ path: '/tasks-archive', view: 'tasks', label: 'Taakarchief' }]) } });
    expect(pageLabel('/tasks-archive')).toBe('Taakarchief');
    expect(pageLabel('/settings')).toBe('Instellingen');
    expect(pageLabel('/tasks')).toBeUndefined();
  });
});
