// A remote's build carries what its release needs besides code, so that a deploy
// (and a rollback) takes it along: routes.json, the routes it serves with their Dutch
// page names, and libs.json, the workspace-library versions it was built against.
const fs = require('node:fs');
const path = require('node:path');

class ReleaseFilesPlugin {
  /** @param {{ appRoot: string, libs: () => Record<string, string> }} options */
  constructor({ appRoot, libs }) {
    this.routesFile = path.join(appRoot, 'src/routes.json');
    this.libs = libs;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ReleaseFilesPlugin', (compilation) => {
      compilation.fileDependencies.add(this.routesFile);
      compilation.hooks.processAssets.tap({ name: 'ReleaseFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const routes = JSON.parse(fs.readFileSync(this.routesFile, 'utf8'));
        compilation.emitAsset('routes.json', new RawSource(`${JSON.stringify(routes, null, 2)}\n`));
        compilation.emitAsset('libs.json', new RawSource(`${JSON.stringify(this.libs(), null, 2)}\n`));
      });
    });
  }
}

module.exports = { ReleaseFilesPlugin };
