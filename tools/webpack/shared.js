// What the shell and every remote share at runtime (see README, "Shared libraries
// between separately built remotes").
//
// npm packages: singletons, so the page carries one React, one router, one MUI theme
// context, one SWR cache and one supabase-js. `requiredVersion` is the caret range of
// the version the build was made with, strictVersion false: a remote built against an
// older compatible version uses the shell's copy.
//
// Workspace libs (@facility/ui, @facility/data and their form entries): versioned, not
// singletons. Each lib's version is in libs/<lib>/version.json and changes whenever its
// public API changes (a unit test per lib enforces it). A remote asks for
// `^<version it was built with>` and, with shareStrategy 'loaded-first', gets the
// shell's (already loaded) copy when that satisfies the range, and otherwise its own
// copy, bundled with it (`import`). The state that must stay one per page lives in
// @facility/runtime, which is one strict singleton.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

const npmSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  '@mui/material',
  '@mui/system',
  '@mui/styled-engine',
  '@mui/x-date-pickers',
  'date-fns',
  'swr',
  'react-hook-form',
  'valibot',
  '@supabase/supabase-js',
];

/** What an import resolves to instead (MUI on styled-components). */
const aliases = { '@mui/styled-engine': '@mui/styled-engine-sc' };

// Form pieces are entries of their own, so a page without a form does not load
// react-hook-form, valibot or the date pickers. Both entries of a lib have the lib's version.
const workspaceLibs = {
  '@facility/ui/form': path.join(root, 'libs/ui/src/form.ts'),
  '@facility/ui': path.join(root, 'libs/ui/src/index.ts'),
  '@facility/data/fields': path.join(root, 'libs/data/src/fields-entry.ts'),
  '@facility/data': path.join(root, 'libs/data/src/index.ts'),
};

// The page's one supabase client and toast context (libs/runtime/src/index.ts has the
// contract): one copy per page, the shell's, whatever lib versions the remotes bring.
const runtimeLibs = {
  '@facility/runtime': path.join(root, 'libs/runtime/src/index.ts'),
};

// The list-page kit holds no state that must be one per page (that lives in
// @facility/runtime and the npm singletons), so each remote bundles the parts of it
// that it uses, and a remote's kit version ships with it.
const bundledLibs = {
  '@facility/kit': path.join(root, 'libs/kit/src/index.ts'),
};

function packageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** A caret range from the version this build was made with. */
function declaredRange(name) {
  const installed = aliases[packageName(name)] ?? packageName(name);
  const file = path.join(root, 'node_modules', installed, 'package.json');
  return `^${JSON.parse(fs.readFileSync(file, 'utf8')).version}`;
}

/** The folder of the workspace lib an entry file belongs to (libs/ui). */
function libFolder(entry) {
  return path.join(root, ...path.relative(root, entry).split(path.sep).slice(0, 2));
}

/** The version of the lib an entry belongs to, from its version.json (read fresh: watch builds). */
function libVersion(entry) {
  const { version } = JSON.parse(fs.readFileSync(path.join(libFolder(entry), 'version.json'), 'utf8'));
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`${libFolder(entry)}/version.json: "${version}" is not a version like 1.2.0`);
  return version;
}

function sharedConfig({ eager = false } = {}) {
  const shared = {};
  for (const name of npmSingletons) {
    shared[name] = { singleton: true, strictVersion: false, requiredVersion: declaredRange(name), eager };
  }
  for (const [name, entry] of Object.entries(workspaceLibs)) {
    const version = libVersion(entry);
    shared[name] = {
      // Not a singleton: when no copy in the share scope satisfies requiredVersion
      // the runtime takes the remote's own (`import`), never an unsatisfying one.
      singleton: false,
      version,
      requiredVersion: `^${version}`,
      // Ignored by the runtime for non-singletons (it never picks an unsatisfying
      // version); it only matters for singletons, where true would throw.
      strictVersion: false,
      import: entry,
      eager,
    };
  }
  for (const [name, entry] of Object.entries(runtimeLibs)) {
    const version = libVersion(entry);
    // A remote built against a newer 1.x than the shell's fails to load (loudly, in
    // its own area) instead of running without a slot it needs.
    shared[name] = { singleton: true, strictVersion: true, version, requiredVersion: `^${version}`, import: entry, eager };
  }
  return shared;
}

/**
 * The workspace-library versions a build is made with (a remote's libs.json, which the
 * deploy writes into the manifest): entry name -> the lib's version, e.g. "1.0.0". The
 * remote needs that version's caret range (`^1.0.0`) from the shell, or loads its own copy.
 */
function libVersions() {
  return Object.fromEntries(Object.entries(workspaceLibs).map(([name, entry]) => [name, libVersion(entry)]));
}

module.exports = { sharedConfig, workspaceLibs, runtimeLibs, bundledLibs, aliases, root, libVersions, libVersion };
