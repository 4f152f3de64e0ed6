import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from '../states/LoadingState';

// Loaded on first use: the dashboard has no date pickers and should not download them.
const PickersProvider = lazy(() => import('./PickersProvider'));

/**
 * The shell wraps every remote area in this. Its children render only once the
 * pickers' package is loaded, so a remote's pickers find the shell's copy and context.
 */
export function PickersLocalization({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <PickersProvider>{children}</PickersProvider>
    </Suspense>
  );
}
