// The federation runtime (2.9) registers every shared module of a container again on each
// loadShare: its once-per-scope guard is handed a new, empty init scope on every call, so it never
// holds (module-federation/core#5062, open). On /housing that is about 6,000 registrations and a
// hook emitted for each, on the main thread before the first row. webpack's own runtime
// registers a scope once. Registering again changes nothing: a container's second registration of
// the same module and version never replaces the first. So every container (the shell's and,
// through the global plugin list, each remote's) gets one init scope for all its loadShare calls.
// Only for the 'loaded-first' strategy the build uses: under 'version-first' the first call also
// starts the remotes' inits, which a later call would no longer wait for.
import { registerGlobalPlugins } from '@module-federation/runtime-tools/runtime-core';
import type { ModuleFederation } from '@module-federation/runtime-tools/runtime-core';

type InitializeSharing = ModuleFederation['sharedHandler']['initializeSharing'];
type InitScope = NonNullable<NonNullable<Parameters<InitializeSharing>[1]>['initScope']>;

export const shareOnce = {
  name: 'share-scope-once',
  apply(instance: ModuleFederation) {
    const handler = instance.sharedHandler;
    const initializeSharing: InitializeSharing = handler.initializeSharing.bind(handler);
    const initScope: InitScope = [];
    handler.initializeSharing = (scopeName, options) =>
      initializeSharing(scopeName, options?.initScope || options?.from === 'build' ? options : { ...options, initScope });
  },
};

export default function shareOncePlugin() {
  registerGlobalPlugins([shareOnce]);
  return shareOnce;
}
