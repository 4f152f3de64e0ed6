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
