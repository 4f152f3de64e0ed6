// The deploy commands on their own (no browser, no build): every test gets its own
// temporary CDN folder and small fake remote builds (a remoteEntry.js, remote.json, libs.json; a
// build from before remote.json has routes.json instead).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(__dirname, '../..');
const cliPath = path.join(root, 'tools/deploy/cli.mjs');

interface Route {
  path: string;
  view?: string;
  label?: string;
}
interface Tab {
  tab: string;
  label: string;
  view: string;
  path?: string;
}
/** A build's remote.json: the release of the remote's declaration (apps/<remote>/src/remote.json). */
interface Release {
  name: string;
  owns: string[];
  routes: Route[];
  settingsTabs?: Tab[];
  search?: { area: string; label: string; icon: string; path?: string; tab?: string }[];
}
interface Result {
  status: number | null;
  stdout: string;
  stderr: string;
}

const temps: string[] = [];
function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}
/** The commands started with cliAsync that have not ended yet. */
const running = new Set<ChildProcess>();
// After each test, also one whose assertion failed: no command left running, no temporary folder left.
test.afterEach(async () => {
  await Promise.all(
    [...running].map((child) => {
      const ended = new Promise((resolve) => child.once('close', resolve));
      child.kill('SIGKILL');
      return ended;
    }),
  );
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

let builds = 0;
/** A fake remote build with `file` (remote.json or routes.json); every call makes a different build, so a different version. */
function fakeBuildWith(file: string, content: object | string, libs: Record<string, string>) {
  const dir = tempDir('remote-build-');
  writeFileSync(path.join(dir, 'remoteEntry.js'), `// build ${++builds} ${Date.now()}\n`);
  writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
  writeFileSync(path.join(dir, 'libs.json'), JSON.stringify(libs));
  return dir;
}
const uiLib = { '@facility/ui': '0.1.0' };
/** A build with this remote.json (an object, or its text as is). */
const fakeBuild = (release: object | string, libs = uiLib) => fakeBuildWith('remote.json', release, libs);
/** A build made before remote.json: routes.json lists its pages, it declares no owned paths. */
const legacyBuild = (routes: Route[] | string, libs = uiLib) => fakeBuildWith('routes.json', routes, libs);

const route = (routePath: string, label = routePath.slice(1)): Route => ({ path: routePath, view: routePath.slice(1), label });

/** What the fake remotes own unless a test says otherwise (as their declarations do). */
const OWNS: Record<string, string[]> = {
  tasks_mf: ['/tasks', '/tasks-*', '/new-task', '/calendar'],
  buildings_mf: ['/spaces', '/spaces-*', '/buildings'],
};
const release = (name: string, routes: Route[], more: Partial<Release> = {}): Release => ({ name, owns: OWNS[name], routes, ...more });
/** A tasks-mf build with these pages. */
const tasksBuild = (routes: Route[], more: Partial<Release> = {}) => fakeBuild(release('tasks_mf', routes, more));

function run(cdn: string, ...args: string[]): Result {
  const result = spawnSync(process.execPath, [cliPath, ...args], { cwd: root, env: { ...process.env, CDN_DIR: cdn }, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs a command that must succeed; returns what it printed. */
function cli(cdn: string, ...args: string[]) {
  return execFileSync(process.execPath, [cliPath, ...args], { cwd: root, env: { ...process.env, CDN_DIR: cdn }, encoding: 'utf8' });
}

/** Runs a command that must be refused (exit code 1); returns its message. */
function refused(cdn: string, ...args: string[]) {
  const result = run(cdn, ...args);
  expect(result.status, `${args.join(' ')}: ${result.stdout}`).toBe(1);
  return result.stderr;
}

function cliAsync(cdn: string, ...args: string[]): Promise<Result> & { kill: () => void } {
  const child = spawn(process.execPath, [cliPath, ...args], { cwd: root, env: { ...process.env, CDN_DIR: cdn } });
  running.add(child);
  child.on('close', () => running.delete(child));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const done = new Promise<Result>((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
  return Object.assign(done, { kill: () => child.kill('SIGKILL') });
}

const readJson = (cdn: string, file: string) => JSON.parse(readFileSync(path.join(cdn, 'remotes', file), 'utf8'));
const manifestBytes = (cdn: string) => readFileSync(path.join(cdn, 'remotes/manifest.json'));
const manifest = (cdn: string) => readJson(cdn, 'manifest.json');
const history = (cdn: string) => readJson(cdn, 'history.json');
const liveVersion = (cdn: string, container: string) => manifest(cdn).remotes[container]?.version;
const livePaths = (cdn: string, container: string) => manifest(cdn).remotes[container].routes.map((r: Route) => r.path);
const printedVersion = (output: string) => output.match(/\d+\.\d+\.\d+-[0-9a-f]{10}/)?.[0] as string;

/** Every file below the CDN's remotes folder with a hash of its bytes. */
function snapshot(cdn: string) {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.push(`${path.relative(cdn, file)} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`);
    }
  };
  walk(path.join(cdn, 'remotes'));
  return files;
}

/** What a refused command leaves exactly as it was: the manifest byte for byte, and every file below remotes/ (versions.json, history.json, the versions). */
const state = (cdn: string) => ({ manifest: manifestBytes(cdn), files: snapshot(cdn) });

/** tasks-mf v1 (/tasks) and buildings-mf (/spaces) live. */
function cdnWithTwoRemotes() {
  const cdn = tempDir('cdn-');
  cli(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/tasks', 'Openstaande Taken')]));
  cli(cdn, 'deploy', 'buildings-mf', '--from', fakeBuild(release('buildings_mf', [route('/spaces', 'Ruimtes')])));
  return cdn;
}

test.describe('deploy tooling (CLI against a temporary CDN folder)', () => {
  test('a deploy puts the release of the build (routes, owned paths, settings tabs, search areas) and its lib versions into the manifest and versions.json', () => {
    const cdn = tempDir('cdn-');
    const routes = [
      { ...route('/tasks', 'Openstaande Taken'), links: { header: 'Taken' }, icons: { header: 'Checklist' }, order: 1 },
      route('/calendar', 'Kalender'),
    ];
    const settingsTabs = [{ tab: 'task-types', label: 'Soorten taken', view: 'taskTypes/TaskTypesTab', path: '/tasks-types' }];
    const search = [{ area: 'tasks', label: 'Taken', icon: 'Checklist', path: '/tasks' }];
    const libs = { '@facility/ui': '0.1.0', '@facility/data': '^0.1.0' };
    const version = printedVersion(cli(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild(release('tasks_mf', routes, { settingsTabs, search }), libs)));

    expect(manifest(cdn).remotes.tasks_mf).toEqual({
      version,
      entry: `/remotes/tasks_mf/${version}/remoteEntry.js`,
      deployedAt: expect.any(String),
      previous: null,
      routes,
      owns: OWNS.tasks_mf,
      settingsTabs,
      search,
      libs,
    });
    expect(readJson(cdn, 'tasks_mf/versions.json')).toEqual([{ version, publishedAt: expect.any(String), routes, owns: OWNS.tasks_mf, settingsTabs, search, libs }]);
    expect(history(cdn)).toEqual([expect.objectContaining({ remote: 'tasks_mf', action: 'deploy', version, previous: null })]);
    expect(existsSync(path.join(cdn, 'remotes/.lock'))).toBe(false);

    const modules = cli(cdn, 'modules');
    expect(modules).toContain(`live:        ${version}`);
    expect(modules).toContain('eigen paden: /tasks, /tasks-*, /new-task, /calendar');
    expect(modules).toContain('/tasks -> Openstaande Taken');
    expect(modules).toContain('tabbladen:   task-types -> Soorten taken (/tasks-types)');
    expect(modules).toContain('@facility/data ^0.1.0');
    expect(modules).toMatch(new RegExp(`beschikbaar: ${version} .*live`));
  });

  test('a build from before remote.json and routes.json (and without libs.json) serves no routes', () => {
    const cdn = tempDir('cdn-');
    const build = tempDir('remote-build-');
    writeFileSync(path.join(build, 'remoteEntry.js'), '// an old build\n');
    cli(cdn, 'deploy', 'tasks-mf', '--from', build);
    expect(manifest(cdn).remotes.tasks_mf).toMatchObject({ routes: [], owns: null, settingsTabs: [], search: [], libs: {} });
  });

  test('a version published before remote.json (only routes.json) can still be deployed, promoted and rolled back to', () => {
    const cdn = cdnWithTwoRemotes();
    const routes = [route('/tasks', 'Taken (oud)'), route('/calendar', 'Kalender')];
    const legacy = printedVersion(cli(cdn, 'deploy', 'tasks-mf', '--no-promote', '--from', legacyBuild(routes)));
    cli(cdn, 'promote', 'tasks-mf', legacy);
    expect(manifest(cdn).remotes.tasks_mf).toMatchObject({ version: legacy, routes, owns: null, settingsTabs: [] });
    expect(readJson(cdn, 'tasks_mf/versions.json').at(-1)).toEqual({ version: legacy, publishedAt: expect.any(String), routes, owns: null, settingsTabs: [], search: [], libs: uiLib });
    expect(cli(cdn, 'modules')).toContain('eigen paden: (niet opgegeven: de paden van de routes)');

    cli(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/tasks')]));
    expect(manifest(cdn).remotes.tasks_mf.owns).toEqual(OWNS.tasks_mf);
    cli(cdn, 'rollback', 'tasks-mf');
    expect(manifest(cdn).remotes.tasks_mf).toMatchObject({ version: legacy, routes, owns: null });

    // Its routes.json is still checked as before, and a legacy remote still holds the paths of its pages.
    const before = state(cdn);
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', legacyBuild([{ path: '/tasks', label: 'Taken' }]))).toContain('/tasks in routes.json heeft geen view');
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', legacyBuild('{"path": "/tasks"}'))).toContain('routes.json moet een lijst van routes zijn');
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', legacyBuild([route('/spaces')]))).toContain('Het pad /spaces hoort bij buildings-mf; tasks-mf mag het niet gebruiken.');
    const buildings = fakeBuild(release('buildings_mf', [route('/spaces')], { owns: ['/spaces', '/calendar*'] }));
    expect(refused(cdn, 'deploy', 'buildings-mf', '--from', buildings)).toContain(
      'Het pad /calendar hoort bij tasks-mf; buildings-mf mag het niet gebruiken, ook niet via /calendar* in "owns".',
    );
    expect(state(cdn)).toEqual(before);
  });

  test('a version with a new route adds it; rolling back removes it again', () => {
    const cdn = cdnWithTwoRemotes();
    cli(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/tasks'), route('/calendar', 'Kalender')]));
    expect(livePaths(cdn, 'tasks_mf')).toEqual(['/tasks', '/calendar']);

    cli(cdn, 'rollback', 'tasks-mf');
    expect(livePaths(cdn, 'tasks_mf')).toEqual(['/tasks']);
    expect(livePaths(cdn, 'buildings_mf')).toEqual(['/spaces']);
  });

  test("a deploy with a page on another live remote's path is refused and changes nothing", () => {
    const cdn = cdnWithTwoRemotes();
    const before = state(cdn);
    const owns = [...OWNS.tasks_mf, '/spaces', '/spaces-archief'];
    const message = refused(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/tasks'), route('/spaces')], { owns }));
    expect(message).toContain('Het pad /spaces hoort bij buildings-mf; tasks-mf mag het niet gebruiken.');
    expect(state(cdn)).toEqual(before);
    expect(refused(cdn, 'deploy', 'tasks-mf', '--no-promote', '--from', tasksBuild([route('/spaces')], { owns }))).toContain('/spaces hoort bij buildings-mf');
    // Under a pattern the other remote owns ('/spaces-*'), and a settings tab's path.
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/spaces-archief')], { owns }))).toContain(
      'Het pad /spaces-archief hoort bij buildings-mf (/spaces-*); tasks-mf mag het niet gebruiken.',
    );
    const tab = { tab: 'buildings', label: 'Gebouwen', view: 'buildings', path: '/buildings' };
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/tasks')], { owns: [...OWNS.tasks_mf, '/buildings'], settingsTabs: [tab] }))).toContain(
      'Het pad /buildings hoort bij buildings-mf; tasks-mf mag het niet gebruiken.',
    );
    expect(state(cdn)).toEqual(before);
  });

  test("an owned path or pattern that overlaps what another live remote owns is refused and changes nothing", () => {
    const cdn = cdnWithTwoRemotes();
    const before = state(cdn);
    const owning = (...owns: string[]) => tasksBuild([route('/tasks')], { owns: ['/tasks', ...owns] });
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', owning('/spaces-*'))).toContain(
      'De paden /spaces-* horen bij buildings-mf; tasks-mf mag /spaces-* in "owns" daarom niet gebruiken.',
    );
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', owning('/spaces-oud*'))).toContain(
      'De paden /spaces-* horen bij buildings-mf; tasks-mf mag /spaces-oud* in "owns" daarom niet gebruiken.',
    );
    expect(refused(cdn, 'deploy', 'tasks-mf', '--no-promote', '--from', owning('/sp*'))).toContain(
      'Het pad /spaces hoort bij buildings-mf; tasks-mf mag het niet gebruiken, ook niet via /sp* in "owns".',
    );
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', owning('/buildings'))).toContain('Het pad /buildings hoort bij buildings-mf; tasks-mf mag het niet gebruiken.');
    expect(state(cdn)).toEqual(before);
    // Next to it, not on it: /spaces-* does not cover /spacesx.
    cli(cdn, 'deploy', 'tasks-mf', '--from', owning('/spacesx'));
    expect(manifest(cdn).remotes.tasks_mf.owns).toEqual(['/tasks', '/spacesx']);
  });

  test('a page or owned path of the shell is refused and changes nothing', () => {
    const cdn = cdnWithTwoRemotes();
    const before = state(cdn);
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/settings')], { owns: ['/settings'] }))).toContain(
      'Het pad /settings hoort bij de shell; tasks-mf mag het niet gebruiken.',
    );
    expect(refused(cdn, 'deploy', 'tasks-mf', '--no-promote', '--from', tasksBuild([route('/tasks')], { owns: ['/tasks', '/'] }))).toContain(
      'Het pad / hoort bij de shell; tasks-mf mag het niet gebruiken.',
    );
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/tasks')], { owns: ['/tasks', '/modules*'] }))).toContain(
      'Het pad /modules hoort bij de shell; tasks-mf mag het niet gebruiken, ook niet via /modules* in "owns".',
    );
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', legacyBuild([route('/settings')]))).toContain('Het pad /settings hoort bij de shell');
    expect(state(cdn)).toEqual(before);
    // '/tasks-*' in its owns: any path starting with /tasks- may be a page.
    cli(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/tasks'), route('/tasks-archief')]));
    expect(livePaths(cdn, 'tasks_mf')).toEqual(['/tasks', '/tasks-archief']);
  });

  test("a release of another remote (its name) is refused and changes nothing", () => {
    const cdn = cdnWithTwoRemotes();
    const before = state(cdn);
    const buildings = fakeBuild(release('buildings_mf', [route('/spaces')]));
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', buildings)).toMatch(/tasks-mf [\d.]+-[0-9a-f]+: remote\.json is van buildings_mf, niet van tasks_mf; tasks-mf mag het niet uitrollen\./);
    expect(refused(cdn, 'deploy', 'tasks-mf', '--no-promote', '--from', fakeBuild({ ...release('tasks_mf', [route('/tasks')]), name: 'tasks' }))).toContain(
      'remote.json is van tasks, niet van tasks_mf',
    );
    expect(state(cdn)).toEqual(before);
  });

  test('a malformed remote.json is refused with the Dutch message of the declaration check and changes nothing', () => {
    const cdn = cdnWithTwoRemotes();
    const before = state(cdn);
    const tasks = (more: object) => ({ ...release('tasks_mf', [route('/tasks')]), ...more });
    const cases: [object | string, string][] = [
      [tasks({ routes: [route('/tasks'), { path: 'calendar', view: 'calendar', label: 'Kalender' }] }), 'het pad "calendar" moet met / beginnen'],
      [tasks({ routes: [{ path: '/tasks', label: 'Taken' }] }), '/tasks heeft geen view'],
      [tasks({ routes: [{ path: '/tasks', view: 'tasks' }] }), '/tasks heeft geen label'],
      [tasks({ routes: [route('/tasks'), route('/tasks')] }), 'het pad /tasks staat twee keer in de routes'],
      [tasks({ routes: [route('/tasks'), route('/onbekend')] }), '/onbekend valt buiten "owns"; voeg het pad toe aan "owns" van tasks_mf'],
      [tasks({ routes: [{ ...route('/tasks'), links: { header: 'Taken' } }] }), 'een pagina met links heeft een "order"'],
      [tasks({ owns: [] }), '"owns" moet de paden noemen die deze remote bedient'],
      [tasks({ owns: ['/*'] }), '"/*" in "owns" moet een pad zijn dat met / begint'],
      [tasks({ settingsTabs: [{ tab: 'general', label: 'Algemeen', view: 'general' }] }), 'een tabblad heeft een naam'],
      [tasks({ settingsTabs: [{ tab: 'types', label: 'Soorten', page: './types/TypesTab' }] }), 'het tabblad types heeft geen view'],
      [[route('/tasks')], 'remote.json moet een object zijn'],
      ['null', 'remote.json moet een object zijn'],
      ['{"name": ', 'is geen geldige JSON'],
    ];
    for (const [content, expected] of cases) {
      expect(refused(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild(content))).toContain(expected);
    }
    expect(state(cdn)).toEqual(before);
  });

  test('two deploys of different remotes started at the same moment both go live', async () => {
    const cdn = cdnWithTwoRemotes();
    for (let round = 1; round <= 3; round++) {
      const tasks = tasksBuild([route('/tasks'), route('/calendar')]);
      const buildings = fakeBuild(release('buildings_mf', [route('/spaces'), route(`/spaces-${round}`)]));
      const results = await Promise.all([cliAsync(cdn, 'deploy', 'tasks-mf', '--from', tasks), cliAsync(cdn, 'deploy', 'buildings-mf', '--from', buildings)]);
      for (const result of results) expect(result.status, result.stderr).toBe(0);
      const [tasksVersion, buildingsVersion] = results.map((result) => printedVersion(result.stdout.split('->')[1]));
      expect(liveVersion(cdn, 'tasks_mf')).toBe(tasksVersion);
      expect(liveVersion(cdn, 'buildings_mf')).toBe(buildingsVersion);
      expect(history(cdn)).toHaveLength(2 + 2 * round);
    }
    expect(existsSync(path.join(cdn, 'remotes/.lock'))).toBe(false);
  });

  test('a deploy waits while another process holds the lock, and takes over a lock its holder left behind', async () => {
    const cdn = cdnWithTwoRemotes();
    const lock = path.join(cdn, 'remotes/.lock');
    const holdLock = (holder: object) => {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'holder.json'), JSON.stringify(holder));
    };

    holdLock({ pid: process.pid, host: hostname(), at: new Date().toISOString() });
    const before = readFileSync(path.join(cdn, 'remotes/manifest.json'));
    const waiting = cliAsync(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/tasks')]));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(readFileSync(path.join(cdn, 'remotes/manifest.json'))).toEqual(before);
    rmSync(lock, { recursive: true });
    const result = await waiting;
    expect(result.status, result.stderr).toBe(0);
    expect(liveVersion(cdn, 'tasks_mf')).toBe(printedVersion(result.stdout.split('->')[1]));

    // Left by a killed deploy (its pid is gone), and one held far too long by a process that still runs.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    for (const holder of [
      { pid: deadPid, host: hostname(), at: new Date().toISOString() },
      { pid: process.pid, host: hostname(), at: new Date(Date.now() - 10 * 60_000).toISOString() },
    ]) {
      holdLock(holder);
      const started = Date.now();
      const output = cli(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/tasks')]));
      expect(liveVersion(cdn, 'tasks_mf')).toBe(printedVersion(output.split('->')[1]));
      expect(Date.now() - started).toBeLessThan(5000);
      expect(existsSync(lock)).toBe(false);
    }
  });

  test('a deploy stopped after publishing leaves the live manifest alone; the next deploy still works', async () => {
    const cdn = cdnWithTwoRemotes();
    const manifestFile = path.join(cdn, 'remotes/manifest.json');
    const before = readFileSync(manifestFile);

    // Published, never promoted (as if killed between the two steps).
    const published = printedVersion(cli(cdn, 'deploy', 'tasks-mf', '--no-promote', '--from', tasksBuild([route('/tasks')])));
    expect(readFileSync(manifestFile)).toEqual(before);
    expect(readJson(cdn, 'tasks_mf/versions.json').map((v: { version: string }) => v.version)).toContain(published);

    // Killed while copying a bigger build into place: it leaves a half copy, nothing more.
    const big = tasksBuild([route('/tasks')]);
    for (let i = 0; i < 400; i++) writeFileSync(path.join(big, `chunk-${i}.js`), `// ${i}\n`.padEnd(64 * 1024, 'x'));
    const killed = cliAsync(cdn, 'deploy', 'tasks-mf', '--from', big);
    const copying = () => readdirSync(path.join(cdn, 'remotes/tasks_mf')).some((name) => name.includes('.staging-'));
    await expect.poll(copying, { intervals: [5], timeout: 10_000 }).toBe(true);
    killed.kill();
    expect((await killed).status).toBeNull();
    expect(readFileSync(manifestFile)).toEqual(before);
    expect(copying()).toBe(true);

    const next = cli(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/tasks'), route('/calendar')]));
    expect(liveVersion(cdn, 'tasks_mf')).toBe(printedVersion(next.split('->')[1]));
    expect(liveVersion(cdn, 'buildings_mf')).toBe(JSON.parse(before.toString()).remotes.buildings_mf.version);
    expect(cli(cdn, 'modules')).not.toContain('staging');
  });

  test('--no-promote publishes without going live; promote makes it live with the same checks', () => {
    const cdn = cdnWithTwoRemotes();
    const live = liveVersion(cdn, 'tasks_mf');
    const output = cli(cdn, 'deploy', 'tasks-mf', '--no-promote', '--from', tasksBuild([route('/tasks'), route('/calendar')]));
    const version = printedVersion(output);
    expect(output).toContain(`npm run promote -- tasks-mf ${version}`);
    expect(liveVersion(cdn, 'tasks_mf')).toBe(live);
    expect(existsSync(path.join(cdn, 'remotes/tasks_mf', version, 'remoteEntry.js'))).toBe(true);

    cli(cdn, 'promote', 'tasks-mf', version);
    expect(manifest(cdn).remotes.tasks_mf).toMatchObject({ version, previous: live });
    expect(livePaths(cdn, 'tasks_mf')).toEqual(['/tasks', '/calendar']);
    expect(history(cdn).at(-1)).toMatchObject({ action: 'promote', version });
    expect(cli(cdn, 'promote', 'tasks-mf', version)).toContain('was al live');

    const before = state(cdn);
    expect(refused(cdn, 'promote', 'tasks-mf', '0.1.0-bestaatniet')).toContain('tasks-mf heeft geen gepubliceerde versie 0.1.0-bestaatniet');
    expect(refused(cdn, 'promote', 'tasks-mf', '../buildings_mf')).toContain('heeft geen gepubliceerde versie');
    expect(refused(cdn, 'promote', 'tasks-mf')).toContain('Noem de versie');
    expect(state(cdn)).toEqual(before);
  });

  test('promote and rollback check the paths again against what is live at that moment', () => {
    const cdn = cdnWithTwoRemotes();
    const first = liveVersion(cdn, 'tasks_mf');
    cli(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/tasks'), route('/calendar')]));
    const published = printedVersion(cli(cdn, 'deploy', 'tasks-mf', '--no-promote', '--from', tasksBuild([route('/tasks'), route('/calendar', 'Agenda')])));
    cli(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/tasks')], { owns: ['/tasks', '/tasks-*'] }));
    // As if tasks-mf gave /calendar up and buildings-mf then went live owning it.
    const current = manifest(cdn);
    current.remotes.buildings_mf.owns.push('/calendar');
    writeFileSync(path.join(cdn, 'remotes/manifest.json'), JSON.stringify(current));
    const before = state(cdn);
    const message = 'Het pad /calendar hoort bij buildings-mf; tasks-mf mag het niet gebruiken.';
    expect(refused(cdn, 'promote', 'tasks-mf', published)).toContain(message);
    expect(refused(cdn, 'rollback', 'tasks-mf')).toContain(message);
    expect(refused(cdn, 'rollback', 'tasks-mf', '--to', first)).toContain(message);
    expect(state(cdn)).toEqual(before);
  });

  test('rollback with nothing earlier, or to an unknown version, is refused and changes nothing', () => {
    const cdn = cdnWithTwoRemotes();
    const before = state(cdn);
    expect(refused(cdn, 'rollback', 'tasks-mf')).toContain('tasks-mf heeft geen eerdere versie om naar terug te gaan');
    expect(refused(cdn, 'rollback', 'tasks-mf', '--to', '0.1.0-bestaatniet')).toContain('tasks-mf heeft geen gepubliceerde versie 0.1.0-bestaatniet');
    expect(refused(cdn, 'rollback', 'tasks-mf', '--to', liveVersion(cdn, 'tasks_mf'))).toContain('is al live');
    expect(state(cdn)).toEqual(before);
    expect(refused(tempDir('cdn-'), 'rollback', 'tasks-mf')).toContain('tasks-mf staat niet live');
  });

  test('repeated rollbacks walk back through what was live', () => {
    const cdn = tempDir('cdn-');
    const [v1, v2, v3] = [1, 2, 3].map((n) =>
      printedVersion(cli(cdn, 'deploy', 'tasks-mf', '--from', tasksBuild([route('/tasks', `Taken ${n}`)])).split('->')[1]),
    );
    expect(liveVersion(cdn, 'tasks_mf')).toBe(v3);
    expect(cli(cdn, 'modules')).toContain(`terug naar:  ${v2}`);

    cli(cdn, 'rollback', 'tasks-mf');
    expect(liveVersion(cdn, 'tasks_mf')).toBe(v2);
    expect(manifest(cdn).remotes.tasks_mf.routes).toEqual([route('/tasks', 'Taken 2')]);
    cli(cdn, 'rollback', 'tasks-mf');
    expect(liveVersion(cdn, 'tasks_mf')).toBe(v1);
    expect(refused(cdn, 'rollback', 'tasks-mf')).toContain('geen eerdere versie');
    expect(history(cdn).map((h: { action: string }) => h.action)).toEqual(['deploy', 'deploy', 'deploy', 'rollback', 'rollback']);

    // Live again on top of v1: v2, then v3. --to v1 goes straight back, past v2.
    cli(cdn, 'promote', 'tasks-mf', v2);
    cli(cdn, 'promote', 'tasks-mf', v3);
    expect(cli(cdn, 'modules')).toContain(`terug naar:  ${v2}`);
    cli(cdn, 'rollback', 'tasks-mf', '--to', v1);
    expect(liveVersion(cdn, 'tasks_mf')).toBe(v1);
    expect(refused(cdn, 'rollback', 'tasks-mf')).toContain('geen eerdere versie');
  });

  test('the versions list is served no-cache, the versioned files immutable', () => {
    const cdn = cdnWithTwoRemotes();
    const version = liveVersion(cdn, 'tasks_mf');
    const script = `
      import { resolveRequest } from ${JSON.stringify(path.join(root, 'tools/serve/static-server.mjs'))};
      const cdn = ${JSON.stringify(cdn)};
      console.log(JSON.stringify(process.argv.slice(1).map((p) => resolveRequest(cdn, p)?.cache)));`;
    const paths = ['/remotes/tasks_mf/versions.json', '/remotes/manifest.json', `/remotes/tasks_mf/${version}/remoteEntry.js`, `/remotes/tasks_mf/${version}/remote.json`];
    const caches = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, ...paths], { encoding: 'utf8' }));
    expect(caches).toEqual(['no-cache', 'no-cache', 'public, max-age=31536000, immutable', 'public, max-age=31536000, immutable']);
  });
});
