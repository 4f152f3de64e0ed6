// The shell's shareOncePlugin gives each container one init scope for all its loadShare calls.
// That holds only under the 'loaded-first' share strategy (under 'version-first' each call also
// waits for the remotes' inits), and the plugin reaches every remote's container too. So while
// the shell registers it, the shell and every remote build with 'loaded-first'.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const federationOf = (project) => {
  const config = require(path.join(root, 'apps', project, 'webpack.config.js'))({}, { mode: 'production' });
  return config.plugins.find((plugin) => plugin instanceof ModuleFederationPlugin)._options;
};

test('while the shell registers shareOncePlugin, the shell and every remote share loaded-first', () => {
  const shell = federationOf('shell');
  assert.ok(shell.runtimePlugins.some((file) => file.endsWith('shareOncePlugin.ts')));
  const projects = ['shell', ...fs.readdirSync(path.join(root, 'apps')).filter((app) => app.endsWith('-mf'))];
  assert.ok(projects.length > 1);
  assert.deepEqual(
    projects.map((project) => [project, federationOf(project).shareStrategy]),
    projects.map((project) => [project, 'loaded-first']),
  );
});
