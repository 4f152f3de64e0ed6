import { useSyncExternalStore } from 'react';
import { liveManifest, onManifestChange } from './liveManifest';

/** The live manifest, rendering again when it is read again (a retry that finds a remote back). */
export const useLiveManifest = () => useSyncExternalStore(onManifestChange, liveManifest);
