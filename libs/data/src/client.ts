import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getSupabaseClient, setSupabaseClient } from '@facility/runtime';
import type { Database } from './database.types';
import { pageAuth, provideAuthLoader } from './pageAuth';
import { sessionStorageKey, storedSession, validAccessToken } from './session';

export type Db = SupabaseClient<Database>;

/** Served beside the shell as /config.json, so one build runs against any backend. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/**
 * Called once by the shell before anything renders. The client is kept in
 * @facility/runtime, not here: a remote that brings its own (newer) copy of this lib
 * still uses the page's one client and its session. Its requests carry the stored
 * session's access token; auth-js loads only to renew one (pageAuth.ts).
 */
export function configureSupabase(config: RuntimeConfig): Db {
  const storageKey = sessionStorageKey(config.supabaseUrl);
  provideAuthLoader({ ...config, storageKey });
  const client = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { storageKey },
    accessToken: () => accessTokenOf(storageKey),
  });
  setSupabaseClient(client);
  return client;
}

/** The page's one supabase client, whichever copy of this lib asks. */
export function supabase(): Db {
  const client = getSupabaseClient<Db>();
  if (!client) throw new Error('supabase is not configured: the shell calls configureSupabase first');
  return client;
}

/** Where the page's session is stored: the key supabase-js was given (configureSupabase). */
export function pageSessionKey(): string {
  return (supabase() as unknown as { storageKey: string }).storageKey;
}

/**
 * The token a request carries: the stored session's while it is good, else the one auth-js
 * renews it to; null (supabase-js then sends the anon key) when nobody is signed in.
 */
export const accessToken = (): Promise<string | null> => accessTokenOf(pageSessionKey());

async function accessTokenOf(storageKey: string): Promise<string | null> {
  const session = storedSession(storageKey);
  if (!session) return null;
  const valid = validAccessToken(session);
  if (valid) return valid;
  const { data } = await (await pageAuth()).getSession();
  return data.session?.access_token ?? null;
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime configuration ${url} answered ${response.status}`);
  return response.json();
}
