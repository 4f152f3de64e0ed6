import { useEffect, useState } from 'react';
import type { LoadOnce } from './loadOnce';

/**
 * The value of `once`, or undefined while it downloads (the caller shows its loading state).
 * No Suspense: React holds back a suspended part's reveal for up to 300 ms after its fallback
 * showed, which a page that loaded in 80 ms would wait out. A failed download is forgotten
 * and thrown to the nearest error boundary, whose retry downloads again.
 */
export function useLoaded<T>(once: LoadOnce<T>): T | undefined {
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [, setDone] = useState(false);
  const value = once.loaded();
  if (value === undefined && !failure) once.start();
  useEffect(() => {
    if (value !== undefined) return;
    let mounted = true;
    once.start().then(
      () => mounted && setDone(true),
      (error: unknown) => {
        once.forget();
        if (mounted) setFailure({ error });
      },
    );
    return () => {
      mounted = false;
    };
  }, [once, value]);
  if (failure) throw failure.error;
  return value;
}
