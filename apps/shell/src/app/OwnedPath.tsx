import { useLocation } from '@facility/runtime/router';
import { ErrorPage } from '../error/ErrorPage';
import { liveManifest } from '../remotes/liveManifest';
import { RemoteView } from '../remotes/RemoteView';
import { ownerOf } from './routeTable';

/**
 * A path no live route serves. When its remote is live and declared its routes, the
 * path does not exist; when the remote (or the manifest) could not be reached, its
 * area says it is unavailable, and 'Opnieuw proberen' reads the manifest again.
 */
export function OwnedPath() {
  const { pathname } = useLocation();
  const remote = ownerOf(pathname);
  if (!remote || liveManifest().remotes[remote]?.routes) return <ErrorPage notFound />;
  return <RemoteView key={pathname} remote={remote} />;
}
