// webpack's persistent cache never serves a stale build: its version follows everything
// the build is made of that webpack itself does not check (the configuration as made, the
// files it read to make it, the build's own code, the packages), and stays the same when
// nothing changed, so a later build does reuse it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { cacheVersion, buildCodeFiles, persistentCache } = require('./cache.js');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const configOf = (project) => require(path.join(root, 'apps', project, 'webpack.config.js'))({}, { mode: 'production' });
const ci = process.env.CI;
const readFileSync = fs.readFileSync;
afterEach(() => {
  fs.readFileSync = readFileSync;
  if (ci === undefined) delete process.env.CI;
  else process.env.CI = ci;
});

test('the same configuration made twice has the same version, one cache per app and mode', () => {
  delete process.env.CI;
  const [first, second] = [configOf('tasks-mf'), configOf('tasks-mf')];
  assert.equal(first.cache.type, 'filesystem');
  assert.equal(first.cache.version, second.cache.version);
  assert.equal(first.cache.name, 'tasks-mf-production');
  assert.notEqual(configOf('shell').cache.name, first.cache.name);
});

test('a configuration that says anything else has another version, down to a plugin option', () => {
  const federation = (version) => ({ plugins: [new ModuleFederationPlugin({ name: 'a_mf', shared: { x: { version } } })] });
  assert.notEqual(cacheVersion(federation('1.0.0')), cacheVersion(federation('1.0.1')));
  assert.notEqual(cacheVersion({ test: /a/ }), cacheVersion({ test: /b/ }));
  assert.notEqual(cacheVersion({ minify: () => 1 }), cacheVersion({ minify: () => 2 }));
});

test('a file the configuration reads when it is made (a lib version) changes the version', () => {
  delete process.env.CI;
  const before = configOf('tasks-mf').cache.version;
  const uiVersion = path.join(root, 'libs/ui/version.json');
  fs.readFileSync = (file, ...rest) => (path.resolve(String(file)) === uiVersion ? '{ "version": "99.0.0" }' : readFileSync(file, ...rest));
  assert.notEqual(configOf('tasks-mf').cache.version, before);
});

test("the build's own code (config, loaders, plugins) and the lockfile are in the version", () => {
  const files = buildCodeFiles().map((file) => path.relative(root, file));
  for (const file of ['tools/webpack/create-config.js', 'tools/webpack/views-loader.js', 'tools/webpack/remote-bundler-runtime.mjs', 'tools/webpack/unused/realtime-js.mjs', 'package-lock.json']) {
    assert.ok(files.includes(file), file);
  }
});

test('under CI (a clean clone builds once) no cache is written', () => {
  process.env.CI = 'true';
  assert.equal(persistentCache({}, { project: 'tasks-mf', mode: 'production' }), false);
  process.env.CI = 'false';
  assert.equal(persistentCache({}, { project: 'tasks-mf', mode: 'production' }).type, 'filesystem');
});
