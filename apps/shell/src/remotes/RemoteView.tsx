import { useState } from 'react';
import { useLocation } from '@facility/runtime/router';
import { LoadingState, useLoaded } from '@facility/ui/basics';
import { viewDownload } from './loadView';
import { RemoteBoundary } from './RemoteBoundary';

export interface RemoteViewProps {
  remote: string;
  /** Without it: the view the remote declares for the current path. */
  view?: string;
}

/** Loads one view of a remote on demand, with 'Laden...' and a Dutch fallback with retry. */
export function RemoteView({ remote, view }: RemoteViewProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <LoadedView remote={remote} view={view} again={attempt > 0} />
    </RemoteBoundary>
  );
}

function LoadedView({ remote, view, again }: RemoteViewProps & { again: boolean }) {
  const { pathname } = useLocation();
  const [download] = useState(() => viewDownload(remote, pathname, view, again));
  const View = useLoaded(download);
  return View ? <View /> : <LoadingState />;
}
