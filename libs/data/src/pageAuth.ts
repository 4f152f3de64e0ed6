import type { GoTrueClient } from '@supabase/auth-js';
import { getAuthLoader, setAuthLoader } from '@facility/runtime';
import { SESSION_CHANGED } from './session';

interface AuthSettings {
  supabaseUrl: string;
  supabaseAnonKey: string;
  storageKey: string;
}

/**
 * The page's auth client loads the first time something asks for it: signing in or out, a
 * password, an access token to renew. supabase-js would load auth-js (a tenth of a list
 * page's code) with every page; the client is made with `accessToken` instead (client.ts).
 */
export function provideAuthLoader({ supabaseUrl, supabaseAnonKey, storageKey }: AuthSettings): void {
  let loading: Promise<GoTrueClient> | null = null;
  setAuthLoader(() => {
    loading ??= import('@supabase/auth-js').then(({ AuthClient }) => {
      const auth = new AuthClient({
        url: new URL('auth/v1', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`).href,
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
        storageKey,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: false,
      });
      auth.onAuthStateChange(() => window.dispatchEvent(new Event(SESSION_CHANGED)));
      return auth;
    });
    return loading;
  });
}

/** The page's one auth client, loaded on first use. */
export function pageAuth(): Promise<GoTrueClient> {
  const load = getAuthLoader<GoTrueClient>();
  if (!load) throw new Error('supabase is not configured: the shell calls configureSupabase first');
  return load();
}
