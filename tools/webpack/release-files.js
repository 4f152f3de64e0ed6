// A remote's build carries what its release needs besides code, so that a deploy (and a
// rollback) takes it along: remote.json, its declaration as built (the paths it owns, its
// pages and settings tabs with their Dutch names and links, each naming its view), and
// libs.json, the workspace-library versions it was built against.
//
// Each page and tab in the built remote.json also lists `files`: the scripts of its view
// (the exposed views module and the view's own chunks, relative to remoteEntry.js). The
// shell preloads them with the remote's entry at start, instead of discovering them one
// step after another (entry, then views module, then the view).
const { declarationFile, readDeclaration, releaseOf } = require('./remote-declaration');

const scriptsOf = (chunkGroup) => [...chunkGroup.chunks].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));

/** page module ('./keys/KeysPage') -> the scripts that render it: the views module's and the page's own chunks. */
function pageFiles(compilation, viewsModuleResource) {
  const viewsModule = [...compilation.modules].find((module) => module.resource === viewsModuleResource);
  if (!viewsModule) return () => undefined;
  const exposedFiles = [...compilation.chunkGraph.getModuleChunks(viewsModule)].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
  return (page) => {
    const group = [...compilation.chunkGroups].find((g) => g.origins.some((origin) => origin.module === viewsModule && origin.request === page));
    return group ? [...new Set([...exposedFiles, ...scriptsOf(group)])] : undefined;
  };
}

class ReleaseFilesPlugin {
  /** @param {{ appRoot: string, viewsModuleResource: string, libs: () => Record<string, string> }} options */
  constructor({ appRoot, viewsModuleResource, libs }) {
    this.appRoot = appRoot;
    this.viewsModuleResource = viewsModuleResource;
    this.libs = libs;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ReleaseFilesPlugin', (compilation) => {
      compilation.fileDependencies.add(declarationFile(this.appRoot));
      // After the files got their final names.
      compilation.hooks.processAssets.tap({ name: 'ReleaseFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const release = releaseOf(readDeclaration(this.appRoot), pageFiles(compilation, this.viewsModuleResource));
        compilation.emitAsset('remote.json', new RawSource(`${JSON.stringify(release, null, 2)}\n`));
        compilation.emitAsset('libs.json', new RawSource(`${JSON.stringify(this.libs(), null, 2)}\n`));
      });
    });
  }
}

module.exports = { ReleaseFilesPlugin };
