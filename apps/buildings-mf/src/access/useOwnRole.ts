import { useSession, useSignedInStaff } from '@facility/data/basics';

export interface OwnRole {
  /** undefined while it loads (or could not be read); null without an active staff row. */
  role: string | null | undefined;
  userId: string | null;
  /** Why the staff row could not be read, and a retry. */
  failure?: { error: unknown; retry: () => void };
}

/** Who is signed in and their role (beheerder, medewerker, lezer), from the staff row the header reads too. */
export function useOwnRole(): OwnRole {
  const session = useSession();
  const staff = useSignedInStaff();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  if (staff.status === 'staff') return { role: staff.staff.role, userId };
  if (staff.status === 'no-access') return { role: null, userId };
  if (staff.status === 'unreadable') return { role: undefined, userId, failure: { error: staff.error, retry: staff.retry } };
  return { role: undefined, userId };
}
