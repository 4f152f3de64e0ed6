import { useRows, useSession, type From } from '@facility/data/basics';

/** The signed-in user's own staff row (they read it while active), as the header reads it. */
export const ownStaffRow = (userId: string) => (from: From) => from('staff').select('role').eq('user_id', userId).limit(1);

export interface OwnRole {
  /** undefined while it loads (or could not be read); null without an active staff row. */
  role: string | null | undefined;
  userId: string | null;
  /** Why the staff row could not be read, and a retry. */
  failure?: { error: unknown; retry: () => void };
}

/** Who is signed in and their role (beheerder, medewerker, lezer). */
export function useOwnRole(): OwnRole {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const { data, error, mutate } = useRows(userId ? ownStaffRow(userId) : null);
  if (error && !data) return { role: undefined, userId, failure: { error, retry: () => void mutate() } };
  if (session.status === 'loading' || (userId && !data)) return { role: undefined, userId };
  return { role: data?.[0]?.role ?? null, userId };
}
