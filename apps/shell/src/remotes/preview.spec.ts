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

  it("puts the previewed version's entry and routes in place of the live one", async () => {
    const fetched: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      fetched.push(url);
      const body = url.endsWith('routes.json') ? [{ path: '/tasks-archive', view: 'tasks', label: 'Taakarchief' }] : { '@facility/ui': '1.1.0' };
      return { ok: true, json: async () => body } as Response;
    }) as unknown as typeof fetch;
    const live = { remotes: { tasks_mf: { version: 'live', entry: '/remotes/tasks_mf/live/remoteEntry.js' }, buildings_mf: { version: 'b', entry: '/b.js' } } };
    const manifest = await withPreview(live, { remote: 'tasks_mf', version: '0.2.0-new' });
    expect(manifest.remotes.tasks_mf).toEqual({
      version: '0.2.0-new',
      entry: '/remotes/tasks_mf/0.2.0-new/remoteEntry.js',
      routes: [{ path: '/tasks-archive', view: 'tasks', label: 'Taakarchief' }],
      libs: { '@facility/ui': '1.1.0' },
      preview: true,
    });
    expect(manifest.remotes.buildings_mf).toBe(live.remotes.buildings_mf);
    expect(fetched.sort()).toEqual(['/remotes/tasks_mf/0.2.0-new/libs.json', '/remotes/tasks_mf/0.2.0-new/routes.json']);
  });
});
