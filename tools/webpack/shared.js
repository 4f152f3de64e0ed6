// What the shell and every remote share at runtime (see README, "Shared libraries
// between separately built remotes"). Share only what must be one per page; everything
// else each build bundles, tree-shaken to the functions it imports.
//
// npm packages that hold page state: singletons, so the page carries one React, one
// router, one styled-components (MUI's styling engine and theme context), one SWR cache,
// one react-hook-form (forms span our libs) and one supabase-js. `requiredVersion` is the
// caret range of the version the build was made with, strictVersion false: a remote built
// against an older compatible version uses the shell's copy.
//
// MUI: one shared module per imported path (`@mui/material/Button`), never the package
// index, so a route downloads the components it renders and a remote reuses the shell's
// copy of a component. MUI components of different builds meet through React context
// (the theme, default props with the nl-NL texts, FormControl, Table, pickers'
// localization): every MUI module that creates a context is shared on its own, matched by
// file, so whichever copy of a component renders, it finds the one context.
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
  'styled-components',
  '@mui/styled-engine',
  'swr',
  'react-hook-form',
  '@supabase/supabase-js',
];

/** Shared one module per imported path; the locale tables are bundled (a build takes one language). */
const muiPathPackages = ['@mui/material', '@mui/x-date-pickers'];
const unsharedMuiPaths = /^locales?(\/|$)/;

/** The MUI packages whose files may create a React context. */
const muiContextPackages = ['@mui/material', '@mui/system', '@mui/utils', '@mui/private-theming', '@mui/x-date-pickers', '@mui/x-internals'];

/**
 * A context module only MUI's CSS-variables theme code imports: every build leaves that code out
 * (tools/webpack/unused/mui-css-variables.mjs), so the shell does not provide it either.
 */
const leftOutMuiContexts = /[\\/]@mui[\\/]system[\\/]cssVars[\\/]createCssVarsProvider\.mjs$/;

/** What an import resolves to instead (MUI on styled-components). */
const aliases = { '@mui/styled-engine': '@mui/styled-engine-sc' };

// Form pieces are entries of their own, so a page without a form does not load
// react-hook-form, valibot or the date pickers; @facility/ui/basics is what a page shows
// without dialogs and menus (the shell's frame and dashboard). All entries of a lib have
// the lib's version.
const workspaceLibs = {
  '@facility/ui/form': path.join(root, 'libs/ui/src/form.ts'),
  '@facility/ui/basics': path.join(root, 'libs/ui/src/basics.ts'),
  '@facility/ui': path.join(root, 'libs/ui/src/index.ts'),
  '@facility/data/fields': path.join(root, 'libs/data/src/fields-entry.ts'),
  '@facility/data/basics': path.join(root, 'libs/data/src/basics.ts'),
  '@facility/data/records': path.join(root, 'libs/data/src/records.ts'),
  // History as the screens show it: only a record's 'Geschiedenis' and the history tabs load it.
  '@facility/data/history': path.join(root, 'libs/data/src/history.ts'),
  // Files of a row: only the dialogs with 'Bijlagen' load it.
  '@facility/data/attachments': path.join(root, 'libs/data/src/attachments.ts'),
  '@facility/data': path.join(root, 'libs/data/src/index.ts'),
};

// The page's one supabase client and toast context (libs/runtime/src/index.ts has the
// contract): one copy per page, the shell's, whatever lib versions the remotes bring.
const runtimeLibs = {
  '@facility/runtime': path.join(root, 'libs/runtime/src/index.ts'),
  '@facility/runtime/router': path.join(root, 'libs/runtime/src/router.ts'),
};

// The list-page kit holds no state that must be one per page (that lives in
// @facility/runtime and the npm singletons), so each remote bundles the parts of it
// that it uses, and a remote's kit version ships with it. The same for the icons: a
// shared entry would send every icon to every route; bundled, a build takes the ones it shows.
// And the charts: only routes that show one carry them (and MUI X Charts loads when it draws).
const bundledLibs = {
  '@facility/ui/icons': path.join(root, 'libs/ui/src/icons.ts'),
  '@facility/ui/charts': path.join(root, 'libs/ui/src/charts.ts'),
  '@facility/kit': path.join(root, 'libs/kit/src/index.ts'),
  '@facility/kit/list': path.join(root, 'libs/kit/src/list.ts'),
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

function filesUnder(folder, found = []) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') filesUnder(file, found);
    else if (entry.name.endsWith('.mjs')) found.push(file);
  }
  return found;
}

let usedPaths;
/**
 * Every MUI path the workspace's apps and libs import (`@mui/material/Chip`). The shell
 * provides all of them, also those it never renders itself: it downloads none of them
 * until a page asks, and then every remote gets the shell's copy, built on the shell's
 * one copy of MUI's styling core, instead of its own.
 */
function muiPathsUsed() {
  if (usedPaths) return usedPaths;
  const folders = [
    ...['apps', 'libs'].flatMap((top) => fs.readdirSync(path.join(root, top)).map((project) => path.join(root, top, project, 'src'))),
    // The pickers ask for MUI components by path too.
    path.join(root, 'node_modules/@mui/x-date-pickers'),
    path.join(root, 'node_modules/@mui/icons-material/esm/utils'),
  ];
  const found = new Set();
  for (const folder of folders.filter((f) => fs.existsSync(f))) {
    for (const file of sourceFiles(folder)) {
      for (const [, request] of fs.readFileSync(file, 'utf8').matchAll(/from ['"](@mui\/(?:material|x-date-pickers)\/[^'"]+)['"]/g)) {
        const ours = !file.includes(`${path.sep}node_modules${path.sep}`);
        if ((ours || request.startsWith('@mui/material/')) && !unsharedMuiPaths.test(request.split('/').slice(2).join('/'))) found.add(request);
      }
    }
  }
  usedPaths = [...found].sort();
  return usedPaths;
}

function sourceFiles(folder, found = []) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') sourceFiles(file, found);
    else if (/\.(tsx?|mjs|js)$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) found.push(file);
  }
  return found;
}

/** The ES module file an MUI path import resolves to (package.json `exports`, `import` condition). */
function esmFile(request) {
  const name = packageName(request);
  const folder = path.join(root, 'node_modules', name);
  const { exports } = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const target = exports[`.${request.slice(name.length)}`];
  const file = target?.import?.default ?? target?.default?.default ?? target?.default;
  if (typeof file !== 'string') throw new Error(`${request}: no ES module in ${name}'s exports`);
  return path.join(folder, file);
}

let contextModules;
/** Every ES module file of MUI that creates a React context: [absolute file, share key]. */
function muiContextModules() {
  contextModules ??= muiContextPackages.flatMap((name) => {
    const folder = path.join(root, 'node_modules', name);
    return filesUnder(folder)
      .filter((file) => !leftOutMuiContexts.test(file) && /\bcreateContext\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => [file, `${name}/${path.relative(folder, file).split(path.sep).join('/').replace(/\.mjs$/, '')}`]);
  });
  return contextModules;
}

/**
 * MUI, one module per path and every context module on its own. The shell provides
 * and consumes them; a remote only consumes them (see muiConsumes).
 */
function muiShared({ eager = false, host = false } = {}) {
  const shared = {};
  if (host) {
    // By file, so the shell's build includes (and provides) each one, rendered by it or not.
    for (const request of muiPathsUsed()) {
      const range = declaredRange(request);
      shared[esmFile(request)] = { shareKey: request, singleton: false, strictVersion: false, requiredVersion: range, version: range.slice(1), eager };
    }
  }
  for (const name of muiPathPackages) {
    // Not singletons: a remote built with another minor version of MUI runs its own
    // components; the contexts below stay one whatever the versions.
    shared[`${name}/`] = {
      singleton: false,
      strictVersion: false,
      requiredVersion: declaredRange(name),
      exclude: { request: unsharedMuiPaths },
      eager,
    };
  }
  for (const [file, shareKey] of muiContextModules()) {
    const range = declaredRange(shareKey);
    shared[file] = { shareKey, singleton: true, strictVersion: false, requiredVersion: range, version: range.slice(1), eager };
  }
  return shared;
}

/**
 * A remote consumes MUI from the shell and falls back to its own copy of what the shell
 * does not have; it provides none of it. Listing every MUI path a remote provides would
 * double its remoteEntry.js, and no other remote could use it anyway: remotes never
 * render each other's components, so a context only the remote uses stays one inside it.
 */
function muiConsumes() {
  return Object.fromEntries(Object.entries(muiShared()).map(([key, { version: _, ...consume }]) => [key, consume]));
}

function sharedConfig({ eager = false, host = false } = {}) {
  const shared = {};
  for (const name of npmSingletons) {
    shared[name] = { singleton: true, strictVersion: false, requiredVersion: declaredRange(name), eager };
  }
  if (host) Object.assign(shared, muiShared({ eager, host }));
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

module.exports = { muiPathsUsed, sharedConfig, muiConsumes, workspaceLibs, runtimeLibs, bundledLibs, aliases, root, libVersions, libVersion };
