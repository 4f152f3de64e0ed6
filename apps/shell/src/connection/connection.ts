// The page's one connection state (the shell is one per page), fed by every SWR
// request of the page: the shell's SWRConfig also holds the remotes' hooks (swr is a
// singleton), so a list of a remote that cannot reach the API counts too.
import { useSyncExternalStore } from 'react';
import { mutate, type SWRConfiguration } from 'swr';
import { apiProbe, createConnectionTracker, type ConnectionStatus, type ConnectionTracker } from './connectionTracker';

let tracker: ConnectionTracker | null = null;

/** Everything SWR has cached is fetched again (the data stays on screen meanwhile). */
const revalidateAll = () => void mutate(() => true);

/**
 * Starts tracking the connection to the API of `config` and returns the SWR options
 * that feed it (for the shell's SWRConfig). Called once, by the shell's bootstrap.
 */
export function trackConnection(config: { supabaseUrl: string; supabaseAnonKey: string }): Pick<SWRConfiguration, 'onError' | 'onSuccess'> {
  tracker?.stop();
  const current = createConnectionTracker({ probe: apiProbe(config), onRecovered: revalidateAll });
  current.listen(window);
  tracker = current;
  return {
    onError: (error) => current.reportFailure(error),
    onSuccess: () => current.reportAnswer(),
  };
}

const subscribe = (listener: () => void) => tracker?.subscribe(listener) ?? (() => undefined);
const status = (): ConnectionStatus => tracker?.status() ?? 'online';

/** 'online' or 'offline'; 'online' until a failed request and the probe both say otherwise. */
export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribe, status, status);
}
