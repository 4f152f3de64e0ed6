// The shell's main.js got two runtime modules named "sharing": webpack's own (RuntimePlugin adds
// it for __webpack_require__.S, which the shell's remotes need) and the federation's (its
// ConsumeSharedPlugin adds it, noting in its source that webpack's should go). Both write
// __webpack_require__.I; the federation's comes later and replaces webpack's, whose function, a
// register call with the chunk list of every shared module (40 KB before minifying), never ran.
// The remotes' builds get only the federation's.
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const NAME = 'DropReplacedShareRuntime';

class DropReplacedShareRuntime {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(NAME, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const modules = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)];
          const sharing = modules.filter((module) => module.name === 'sharing');
          const replaced = sharing.filter((module) => module.constructor === WebpackShareRuntimeModule);
          // Only where the federation's own is there to take its place.
          if (replaced.length === 0 || replaced.length === sharing.length) continue;
          for (const module of replaced) chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
        }
      });
    });
  }
}

module.exports = { DropReplacedShareRuntime };
