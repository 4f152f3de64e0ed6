import { errorKind } from '@facility/data/basics';
import { useConnectionStatus } from '../connection/connection';

/**
 * What the card loaded stays when a refresh fails. The failure is said once: above the
 * items, unless it is the lost connection the banner under the header already names.
 */
export function useStaleFailure(error: unknown): boolean {
  const offline = useConnectionStatus() === 'offline';
  const kind = errorKind(error);
  return Boolean(error) && !(offline && (kind === 'network' || kind === 'unavailable'));
}
