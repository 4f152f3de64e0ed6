// A remote's build carries what its release needs besides code, so that a deploy
// (and a rollback) takes it along: routes.json, the routes it serves with their Dutch
// page names, and libs.json, the workspace-library versions it was built against.
//
// Each route in the built routes.json also lists `files`: the scripts of its view (the
// exposed routes module and the view's own chunks, relative to remoteEntry.js). The shell
// preloads them with the remote's entry at start, instead of discovering them one step
// after another (entry, then routes module, then the view).
const fs = require('node:fs');
const path = require('node:path');

/** view name -> the request of its import() in the remote's entry (`spaces: lazyView(() => import('./spaces/SpacesPage'))`). */
function viewImports(source) {
  const views = {};
  for (const [, name, request] of source.matchAll(/['"]?([\w-]+)['"]?\s*:\s*lazyView\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) views[name] = request;
  return views;
}

const scriptsOf = (chunkGroup) => [...chunkGroup.chunks].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));

/** view name -> the scripts that render it: the exposed module's and the view's own chunks. */
function viewFiles(compilation, entryFile) {
  const imports = viewImports(fs.readFileSync(entryFile, 'utf8'));
  const entryModule = [...compilation.modules].find((module) => module.resource === entryFile);
  const exposedFiles = entryModule ? [...compilation.chunkGraph.getModuleChunks(entryModule)].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js')) : [];
  const files = {};
  for (const [view, request] of Object.entries(imports)) {
    const group = [...compilation.chunkGroups].find((g) => g.origins.some((origin) => origin.module?.resource === entryFile && origin.request === request));
    if (group) files[view] = [...new Set([...exposedFiles, ...scriptsOf(group)])];
  }
  return files;
}

class ReleaseFilesPlugin {
  /** @param {{ appRoot: string, entryFile: string, libs: () => Record<string, string> }} options */
  constructor({ appRoot, entryFile, libs }) {
    this.routesFile = path.join(appRoot, 'src/routes.json');
    this.entryFile = entryFile;
    this.libs = libs;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ReleaseFilesPlugin', (compilation) => {
      compilation.fileDependencies.add(this.routesFile);
      // After the files got their final (content-hash) names.
      compilation.hooks.processAssets.tap({ name: 'ReleaseFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = viewFiles(compilation, this.entryFile);
        const routes = JSON.parse(fs.readFileSync(this.routesFile, 'utf8')).map((route) => (files[route.view] ? { ...route, files: files[route.view] } : route));
        compilation.emitAsset('routes.json', new RawSource(`${JSON.stringify(routes, null, 2)}\n`));
        compilation.emitAsset('libs.json', new RawSource(`${JSON.stringify(this.libs(), null, 2)}\n`));
      });
    });
  }
}

module.exports = { ReleaseFilesPlugin };
