// The same commit builds the same files in any folder: a release is the same wherever it
// was built, and the weight a check measures is the weight users download.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { CheckoutIndependentModuleIds, moduleName } = require('./module-ids.js');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'module-ids-'));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

const sources = {
  'src/index.js': "import('./page.js').then((page) => page.show());\n",
  'src/page.js': "import { greet } from 'greeting';\nexport const show = () => console.log(greet('wereld'));\n",
  'src/retryPlugin.js': "export default () => ({ name: 'retry' });\n",
  'libs/greeting/index.js': 'export const greet = (who) => `Hallo ${who}`;\n',
};

/** A workspace with a shell that provides a lib of its own and has a runtime plugin, as ours does. */
function workspaceAt(folder) {
  for (const [file, text] of Object.entries(sources)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  }
  return folder;
}

const digestOf = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The files of a production build: name -> digest of the content. */
function build(workspace) {
  const greeting = path.join(workspace, 'libs/greeting/index.js');
  const compiler = webpack({
    mode: 'production',
    context: workspace,
    entry: './src/index.js',
    output: { path: path.join(workspace, 'dist'), filename: '[name].[contenthash:8].js', publicPath: 'auto' },
    resolve: { alias: { greeting$: greeting } },
    optimization: { moduleIds: false },
    plugins: [
      new ModuleFederationPlugin({ name: 'shell', shared: { greeting: { import: greeting, version: '1.0.0', requiredVersion: '^1.0.0' } }, runtimePlugins: [path.join(workspace, 'src/retryPlugin.js')], dts: false, manifest: false }),
      new CheckoutIndependentModuleIds({ workspace }),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(Object.fromEntries(fs.readdirSync(path.join(workspace, 'dist')).map((file) => [file, digestOf(path.join(workspace, 'dist', file))])));
    }),
  );
}

test('one workspace built in two folders gives the same files, names and contents', async () => {
  // At the same depth: the packages stay this workspace's, and webpack names them by their path from each.
  const first = await build(workspaceAt(path.join(scratch, 'a', 'main')));
  const second = await build(workspaceAt(path.join(scratch, 'checkouts', 'somewhere-else')));
  assert.ok(Object.keys(first).some((file) => /^main\.[0-9a-f]{8}\.js$/.test(file)), Object.keys(first).join(', '));
  assert.deepEqual(second, first);
});

test("a provided module's name leaves out the workspace's folder", () => {
  const named = (workspace) => ({ identifier: () => `provide module (default) greeting@1.0.0 = ${workspace}/libs/greeting/index.js` });
  const where = (workspace) => ({ context: path.join(workspace, 'apps/shell'), workspace, cache: {} });
  assert.equal(moduleName(named('/a'), where('/a')), moduleName(named('/b/c'), where('/b/c')));
  assert.match(moduleName(named('/a'), where('/a')), /= <workspace>\/libs\/greeting\/index\.js$/);
});
