import { placeLinks } from './navigation';

const shellLinks = [
  { to: '/new-task', label: 'Nieuwe Taak' },
  { to: '/malfunctions', label: 'Storing Melden' },
  { to: '/settings', label: 'Instellingen' },
];

const tasks = (routes: object[]) => ({ remotes: { tasks_mf: { version: '1', entry: '/t.js', routes: routes as never } } });

describe('links to remote pages', () => {
  it('keeps the shell’s links in order while their remotes are not live', () => {
    expect(placeLinks('header', shellLinks, { remotes: {} })).toEqual(shellLinks);
  });

  it('takes the label the live remote declares, and drops a link it no longer declares', () => {
    const named = placeLinks('header', shellLinks, tasks([{ path: '/new-task', view: 'new-task', label: 'Nieuwe Taak', links: { header: 'Taak toevoegen' } }]));
    expect(named.map((l) => l.label)).toEqual(['Taak toevoegen', 'Storing Melden', 'Instellingen']);
    const dropped = placeLinks('header', shellLinks, tasks([{ path: '/new-task', view: 'new-task', label: 'Nieuwe Taak' }]));
    expect(dropped.map((l) => l.label)).toEqual(['Storing Melden', 'Instellingen']);
  });

  it('keeps the link to a page of a live remote that does not serve that page yet', () => {
    const links = placeLinks('header', shellLinks, { remotes: { assets_mf: { version: '1', entry: '/a.js', routes: [{ path: '/keys', view: 'keys', label: 'Sleutels' }] as never } } });
    expect(links.map((l) => l.label)).toEqual(['Nieuwe Taak', 'Storing Melden', 'Instellingen']);
  });

  it('adds a link that only a remote declares, last, and only on a path that remote owns', () => {
    const links = placeLinks(
      'settings',
      [],
      tasks([
        { path: '/tasks-archive', view: 'tasks', label: 'Taakarchief', links: { settings: 'Taakarchief' } },
        { path: '/spaces', view: 'tasks', label: 'Gekaapt', links: { settings: 'Gekaapt' } },
      ]),
    );
    expect(links).toEqual([{ to: '/tasks-archive', label: 'Taakarchief' }]);
  });
});
