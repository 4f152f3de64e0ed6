// Nx hands the batch every app of a run and caches each task by the result it reports:
// each app is built with its own configuration, a failing app fails alone with webpack's
// message, and the others still build.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createRequire } from 'node:module';

const webpackBatch = createRequire(import.meta.url)('./batch.js');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-batch-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

/** A workspace app: its webpack.config.js and an entry with the given source. */
function app(name, source) {
  const dir = path.join(root, 'apps', name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.js'), source);
  const config = { context: dir, entry: './index.js', output: { path: path.join(root, 'dist', name) }, stats: 'errors-warnings' };
  fs.writeFileSync(path.join(dir, 'webpack.config.js'), `module.exports = () => (${JSON.stringify(config)});`);
  return `apps/${name}/webpack.config.js`;
}

/** What the batch yields for these apps (task id = app name), by task. */
async function runBatch(apps) {
  const tasks = Object.fromEntries(Object.keys(apps).map((name) => [name, { id: name, target: { project: name, target: 'build' } }]));
  const inputs = Object.fromEntries(Object.entries(apps).map(([name, config]) => [name, { config, mode: 'production' }]));
  const results = {};
  for await (const { task, result } of webpackBatch({ tasks }, inputs, {}, { root })) results[task] = result;
  return results;
}

test('every app is built and reported on its own; a broken one fails with the error, the others build', async () => {
  const results = await runBatch({
    shell: app('shell', 'console.log("shell");'),
    'tasks-mf': app('tasks-mf', 'export const tasks = 1;'),
    'broken-mf': app('broken-mf', 'import "./missing-file";'),
  });

  assert.deepEqual(Object.keys(results).sort(), ['broken-mf', 'shell', 'tasks-mf']);
  assert.equal(results.shell.success, true);
  assert.equal(results['tasks-mf'].success, true);
  assert.match(fs.readFileSync(path.join(root, 'dist/shell/main.js'), 'utf8'), /console\.log\("shell"\)/);
  assert.ok(fs.existsSync(path.join(root, 'dist/tasks-mf/main.js')));

  assert.equal(results['broken-mf'].success, false);
  assert.match(results['broken-mf'].terminalOutput, /Module not found.*\.\/missing-file/s);
  assert.ok(results.shell.endTime >= results.shell.startTime);
});

test('a configuration that throws fails its app with the reason', async () => {
  const config = 'apps/throws-mf/webpack.config.js';
  fs.mkdirSync(path.join(root, 'apps/throws-mf'), { recursive: true });
  fs.writeFileSync(path.join(root, config), 'module.exports = () => { throw new Error("remote.json ontbreekt"); };');

  const results = await runBatch({ 'throws-mf': config });

  assert.equal(results['throws-mf'].success, false);
  assert.match(results['throws-mf'].terminalOutput, /remote\.json ontbreekt/);
});
