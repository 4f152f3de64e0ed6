// The one declaration of a remote (src/remote.json): every remote's is valid, a bad one is
// refused with a Dutch message that says what to fix, and the views the build exposes and
// the release it writes are made from it.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { checkDeclaration, readDeclaration, releaseOf, overlaps } = require('./remote-declaration.js');
const viewsLoader = require('./views-loader.js');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const remotes = readdirSync(path.join(root, 'apps')).filter((name) => name.endsWith('-mf'));

const valid = () => ({
  name: 'tasks_mf',
  owns: ['/tasks', '/tasks-*'],
  routes: [{ path: '/tasks', label: 'Openstaande Taken', page: './tasks/TasksPage', links: { header: 'Taken' }, icons: { header: 'Add' }, order: 1 }],
  settingsTabs: [{ tab: 'archief', label: 'Archief', page: './tasks/TasksPage', path: '/tasks-archief' }],
  search: [
    { area: 'tasks', label: 'Taken', icon: 'Add', path: '/tasks' },
    { area: 'archived-tasks', label: 'Archief', icon: 'Add', tab: 'archief' },
  ],
});

test('every remote declares itself validly, under its own container name', () => {
  assert.equal(remotes.length, 6);
  for (const project of remotes) assert.equal(readDeclaration(path.join(root, 'apps', project)).name, project.replace('-', '_'));
});

test('a declaration that breaks a rule is refused with what to fix', () => {
  const refused = (change, message) => {
    const declaration = valid();
    change(declaration);
    assert.throws(() => checkDeclaration(declaration, 'apps/tasks-mf/src/remote.json'), { message: `apps/tasks-mf/src/remote.json: ${message}` });
  };
  refused((d) => (d.name = 'tasks-mf'), '"name" moet de containernaam zijn (zoals tasks_mf).');
  refused((d) => (d.owns = []), '"owns" moet de paden noemen die deze remote bedient.');
  refused((d) => (d.owns = ['/*']), '"/*" in "owns" moet een pad zijn dat met / begint (met hooguit een * aan het eind).');
  refused((d) => (d.routes[0].path = 'tasks'), 'het pad "tasks" moet met / beginnen.');
  refused((d) => d.routes.push({ ...d.routes[0] }), 'het pad /tasks staat twee keer in de routes.');
  refused((d) => (d.routes[0].label = ' '), '/tasks heeft geen label (de naam in het kruimelpad).');
  refused((d) => (d.routes[0].page = 'tasks/TasksPage'), '/tasks heeft geen page (een module van de remote, zoals ./keys/KeysPage).');
  refused((d) => (d.routes[0].path = '/archief'), '/archief valt buiten "owns"; voeg het pad toe aan "owns" van tasks_mf.');
  refused((d) => (d.routes[0].links = { menu: 'Taken' }), '/tasks: een link kan alleen in header, toolbar, dashboard, settings staan, niet in "menu".');
  refused((d) => (d.routes[0].icons = { settings: 'Add' }), '/tasks: een icoon voor settings, maar daar staat geen link.');
  refused((d) => delete d.routes[0].order, '/tasks: een pagina met links heeft een "order" (een getal: de plaats in de lijsten van links).');
  refused((d) => (d.settingsTabs[0].tab = 'general'), 'een tabblad heeft een naam (kleine letters, cijfers en -, niet "general") nodig in "tab".');
  refused((d) => d.settingsTabs.push({ ...d.settingsTabs[0], path: undefined }), 'het tabblad archief staat twee keer in "settingsTabs".');
  refused((d) => (d.settingsTabs[0].path = '/archief'), 'het pad /archief van tabblad archief valt buiten "owns"; voeg het pad toe aan "owns" van tasks_mf.');
});

test('what a remote makes searchable is refused with what to fix when it breaks a rule', () => {
  const refused = (change, message) => {
    const declaration = valid();
    change(declaration);
    assert.throws(() => checkDeclaration(declaration, 'apps/tasks-mf/src/remote.json'), { message: `apps/tasks-mf/src/remote.json: ${message}` });
  };
  assert.doesNotThrow(() => checkDeclaration(valid(), 'apps/tasks-mf/src/remote.json'));
  refused((d) => (d.search = {}), '"search" moet een lijst van zoekgebieden zijn.');
  refused((d) => (d.search[0].area = 'Taken'), 'een zoekgebied heeft een naam (kleine letters, cijfers en -) nodig in "area", zoals in global_search.');
  refused((d) => d.search.push({ ...d.search[0] }), 'het zoekgebied tasks staat twee keer in "search".');
  refused((d) => (d.search[0].label = ''), 'het zoekgebied tasks heeft geen label (de naam boven zijn resultaten).');
  refused((d) => delete d.search[0].icon, 'het zoekgebied tasks heeft geen icon (een icoon van de shell, zoals Key).');
  refused((d) => (d.search[0].tab = 'archief'), 'het zoekgebied tasks opent een resultaat op een pagina ("path") of een tabblad ("tab"), precies een van beide.');
  refused((d) => delete d.search[1].tab, 'het zoekgebied archived-tasks opent een resultaat op een pagina ("path") of een tabblad ("tab"), precies een van beide.');
  refused((d) => (d.search[0].path = '/calendar'), 'het zoekgebied tasks opent op "/calendar", maar dat is geen pagina van deze remote.');
  refused((d) => (d.search[1].tab = 'general'), 'het zoekgebied archived-tasks opent op tabblad "general", maar dat is geen tabblad van deze remote.');
});

test('the release carries what the remote makes searchable, as declared', () => {
  assert.deepEqual(releaseOf(valid()).search, valid().search);
  assert.doesNotThrow(() => checkDeclaration(releaseOf(valid(), () => ['a.js']), 'release', 'release'));
});

test('the exposed views are the declared pages, each imported on its own, each once', () => {
  const source = viewsLoader.call({ resourcePath: path.join(root, 'apps/tasks-mf/src/remote.json') }, JSON.stringify(valid()));
  assert.match(source, /^import \{ lazyView \} from '@facility\/ui\/basics';/);
  assert.deepEqual([...source.matchAll(/"([^"]+)": lazyView\(\(\) => import\("([^"]+)"\)\)/g)].map((m) => [m[1], m[2]]), [['tasks/TasksPage', './tasks/TasksPage']]);
});

test('the release names each view and lists its files', () => {
  const release = releaseOf(valid(), (page) => (page === './tasks/TasksPage' ? ['a.js'] : undefined));
  assert.deepEqual(release.routes[0], { path: '/tasks', label: 'Openstaande Taken', links: { header: 'Taken' }, icons: { header: 'Add' }, order: 1, view: 'tasks/TasksPage', files: ['a.js'] });
  assert.equal(release.settingsTabs[0].view, 'tasks/TasksPage');
  checkDeclaration(release, 'dist/apps/tasks-mf/remote.json', 'release');
});

test('ownership patterns overlap when they can claim the same path', () => {
  assert.equal(overlaps('/tasks-*', '/tasks-archief'), true);
  assert.equal(overlaps('/tasks-*', '/task*'), true);
  assert.equal(overlaps('/tasks', '/tasks-*'), false);
  assert.equal(overlaps('/spaces', '/spaces'), true);
  assert.equal(overlaps('/spaces', '/keys'), false);
});
