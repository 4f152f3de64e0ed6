import type { Session, SupabaseClient } from '@supabase/supabase-js';

// The session each client last announced. The shell creates the client before React
// renders, and the auth client reads the stored session meanwhile, so the first render
// usually knows whether someone is signed in and draws the page at once.
const announced = new WeakMap<SupabaseClient, Session | null>();

/** From now on, remember every session `client` announces (the stored one first). */
export function rememberSession(client: SupabaseClient) {
  client.auth.onAuthStateChange((_event, session) => {
    announced.set(client, session);
  });
}

/** The session `client` last announced: undefined while it has not yet read its storage. */
export function knownSession(client: SupabaseClient): Session | null | undefined {
  return announced.get(client);
}
