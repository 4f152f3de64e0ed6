import { currentPreview, leavePreview, parsePreview, withPreview } from './preview';

const at = (search: string) => ({ search }) as Location;

describe('preview of one remote version', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads remote@version from the URL and keeps it for this tab until left', () => {
    expect(currentPreview(at('?preview=tasks-mf@0.1.0-abc123'), sessionStorage)).toEqual({ remote: 'tasks_mf', version: '0.1.0-abc123' });
    expect(currentPreview(at(''), sessionStorage)).toEqual({ remote: 'tasks_mf', version: '0.1.0-abc123' });
    leavePreview(sessionStorage);
    expect(currentPreview(at(''), sessionStorage)).toBeNull();
  });

  it('ignores what is not a remote and a version', () => {
    expect(parsePreview('tasks-mf')).toBeNull();
    expect(parsePreview('../../etc@1')).toBeNull();
    expect(parsePreview('tasks-mf@1/../../x')).toBeNull();
  });

  const archive = { path: '/tasks-archive', view: 'tasks/TasksPage', label: 'Taakarchief' };
  const tab = { tab: 'archief', view: 'tasks/TasksPage', label: 'Archief' };
  const searched = { area: 'tasks', label: 'Taken', icon: 'Add', path: '/tasks' };
  /** A CDN with these files (path -> JSON); any other answers 404. */
  const serve = (files: Record<string, unknown>, fetched: string[] = []) => {
    global.fetch = jest.fn(async (url: string) => {
      fetched.push(url);
      return (url in files ? { ok: true, json: async () => files[url] } : { ok: false, status: 404 }) as unknown as Response;
    }) as unknown as typeof fetch;
    return fetched;
  };

  it("puts the previewed version's entry and declaration in place of the live one", async () => {
    const fetched = serve({
      '/remotes/tasks_mf/0.2.0-new/remote.json': { name: 'tasks_mf', owns: ['/tasks', '/tasks-*'], routes: [archive], settingsTabs: [tab], search: [searched] },
      '/remotes/tasks_mf/0.2.0-new/libs.json': { '@facility/ui': '1.1.0' },
    });
    const live = { remotes: { tasks_mf: { version: 'live', entry: '/remotes/tasks_mf/live/remoteEntry.js' }, buildings_mf: { version: 'b', entry: '/b.js' } } };
    const manifest = await withPreview(live, { remote: 'tasks_mf', version: '0.2.0-new' });
    expect(manifest.remotes.tasks_mf).toEqual({
      version: '0.2.0-new',
      entry: '/remotes/tasks_mf/0.2.0-new/remoteEntry.js',
      routes: [archive],
      owns: ['/tasks', '/tasks-*'],
      settingsTabs: [tab],
      search: [searched],
      libs: { '@facility/ui': '1.1.0' },
      preview: true,
    });
    expect(manifest.remotes.buildings_mf).toBe(live.remotes.buildings_mf);
    expect(fetched.sort()).toEqual(['/remotes/tasks_mf/0.2.0-new/libs.json', '/remotes/tasks_mf/0.2.0-new/remote.json']);
  });

  it('previews a version built before remotes declared themselves by its routes.json', async () => {
    serve({ '/remotes/tasks_mf/0.1.0-old/routes.json': [archive], '/remotes/tasks_mf/0.1.0-old/libs.json': {} });
    const manifest = await withPreview({ remotes: {} }, { remote: 'tasks_mf', version: '0.1.0-old' });
    expect(manifest.remotes.tasks_mf.routes).toEqual([archive]);
    expect(manifest.remotes.tasks_mf.owns).toBeUndefined();
  });

  it('keeps the live manifest when the version is not published', async () => {
    serve({});
    const live = { remotes: { tasks_mf: { version: 'live', entry: '/t.js' } } };
    expect(await withPreview(live, { remote: 'tasks_mf', version: '9.9.9-gone' })).toBe(live);
  });
});
