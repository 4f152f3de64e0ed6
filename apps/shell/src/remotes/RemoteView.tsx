import { lazy, Suspense, useMemo, useState } from 'react';
import { LoadingState, PickersLocalization } from '@facility/ui';
import { loadView, refreshRemotes } from './loadView';
import { RemoteBoundary } from './RemoteBoundary';

export interface RemoteViewProps {
  remote: string;
  view: string;
}

/** Loads one view of a remote on demand, with 'Laden...' and a Dutch fallback with retry. */
export function RemoteView({ remote, view }: RemoteViewProps) {
  const [attempt, setAttempt] = useState(0);
  const View = useMemo(
    () => lazy(() => (attempt === 0 ? loadView(remote, view) : refreshRemotes().then(() => loadView(remote, view)))),
    [remote, view, attempt],
  );
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <PickersLocalization>
        <Suspense fallback={<LoadingState />}>
          <View />
        </Suspense>
      </PickersLocalization>
    </RemoteBoundary>
  );
}
