// Puts the shell's federation runtime on the page for the remotes, which leave their own
// out of their remoteEntry.js:
// - the runtime core (webpack experiments.externalRuntime in the remotes). This is what
//   experiments.provideExternalRuntime adds, but imported as an ES module: that option
//   requires the plugin's CommonJS build, which brought a second, CommonJS copy of the
//   whole runtime into main.js beside the ES module copy webpack's own runtime uses;
// - the bundler runtime's functions, which webpack's code in every container calls with
//   that container's own webpackRequire (tools/webpack/remote-bundler-runtime.mjs takes
//   them in the remotes). The shell is built without exposes, so its bundler runtime
//   leaves out initContainerEntry; the remotes need it, so it is added here.
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

declare global {
  var __FACILITY_FEDERATION_BUNDLER_RUNTIME__: { bundlerRuntime: typeof bundlerRuntime; attachShareScopeMap: typeof attachShareScopeMap } | undefined;
}

export default function provideRuntime() {
  globalThis.__FACILITY_FEDERATION_BUNDLER_RUNTIME__ = { bundlerRuntime: { ...bundlerRuntime, initContainerEntry }, attachShareScopeMap };
  return injectExternalRuntimeCorePlugin();
}
