// The deploy commands on their own (no browser, no build): every test gets its own
// temporary CDN folder and small fake remote builds (a remoteEntry.js, routes.json, libs.json).
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
/** A fake remote build; every call makes a different build, so a different version. */
function fakeBuild(routes: Route[] | string, libs: Record<string, string> = { '@facility/ui': '0.1.0' }) {
  const dir = tempDir('remote-build-');
  writeFileSync(path.join(dir, 'remoteEntry.js'), `// build ${++builds} ${Date.now()}\n`);
  writeFileSync(path.join(dir, 'routes.json'), typeof routes === 'string' ? routes : JSON.stringify(routes));
  writeFileSync(path.join(dir, 'libs.json'), JSON.stringify(libs));
  return dir;
}

const route = (routePath: string, label = routePath.slice(1)): Route => ({ path: routePath, view: routePath.slice(1), label });

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

/** tasks-mf v1 (/tasks) and buildings-mf (/spaces) live. */
function cdnWithTwoRemotes() {
  const cdn = tempDir('cdn-');
  cli(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild([route('/tasks', 'Openstaande Taken')]));
  cli(cdn, 'deploy', 'buildings-mf', '--from', fakeBuild([route('/spaces', 'Ruimtes')]));
  return cdn;
}

test.describe('deploy tooling (CLI against a temporary CDN folder)', () => {
  test('a deploy puts the routes and lib versions of the build into the manifest and versions.json', () => {
    const cdn = tempDir('cdn-');
    const routes = [{ ...route('/tasks', 'Openstaande Taken'), icon: 'checklist' }, route('/calendar', 'Kalender')];
    const libs = { '@facility/ui': '0.1.0', '@facility/data': '^0.1.0' };
    const version = printedVersion(cli(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild(routes, libs)));

    expect(manifest(cdn).remotes.tasks_mf).toEqual({
      version,
      entry: `/remotes/tasks_mf/${version}/remoteEntry.js`,
      deployedAt: expect.any(String),
      previous: null,
      routes,
      libs,
    });
    expect(readJson(cdn, 'tasks_mf/versions.json')).toEqual([{ version, publishedAt: expect.any(String), routes, libs }]);
    expect(history(cdn)).toEqual([expect.objectContaining({ remote: 'tasks_mf', action: 'deploy', version, previous: null })]);
    expect(existsSync(path.join(cdn, 'remotes/.lock'))).toBe(false);

    const modules = cli(cdn, 'modules');
    expect(modules).toContain(`live:        ${version}`);
    expect(modules).toContain('/tasks -> Openstaande Taken');
    expect(modules).toContain('@facility/data ^0.1.0');
    expect(modules).toMatch(new RegExp(`beschikbaar: ${version} .*live`));
  });

  test('a build without routes.json or libs.json serves no routes', () => {
    const cdn = tempDir('cdn-');
    const build = tempDir('remote-build-');
    writeFileSync(path.join(build, 'remoteEntry.js'), '// an old build\n');
    cli(cdn, 'deploy', 'tasks-mf', '--from', build);
    expect(manifest(cdn).remotes.tasks_mf).toMatchObject({ routes: [], libs: {} });
  });

  test('a version with a new route adds it; rolling back removes it again', () => {
    const cdn = cdnWithTwoRemotes();
    cli(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild([route('/tasks'), route('/calendar', 'Kalender')]));
    expect(livePaths(cdn, 'tasks_mf')).toEqual(['/tasks', '/calendar']);

    cli(cdn, 'rollback', 'tasks-mf');
    expect(livePaths(cdn, 'tasks_mf')).toEqual(['/tasks']);
    expect(livePaths(cdn, 'buildings_mf')).toEqual(['/spaces']);
  });

  test("a deploy that claims another remote's path is refused and changes nothing", () => {
    const cdn = cdnWithTwoRemotes();
    const before = snapshot(cdn);
    const message = refused(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild([route('/tasks'), route('/spaces')]));
    expect(message).toContain('Het pad /spaces hoort bij buildings-mf; tasks-mf mag het niet gebruiken.');
    expect(snapshot(cdn)).toEqual(before);
    expect(refused(cdn, 'deploy', 'tasks-mf', '--no-promote', '--from', fakeBuild([route('/spaces')]))).toContain('/spaces hoort bij buildings-mf');
    expect(snapshot(cdn)).toEqual(before);
  });

  test("a path outside the remote's list, or one of the shell, is refused and changes nothing", () => {
    const cdn = cdnWithTwoRemotes();
    const before = snapshot(cdn);
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild([route('/tasks'), route('/onbekend')]))).toContain(
      'Het pad /onbekend staat niet bij tasks-mf in apps/shell/src/app/pathOwners.json; tasks-mf mag het niet gebruiken.',
    );
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild([route('/settings')]))).toContain(
      'Het pad /settings hoort bij de shell; tasks-mf mag het niet gebruiken.',
    );
    expect(refused(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild([route('/housing')]))).toContain('Het pad /housing hoort bij housing-mf');
    expect(snapshot(cdn)).toEqual(before);
    // '/tasks-*' in the list: any path starting with /tasks- is allowed.
    cli(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild([route('/tasks'), route('/tasks-archief')]));
    expect(livePaths(cdn, 'tasks_mf')).toEqual(['/tasks', '/tasks-archief']);
  });

  test('a malformed routes.json is refused in Dutch', () => {
    const cdn = cdnWithTwoRemotes();
    const before = snapshot(cdn);
    const cases: [Route[] | string, string][] = [
      [[route('/tasks'), { path: 'calendar', view: 'calendar', label: 'Kalender' }], 'het pad "calendar" in routes.json moet met / beginnen'],
      [[{ path: '/tasks', label: 'Taken' }], '/tasks in routes.json heeft geen view'],
      [[{ path: '/tasks', view: 'tasks' }], '/tasks in routes.json heeft geen label'],
      [[route('/tasks'), route('/tasks')], 'het pad /tasks staat twee keer in routes.json'],
      ['{"path": "/tasks"}', 'routes.json moet een lijst van routes zijn'],
      ['[{"path": ', 'is geen geldige JSON'],
    ];
    for (const [routes, expected] of cases) {
      expect(refused(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild(routes))).toContain(expected);
    }
    expect(snapshot(cdn)).toEqual(before);
  });

  test('two deploys of different remotes started at the same moment both go live', async () => {
    const cdn = cdnWithTwoRemotes();
    for (let round = 1; round <= 3; round++) {
      const tasks = fakeBuild([route('/tasks'), route('/calendar')]);
      const buildings = fakeBuild([route('/spaces'), route(`/spaces-${round}`)]);
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
    const waiting = cliAsync(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild([route('/tasks')]));
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
      const output = cli(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild([route('/tasks')]));
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
    const published = printedVersion(cli(cdn, 'deploy', 'tasks-mf', '--no-promote', '--from', fakeBuild([route('/tasks')])));
    expect(readFileSync(manifestFile)).toEqual(before);
    expect(readJson(cdn, 'tasks_mf/versions.json').map((v: { version: string }) => v.version)).toContain(published);

    // Killed while copying a bigger build into place: it leaves a half copy, nothing more.
    const big = fakeBuild([route('/tasks')]);
    for (let i = 0; i < 400; i++) writeFileSync(path.join(big, `chunk-${i}.js`), `// ${i}\n`.padEnd(64 * 1024, 'x'));
    const killed = cliAsync(cdn, 'deploy', 'tasks-mf', '--from', big);
    const copying = () => readdirSync(path.join(cdn, 'remotes/tasks_mf')).some((name) => name.includes('.staging-'));
    await expect.poll(copying, { intervals: [5], timeout: 10_000 }).toBe(true);
    killed.kill();
    expect((await killed).status).toBeNull();
    expect(readFileSync(manifestFile)).toEqual(before);
    expect(copying()).toBe(true);

    const next = cli(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild([route('/tasks'), route('/calendar')]));
    expect(liveVersion(cdn, 'tasks_mf')).toBe(printedVersion(next.split('->')[1]));
    expect(liveVersion(cdn, 'buildings_mf')).toBe(JSON.parse(before.toString()).remotes.buildings_mf.version);
    expect(cli(cdn, 'modules')).not.toContain('staging');
  });

  test('--no-promote publishes without going live; promote makes it live with the same checks', () => {
    const cdn = cdnWithTwoRemotes();
    const live = liveVersion(cdn, 'tasks_mf');
    const output = cli(cdn, 'deploy', 'tasks-mf', '--no-promote', '--from', fakeBuild([route('/tasks'), route('/calendar')]));
    const version = printedVersion(output);
    expect(output).toContain(`npm run promote -- tasks-mf ${version}`);
    expect(liveVersion(cdn, 'tasks_mf')).toBe(live);
    expect(existsSync(path.join(cdn, 'remotes/tasks_mf', version, 'remoteEntry.js'))).toBe(true);

    cli(cdn, 'promote', 'tasks-mf', version);
    expect(manifest(cdn).remotes.tasks_mf).toMatchObject({ version, previous: live });
    expect(livePaths(cdn, 'tasks_mf')).toEqual(['/tasks', '/calendar']);
    expect(history(cdn).at(-1)).toMatchObject({ action: 'promote', version });
    expect(cli(cdn, 'promote', 'tasks-mf', version)).toContain('was al live');

    const before = snapshot(cdn);
    expect(refused(cdn, 'promote', 'tasks-mf', '0.1.0-bestaatniet')).toContain('tasks-mf heeft geen gepubliceerde versie 0.1.0-bestaatniet');
    expect(refused(cdn, 'promote', 'tasks-mf', '../buildings_mf')).toContain('heeft geen gepubliceerde versie');
    expect(refused(cdn, 'promote', 'tasks-mf')).toContain('Noem de versie');
    expect(snapshot(cdn)).toEqual(before);
  });

  test('promote checks the paths again against what is live at that moment', () => {
    const cdn = cdnWithTwoRemotes();
    const version = printedVersion(cli(cdn, 'deploy', 'tasks-mf', '--no-promote', '--from', fakeBuild([route('/tasks'), route('/calendar')])));
    // As if buildings-mf went live with /calendar before that path was given to tasks-mf.
    const current = manifest(cdn);
    current.remotes.buildings_mf.routes.push(route('/calendar'));
    writeFileSync(path.join(cdn, 'remotes/manifest.json'), JSON.stringify(current));
    const before = snapshot(cdn);
    expect(refused(cdn, 'promote', 'tasks-mf', version)).toContain('Het pad /calendar hoort bij buildings-mf; tasks-mf mag het niet gebruiken.');
    expect(snapshot(cdn)).toEqual(before);
  });

  test('rollback with nothing earlier, or to an unknown version, is refused and changes nothing', () => {
    const cdn = cdnWithTwoRemotes();
    const before = snapshot(cdn);
    expect(refused(cdn, 'rollback', 'tasks-mf')).toContain('tasks-mf heeft geen eerdere versie om naar terug te gaan');
    expect(refused(cdn, 'rollback', 'tasks-mf', '--to', '0.1.0-bestaatniet')).toContain('tasks-mf heeft geen gepubliceerde versie 0.1.0-bestaatniet');
    expect(refused(cdn, 'rollback', 'tasks-mf', '--to', liveVersion(cdn, 'tasks_mf'))).toContain('is al live');
    expect(snapshot(cdn)).toEqual(before);
    expect(refused(tempDir('cdn-'), 'rollback', 'tasks-mf')).toContain('tasks-mf staat niet live');
  });

  test('repeated rollbacks walk back through what was live', () => {
    const cdn = tempDir('cdn-');
    const [v1, v2, v3] = [1, 2, 3].map((n) =>
      printedVersion(cli(cdn, 'deploy', 'tasks-mf', '--from', fakeBuild([route('/tasks', `Taken ${n}`)])).split('->')[1]),
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
    const paths = ['/remotes/tasks_mf/versions.json', '/remotes/manifest.json', `/remotes/tasks_mf/${version}/remoteEntry.js`, `/remotes/tasks_mf/${version}/routes.json`];
    const caches = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, ...paths], { encoding: 'utf8' }));
    expect(caches).toEqual(['no-cache', 'no-cache', 'public, max-age=31536000, immutable', 'public, max-age=31536000, immutable']);
  });
});
