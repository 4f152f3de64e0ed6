import { useEffect, useState } from 'react';
import type { Session } from '@supabase/supabase-js';
import { supabase } from './client';
import { knownSession } from './knownSession';

export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session };

const stateOf = (session: Session | null): SessionState => (session ? { status: 'signed-in', session } : { status: 'signed-out' });

export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>(() => {
    const known = knownSession(supabase());
    return known === undefined ? { status: 'loading' } : stateOf(known);
  });
  useEffect(() => {
    const auth = supabase().auth;
    const apply = (session: Session | null) => setState(stateOf(session));
    auth.getSession().then(({ data }) => apply(data.session));
    const { data } = auth.onAuthStateChange((_event, session) => apply(session));
    return () => data.subscription.unsubscribe();
  }, []);
  return state;
}

export async function signIn(email: string, password: string) {
  const { error } = await supabase().auth.signInWithPassword({ email, password });
  if (error) throw error;
}

export async function signOut() {
  await supabase().auth.signOut();
}

/**
 * Asks for an e-mail with a link to choose a new password ('Wachtwoord vergeten?'). The
 * answer is the same whether the address is known or not; the link leads to
 * `${redirectTo}/wachtwoord-instellen`.
 */
export async function requestPasswordReset(email: string, redirectTo: string) {
  const { error } = await supabase().auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}

/** The kinds of e-mail link that lead to choosing a password. */
export type EmailLinkType = 'invite' | 'recovery';

/** Signs in with the one-time link of an invitation or reset e-mail. */
export async function verifyEmailLink(tokenHash: string, type: EmailLinkType) {
  const { error } = await supabase().auth.verifyOtp({ token_hash: tokenHash, type });
  if (error) throw error;
}

/** Sets the signed-in user's password. */
export async function changePassword(password: string) {
  const { error } = await supabase().auth.updateUser({ password });
  if (error) throw error;
}

/**
 * Asks the auth server for a new session now. A deactivated account's refresh is refused
 * (user_banned): then it is signed out here, on this device (useSession turns
 * 'signed-out'), where supabase-js would keep the session until its access token lapses.
 * An account that is still allowed goes on; so does one that is offline.
 */
export async function recheckSession() {
  const { error } = await supabase().auth.refreshSession();
  const status = (error as { status?: number } | null)?.status ?? 0;
  if (status >= 400 && status < 500) await supabase().auth.signOut({ scope: 'local' });
}
