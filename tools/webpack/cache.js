// webpack's persistent cache: a later build of an app reuses what an earlier one parsed,
// transformed and minified, for every module and chunk whose inputs did not change. Nx's
// cache comes first (an app whose inputs are all unchanged is not built at all); this one
// makes the build that does run, after a change, fast.
//
// It must never serve a stale build. webpack checks each module's own files before it
// reuses it (and, under node_modules, its package's version). What it does not check is
// the configuration and the code that makes the build, and ours reads files when it is
// made (a remote's src/remote.json, the libs' version.json, the MUI paths every app
// imports, installed package versions). So the cache's version is a hash of the whole
// configuration as made, of every file of tools/webpack (the config, its loaders and
// plugins) and of the lockfile (every package): when any of them says something else, the
// build starts from an empty cache.
//
// Writing the cache costs a cold build about a third more CPU; a clean CI clone never
// builds twice, so under CI (the CI variable, set by CI services) there is none.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { root } = require('./shared');

/** Git-ignored (node_modules/), where webpack and most tools keep theirs; deleting node_modules drops it. */
const webpackCacheRoot = path.join(root, 'node_modules/.cache/webpack');

/** A stable text of a configuration: plugins and other instances by class and fields, functions by source. */
function describe(value) {
  const seen = new WeakSet();
  return JSON.stringify(value, (_key, v) => {
    if (typeof v === 'function') return `function ${v.name} ${v.toString()}`;
    if (v instanceof RegExp) return `RegExp ${v}`;
    if (v && typeof v === 'object') {
      if (seen.has(v)) return '[seen]';
      seen.add(v);
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return { class: v.constructor?.name, ...v };
    }
    return v;
  });
}

/**
 * The files whose content makes the build besides the configuration: tools/webpack and the
 * lockfile (when there is one: a copy of the workspace for one build, as a test makes, may have none).
 */
function buildCodeFiles() {
  const code = fs
    .readdirSync(__dirname, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.mjs'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const lockfile = path.join(root, 'package-lock.json');
  return fs.existsSync(lockfile) ? [...code, lockfile] : code;
}

/** The cache's version: what the configuration says and what makes the build. */
function cacheVersion(config) {
  const hash = crypto.createHash('sha256').update(`${process.version}\n${describe(config)}`);
  for (const file of buildCodeFiles()) hash.update(`\n${path.relative(root, file)}\n`).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A consume-shared module (Module Federation) that comes back from the cache still carries
 * what @module-federation/enhanced's ConsumeSharedPlugin copied into it after its build, its
 * fallback's buildMeta: webpack then reads it as an ES module that exports nothing, and an
 * `export *` through it loses its names (MUI's context modules are consumed on their own, so
 * '@mui/utils/useRovingTabIndex' lost RovingTabIndexContext and every remote's second build
 * failed). Before webpack flags the exports, such a module is again what its build makes
 * (no exportsType), as in a build without the cache; the federation plugin copies the
 * fallback's in afterwards as it always does.
 */
class ConsumeSharedFromCache {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ConsumeSharedFromCache', (compilation) => {
      compilation.hooks.finishModules.tap({ name: 'ConsumeSharedFromCache', stage: -10 }, (modules) => {
        for (const module of modules) if (module.type === 'consume-shared-module') module.buildMeta = {};
      });
    });
  }
}

const underCi = () => Boolean(process.env.CI) && !/^(0|false)$/i.test(process.env.CI);

/**
 * The `cache` option of an app's build: one cache per app and mode, none under CI.
 * @param {object} config  the configuration as made (hashed into the version)
 * @param {{ project: string, mode: string }} options
 */
function persistentCache(config, { project, mode }) {
  if (underCi()) return false;
  return { type: 'filesystem', cacheDirectory: webpackCacheRoot, name: `${project}-${mode}`, version: cacheVersion(config) };
}

module.exports = { persistentCache, ConsumeSharedFromCache, webpackCacheRoot, cacheVersion, buildCodeFiles, describe };
