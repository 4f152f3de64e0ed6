import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getSupabaseClient, setSupabaseClient } from '@facility/runtime';
import type { Database } from './database.types';
import { rememberSession } from './knownSession';

export type Db = SupabaseClient<Database>;

/** Served beside the shell as /config.json, so one build runs against any backend. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/**
 * Called once by the shell before anything renders. The client is kept in
 * @facility/runtime, not here: a remote that brings its own (newer) copy of this lib
 * still uses the page's one client and its session.
 */
export function configureSupabase(config: RuntimeConfig): Db {
  const client = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  });
  setSupabaseClient(client);
  rememberSession(client);
  return client;
}

/** The page's one supabase client, whichever copy of this lib asks. */
export function supabase(): Db {
  const client = getSupabaseClient<Db>();
  if (!client) throw new Error('supabase is not configured: the shell calls configureSupabase first');
  return client;
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime configuration ${url} answered ${response.status}`);
  return response.json();
}
