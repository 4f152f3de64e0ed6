// One list of singletons, used by the shell and every remote, so the page carries
// one React, one router, one MUI theme, one supabase client and one SWR cache.
//
// Version rule (see README, "Shared libraries"): singleton, requiredVersion is the
// caret range of the version it was built with, strictVersion false. A remote built against an
// older compatible version still loads and uses the shell's copy.
const fs = require('node:fs');
const path = require('node:path');
const pkg = require('../../package.json');

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
// react-hook-form, valibot or the date pickers.
const workspaceLibs = {
  '@facility/ui/form': path.join(root, 'libs/ui/src/form.ts'),
  '@facility/ui': path.join(root, 'libs/ui/src/index.ts'),
  '@facility/data/fields': path.join(root, 'libs/data/src/fields-entry.ts'),
  '@facility/data': path.join(root, 'libs/data/src/index.ts'),
};

// The list-page kit holds no state that must be one per page (that lives in the
// shared libs above: supabase client, SWR cache, toasts, theme), so each remote
// bundles the parts of it that it uses, and a remote's kit version ships with it.
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

function sharedConfig({ eager = false } = {}) {
  const shared = {};
  for (const name of npmSingletons) {
    shared[name] = { singleton: true, strictVersion: false, requiredVersion: declaredRange(name), eager };
  }
  for (const [name, entry] of Object.entries(workspaceLibs)) {
    shared[name] = {
      singleton: true,
      strictVersion: false,
      requiredVersion: false,
      version: pkg.version,
      import: entry,
      eager,
    };
  }
  return shared;
}

module.exports = { sharedConfig, workspaceLibs, bundledLibs, aliases, root };
