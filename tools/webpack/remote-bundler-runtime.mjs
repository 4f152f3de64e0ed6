// A remote's federation bundler runtime, taken from the shell (tools/webpack/create-config.js
// puts this module in place of @module-federation/webpack-bundler-runtime in remotes).
//
// The bundler runtime is what webpack's generated code calls to load shared modules and to
// start the container: stateless functions that get the calling build's webpackRequire.
// The shell already runs them, so a remote's remoteEntry.js need not carry a second copy
// (about a third of it). What is per container stays here: the federation object and the
// runtime module, whose `init` creates this container's own federation instance. The
// shell puts the functions on the page before it loads any remote
// (apps/shell/src/remotes/provideRuntimePlugin.ts); a remote needs a shell built with the
// same @module-federation version, as it does for the runtime core (externalRuntime).
import { init } from '@module-federation/runtime';

// Of the runtime API, the bundler runtime calls only `init` on a container's own copy
// (webpackRequire.federation.runtime.init); the rest, with its error texts, stays out.
const runtime = { init };

const shared = globalThis.__FACILITY_FEDERATION_BUNDLER_RUNTIME__;
if (!shared) throw new Error('This remote needs the federation bundler runtime of the shell (provideRuntimePlugin); load it through the shell.');

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  // A remote never loads another remote (experiments.optimization.disableRemote).
  bundlerRuntime: { ...shared.bundlerRuntime, remotes: undefined, S: {} },
  attachShareScopeMap: shared.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
