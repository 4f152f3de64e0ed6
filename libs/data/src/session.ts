import type { Session } from '@supabase/supabase-js';

// The signed-in session as auth-js keeps it: JSON in localStorage under the client's storage
// key. Read here without loading auth-js, so a page with a valid session never downloads it.

/** Told (on window) when the page's auth client announces a session change. */
export const SESSION_CHANGED = 'facility:session-changed';

/** auth-js renews an access token this long before it lapses; so does `validAccessToken`. */
const RENEW_MARGIN_S = 90;

/** supabase-js's storage key for the page's client (sb-<first label of the API host>-auth-token). */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** The session stored under `key`, or null when none (or what is stored is not one). */
export function storedSession(key: string): Session | null {
  try {
    const session = JSON.parse(localStorage.getItem(key) ?? 'null') as Session | null;
    return session?.access_token && session.refresh_token && session.user ? session : null;
  } catch {
    return null;
  }
}

/** The stored access token while it is good for more than the renewal margin. */
export function validAccessToken(session: Session | null, nowMs = Date.now()): string | null {
  if (!session?.expires_at) return null;
  return session.expires_at - nowMs / 1000 > RENEW_MARGIN_S ? session.access_token : null;
}

/** Calls `onChange` when this page's auth client or another tab changes the stored session. */
export function watchStoredSession(key: string, onChange: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', fromOtherTab);
  window.addEventListener(SESSION_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', fromOtherTab);
    window.removeEventListener(SESSION_CHANGED, onChange);
  };
}
