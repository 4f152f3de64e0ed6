// webpack's `moduleIds: 'deterministic'` names each module by its identifier with absolute
// paths made relative, but only where a path starts a segment of it. The federation
// plugin's provide-shared modules name their file after ' = ' ('provide module (default)
// react@19.2.0 = /home/.../node_modules/react/index.js'), so their ids, the ids that
// collide with them and every content hash that holds one followed the folder the
// workspace was checked out in: the same commit built other files, of other sizes, in
// another folder. So did the federation runtime's entry module: the plugin writes it to
// node_modules/.federation/entry.<hash>.js, the hash taken over its text, which imports
// the runtime and its plugins by absolute path (and a module concatenated from it names
// itself by a hash over that name). These ids are webpack's deterministic ones of names
// without the folder and without those hashes.
const { getUsedModuleIdsAndModules, assignDeterministicIds, getFullModuleName } = require('webpack/lib/ids/IdHelpers');
const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators');

const PLUGIN = 'CheckoutIndependentModuleIds';

const federationEntry = /\.federation\/entry\.[0-9a-f]+\.js(\|[0-9a-f]+)?/g;

/** A module's name for its id: webpack's, without the workspace's folder and the federation entry's hashes. */
function moduleName(module, { context, workspace, cache }) {
  return getFullModuleName(module, context, cache).split(workspace).join('<workspace>').replace(federationEntry, '.federation/entry.js');
}

class CheckoutIndependentModuleIds {
  /** @param {{ workspace: string, maxLength?: number }} options  workspace: its folder */
  constructor({ workspace, maxLength = 3 }) {
    this.workspace = workspace;
    this.maxLength = maxLength;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.moduleIds.tap(PLUGIN, () => {
        const { chunkGraph, moduleGraph } = compilation;
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        const claim = (module, id) => {
          if (usedIds.has(`${id}`)) return false;
          usedIds.add(`${id}`);
          chunkGraph.setModuleId(module, id);
          return true;
        };
        const where = { context: compiler.context, workspace: this.workspace, cache: compiler.root };
        const name = (module) => moduleName(module, where);
        assignDeterministicIds(modules, name, compareModulesByPreOrderIndexOrIdentifier(moduleGraph), claim, [10 ** this.maxLength], 10, usedIds.size);
      });
    });
  }
}

module.exports = { CheckoutIndependentModuleIds, moduleName };
