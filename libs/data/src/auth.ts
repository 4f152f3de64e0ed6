import { useEffect, useState } from 'react';
import type { Session } from '@supabase/supabase-js';
import { pageSessionKey } from './client';
import { pageAuth } from './pageAuth';
import { storedSession, validAccessToken, watchStoredSession } from './session';

export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session };

const stateOf = (session: Session | null): SessionState => (session ? { status: 'signed-in', session } : { status: 'signed-out' });

/**
 * The signed-in session, from storage: known at the first render. With a lapsed access token
 * the auth client loads at once, and renews it or, refused, signs out.
 */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>(() => stateOf(storedSession(pageSessionKey())));
  useEffect(() => {
    const key = pageSessionKey();
    const apply = () => setState(stateOf(storedSession(key)));
    const stop = watchStoredSession(key, apply);
    const session = storedSession(key);
    if (session && !validAccessToken(session)) void pageAuth().then((auth) => auth.getSession());
    apply();
    return stop;
  }, []);
  return state;
}

/** Loads the auth client ahead, for a form that will need it (the sign-in page). */
export function preloadAuth(): void {
  void pageAuth();
}

export async function signIn(email: string, password: string) {
  const { error } = await (await pageAuth()).signInWithPassword({ email, password });
  if (error) throw error;
}

export async function signOut() {
  await (await pageAuth()).signOut();
}

/**
 * Asks for an e-mail with a link to choose a new password ('Wachtwoord vergeten?'). The
 * answer is the same whether the address is known or not; the link leads to
 * `${redirectTo}/wachtwoord-instellen`.
 */
export async function requestPasswordReset(email: string, redirectTo: string) {
  const { error } = await (await pageAuth()).resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}

/** The kinds of e-mail link that lead to choosing a password. */
export type EmailLinkType = 'invite' | 'recovery';

/** Signs in with the one-time link of an invitation or reset e-mail. */
export async function verifyEmailLink(tokenHash: string, type: EmailLinkType) {
  const { error } = await (await pageAuth()).verifyOtp({ token_hash: tokenHash, type });
  if (error) throw error;
}

/** Sets the signed-in user's password. */
export async function changePassword(password: string) {
  const { error } = await (await pageAuth()).updateUser({ password });
  if (error) throw error;
}

/**
 * Asks the auth server for a new session now. A deactivated account's refresh is refused
 * (user_banned): then it is signed out here, on this device (useSession turns
 * 'signed-out'), where supabase-js would keep the session until its access token lapses.
 * An account that is still allowed goes on; so does one that is offline.
 */
export async function recheckSession() {
  const auth = await pageAuth();
  const { error } = await auth.refreshSession();
  const status = (error as { status?: number } | null)?.status ?? 0;
  if (status >= 400 && status < 500) await auth.signOut({ scope: 'local' });
}
