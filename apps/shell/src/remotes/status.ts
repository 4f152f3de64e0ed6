// What happened to each remote in this browser session, for the Modules page.
import { useSyncExternalStore } from 'react';

export type RemoteStatus = { state: 'not-loaded' } | { state: 'loaded' } | { state: 'failed'; reason: string };

const statuses = new Map<string, RemoteStatus>();
const listeners = new Set<() => void>();
let snapshot: ReadonlyMap<string, RemoteStatus> = new Map();

export function setRemoteStatus(remote: string, status: RemoteStatus) {
  statuses.set(remote, status);
  snapshot = new Map(statuses);
  listeners.forEach((listener) => listener());
}

export function useRemoteStatuses(): ReadonlyMap<string, RemoteStatus> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}
