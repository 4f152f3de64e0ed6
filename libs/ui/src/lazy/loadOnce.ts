/** A promise that tells, once settled, how it settled (as React's `use` marks the ones it reads). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface LoadOnce<T> {
  /** Starts the download, or returns the one under way or done. */
  start: () => Promise<T>;
  /** The value when the download has finished, else undefined. */
  loaded: () => T | undefined;
  /** After a failure: the next `start` downloads again. */
  forget: () => void;
}

/** A download done once and shared by everyone who asks for it. No React here. */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Tracked<T> | undefined;
  const start = () => {
    if (loading) return loading;
    const promise: Tracked<T> = load();
    promise.then(
      (value) => void Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(promise, { status: 'rejected', reason }),
    );
    return (loading = promise);
  };
  return {
    start,
    loaded: () => (loading?.status === 'fulfilled' ? loading.value : undefined),
    forget: () => {
      loading = undefined;
    },
  };
}
