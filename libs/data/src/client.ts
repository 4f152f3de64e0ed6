import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

export type Db = SupabaseClient<Database>;

/** Served beside the shell as /config.json, so one build runs against any backend. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

let client: Db | null = null;

/** Called once by the shell before anything renders; remotes share this module. */
export function configureSupabase(config: RuntimeConfig): Db {
  client = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  });
  return client;
}

export function supabase(): Db {
  if (!client) throw new Error('supabase is not configured: the shell calls configureSupabase first');
  return client;
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime configuration ${url} answered ${response.status}`);
  return response.json();
}
