import { useLocation } from '@facility/runtime/router';
import { ErrorPage } from '../error/ErrorPage';
import { liveManifest } from '../remotes/liveManifest';
import { viewAt } from '../remotes/loadView';
import { RemoteView } from '../remotes/RemoteView';
import { ownerOf } from './routeTable';

/**
 * A path no page of the router serves. When a live remote owns it and declared its pages,
 * or no remote owns it, the page does not exist. When the manifest could not be read, the
 * shell cannot tell: the area says it is unavailable, and 'Opnieuw proberen' reads the
 * manifest again (and shows the page when a remote serves it).
 */
export function OwnedPath() {
  const { pathname } = useLocation();
  const manifest = liveManifest();
  const remote = ownerOf(pathname, manifest);
  const unknown = remote ? manifest.remotes[remote]?.routes : !manifest.unreachable;
  if (unknown) return <ErrorPage notFound />;
  return <RemoteView key={pathname} id={pathname} target={() => viewAt(pathname)} />;
}
