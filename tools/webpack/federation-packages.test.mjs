// One copy of each @module-federation package: a second version of one (a plugin pinning an
// older sdk, say) is bundled into the shell's main.js beside the runtime's. package.json's
// overrides hold the retry plugin to the runtime's sdk; this fails when an upgrade of one leaves
// the other behind.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('the lockfile installs every @module-federation package in one version', () => {
  const { packages } = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const versions = new Map();
  for (const [where, { version }] of Object.entries(packages)) {
    const name = where.match(/node_modules\/(@module-federation\/[^/]+)$/)?.[1];
    if (name) versions.set(name, [...(versions.get(name) ?? []), `${version} (${where})`]);
  }
  assert.ok(versions.has('@module-federation/sdk'));
  const doubled = [...versions].filter(([, found]) => found.length > 1);
  assert.deepEqual(doubled, []);
});
