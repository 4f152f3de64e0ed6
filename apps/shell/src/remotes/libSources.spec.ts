import { libSources, type FederationInstanceView, type FindInstance } from './libSources';

const shared = (versions: Record<string, string>) =>
  Object.fromEntries(Object.entries(versions).map(([lib, version]) => [lib, [{ version }]]));

/** A page as the federation runtime keeps it: one share scope, one instance per container. */
function page(scope: FederationInstanceView['shareScopeMap']['default'], own: Record<string, Record<string, string>>): FindInstance {
  const shareScopeMap = { default: scope };
  const instances: FederationInstanceView[] = Object.entries(own).map(([name, versions]) => ({
    options: { name, shared: shared(versions) },
    shareScopeMap,
  }));
  return (finder) => (finder ? (instances.find(finder) ?? null) : instances[0]);
}

test("a remote built against the shell's lib versions (or older, same major) uses the shell's copies", () => {
  const find = page(
    {
      '@facility/ui': { '1.2.0': { version: '1.2.0', useIn: ['shell', 'tasks_mf'] } },
      '@facility/runtime': { '1.0.0': { version: '1.0.0', useIn: ['shell', 'tasks_mf'] } },
      react: { '19.3.1': { version: '19.3.1', useIn: ['shell', 'tasks_mf'] } },
    },
    {
      shell: { '@facility/ui': '1.2.0', '@facility/runtime': '1.0.0' },
      tasks_mf: { '@facility/ui': '1.1.0', '@facility/runtime': '1.0.0' },
    },
  );
  expect(libSources('tasks_mf', find)).toEqual({
    '@facility/ui': { version: '1.2.0', from: 'shell', provider: 'shell' },
    '@facility/runtime': { version: '1.0.0', from: 'shell', provider: 'shell' },
  });
});

test('a remote built against a newer lib version than the shell has uses its own copy', () => {
  const find = page(
    {
      '@facility/ui': {
        '1.0.0': { version: '1.0.0', useIn: ['shell'] },
        '1.1.0': { version: '1.1.0', useIn: ['tasks_mf'] },
      },
      '@facility/data': { '1.0.0': { version: '1.0.0', useIn: ['shell', 'tasks_mf'] } },
      '@facility/data/fields': { '1.0.0': { version: '1.0.0', useIn: [] } },
    },
    {
      shell: { '@facility/ui': '1.0.0', '@facility/data': '1.0.0', '@facility/data/fields': '1.0.0' },
      tasks_mf: { '@facility/ui': '1.1.0', '@facility/data': '1.0.0', '@facility/data/fields': '1.0.0' },
    },
  );
  expect(libSources('tasks_mf', find)).toEqual({
    '@facility/ui': { version: '1.1.0', from: 'own', provider: 'tasks_mf' },
    '@facility/data': { version: '1.0.0', from: 'shell', provider: 'shell' },
  });
});

test("a remote may get another remote's newer copy that was loaded first", () => {
  const find = page(
    {
      '@facility/ui': {
        '1.0.0': { version: '1.0.0', useIn: ['shell'] },
        '1.1.0': { version: '1.1.0', useIn: ['tasks_mf', 'buildings_mf'] },
      },
    },
    { shell: { '@facility/ui': '1.0.0' }, tasks_mf: { '@facility/ui': '1.1.0' }, buildings_mf: { '@facility/ui': '1.0.0' } },
  );
  expect(libSources('buildings_mf', find)).toEqual({ '@facility/ui': { version: '1.1.0', from: 'other', provider: 'tasks_mf' } });
});

test('nothing before the remote loaded, or before the runtime started', () => {
  const find = page({ '@facility/ui': { '1.0.0': { version: '1.0.0', useIn: ['shell'] } } }, { shell: { '@facility/ui': '1.0.0' } });
  expect(libSources('tasks_mf', find)).toEqual({});
  expect(libSources('tasks_mf', () => null)).toEqual({});
});

test("reads the page's real federation runtime by default", () => {
  // In a unit test no federation instance exists; on the page getInstance() is the shell's.
  expect(libSources('tasks_mf')).toEqual({});
});
