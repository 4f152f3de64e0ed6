import { useState } from 'react';
import { LoadingState, useLoaded } from '@facility/ui/basics';
import { viewDownload, type ViewTarget } from './loadView';
import { RemoteBoundary } from './RemoteBoundary';

export interface RemoteViewProps {
  /** Which view this is: one download per id. */
  id: string;
  /** The remote and view, asked when the view loads (after a retry: from the manifest read again). */
  target: () => ViewTarget;
}

/** Loads one view of a remote on demand, with 'Laden...' and a Dutch fallback with retry. */
export function RemoteView({ id, target }: RemoteViewProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <LoadedView id={id} target={target} again={attempt > 0} />
    </RemoteBoundary>
  );
}

function LoadedView({ id, target, again }: RemoteViewProps & { again: boolean }) {
  const [download] = useState(() => viewDownload(id, target, again));
  const View = useLoaded(download);
  return View ? <View /> : <LoadingState />;
}
