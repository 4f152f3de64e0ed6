// Whether the API can be reached, derived from the page's real requests and confirmed
// by a probe: a request that fails without an answer (a network error), or with the
// answer that the data API is briefly unavailable (503 while PostgREST or Postgres
// restarts), asks the probe; other 4xx and 5xx do not. Only when the probe cannot reach
// the data API either is the connection down. While down the probe runs every few seconds
// and on the browser's `online` event; the first good answer brings the connection back
// and refreshes the page's data.
import { errorKind } from '@facility/data/basics';

export type ConnectionStatus = 'online' | 'offline';

/** Resolves true when the data API can be reached, false when it cannot (see apiProbe). */
export type Probe = () => Promise<boolean>;

/** Where the tracker listens for the browser's `online` and `offline` events (the window). */
export type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface ConnectionTrackerOptions {
  probe: Probe;
  /** Called once each time the connection comes back: refresh what failed meanwhile. */
  onRecovered: () => void;
  /** How long to wait between probes while the connection is down. */
  retryMs?: number;
}

export interface ConnectionTracker {
  status(): ConnectionStatus;
  subscribe(listener: () => void): () => void;
  /** A request failed: with a network error or a 503 the probe decides whether the connection is down. */
  reportFailure(error: unknown): void;
  /** A request got an answer: while down, the probe confirms the connection is back. */
  reportAnswer(): void;
  /** Probe now (at most one probe at a time). */
  check(): Promise<void>;
  /** Listens for the browser's `online`/`offline` events; returns the way to stop everything. */
  listen(source: EventSource): () => void;
  stop(): void;
}

export const RETRY_MS = 5000;

export function createConnectionTracker({ probe, onRecovered, retryMs = RETRY_MS }: ConnectionTrackerOptions): ConnectionTracker {
  let status: ConnectionStatus = 'online';
  let probing: Promise<void> | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const listeners = new Set<() => void>();

  const setStatus = (next: ConnectionStatus) => {
    const previous = status;
    status = next;
    if (next === 'offline') scheduleRetry();
    else clearTimeout(retry);
    if (previous === next) return;
    for (const listener of [...listeners]) listener();
    if (previous === 'offline' && next === 'online') onRecovered();
  };

  function scheduleRetry() {
    clearTimeout(retry);
    if (!stopped) retry = setTimeout(() => void check(), retryMs);
  }

  function check(): Promise<void> {
    probing ??= probe()
      .catch(() => false)
      .then((reachable) => {
        if (!stopped) setStatus(reachable ? 'online' : 'offline');
      })
      .finally(() => {
        probing = null;
      });
    return probing;
  }

  const onOnline = () => void check();
  // The browser knows it has no network at all: no need to ask.
  const onOffline = () => setStatus('offline');

  return {
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportFailure(error) {
      // Without an answer, or 'briefly unavailable': ask the probe. Another answer while down: maybe back.
      const kind = errorKind(error);
      if (kind === 'network' || kind === 'unavailable' || status === 'offline') void check();
    },
    reportAnswer() {
      if (status === 'offline') void check();
    },
    check,
    listen(source) {
      source.addEventListener('online', onOnline);
      source.addEventListener('offline', onOffline);
      return () => {
        source.removeEventListener('online', onOnline);
        source.removeEventListener('offline', onOffline);
      };
    },
    stop() {
      stopped = true;
      clearTimeout(retry);
      listeners.clear();
    },
  };
}

/** The answers of a proxy whose upstream (PostgREST) is down or restarting. */
const UPSTREAM_DOWN = new Set([502, 503, 504]);

/**
 * A probe of the data API that needs no session: HEAD /rest/v1/ with the anon key (PostgREST's
 * root, answered by Supabase and the local gateway without a body). An answer means reachable,
 * even an error status, except 502/503/504 (the gateway has no PostgREST behind it now); no
 * answer within `timeoutMs` means unreachable.
 */
export function apiProbe({ supabaseUrl, supabaseAnonKey }: { supabaseUrl: string; supabaseAnonKey: string }, timeoutMs = 8000): Probe {
  const url = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/`;
  return async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(url, { method: 'HEAD', headers: { apikey: supabaseAnonKey }, cache: 'no-store', signal: controller.signal });
      return !UPSTREAM_DOWN.has(response.status);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
}
