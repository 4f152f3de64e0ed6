import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from '@facility/runtime/router';
import { LoadingState } from '@facility/ui/basics';
import { loadView, refreshRemotes, viewAt } from './loadView';
import { RemoteBoundary } from './RemoteBoundary';

export interface RemoteViewProps {
  remote: string;
  /** Without it: the view the remote declares for the current path. */
  view?: string;
}

/** Loads one view of a remote on demand, with 'Laden...' and a Dutch fallback with retry. */
export function RemoteView({ remote, view }: RemoteViewProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const View = useMemo(
    () =>
      lazy(async () => {
        if (attempt > 0) await refreshRemotes();
        return loadView(remote, view ?? viewAt(remote, pathname));
      }),
    [remote, view, pathname, attempt],
  );
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingState />}>
        <View />
      </Suspense>
    </RemoteBoundary>
  );
}
