// Who is signed in, as the staff table says: their name, role and whether they see every
// building. The database decides every read and write (row-level security, see
// docs/architecture.md "Access per building"); screens use this only to leave out what
// the database would refuse (a lezer's 'Toevoegen', a medewerker's delete of a supplier).
import { mutate } from 'swr';
import { useRows, type From } from './reads';
import { useSession } from './auth';
import type { TableName } from './writes';

export const STAFF_ROLE_LABELS = {
  beheerder: 'Beheerder',
  medewerker: 'Medewerker',
  lezer: 'Lezer',
} as const;

export type StaffRole = keyof typeof STAFF_ROLE_LABELS;

export interface SignedInStaff {
  name: string;
  role: StaffRole;
  all_buildings: boolean;
}

/** 'no-access': signed in, but without an active staff row (never given access, or deactivated). */
export type StaffState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'no-access' }
  | { status: 'staff'; staff: SignedInStaff }
  /** The row could not be read (offline): that says nothing about access; `retry` reads it again. */
  | { status: 'unreadable'; error: unknown; retry: () => void };

// A user reads their own row only while active (the staff table's rules), so an
// inactive one reads no row here.
const ownStaffRow = (userId: string) => (from: From) =>
  from('staff').select('name, role, all_buildings').eq('user_id', userId).eq('active', true).limit(1);

export function useSignedInStaff(): StaffState {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const { data, error, mutate } = useRows(userId ? ownStaffRow(userId) : null);
  if (session.status !== 'signed-in') return session;
  if (!data) return error ? { status: 'unreadable', error, retry: () => void mutate() } : { status: 'loading' };
  const row = data[0];
  return row ? { status: 'staff', staff: { ...row, role: row.role as StaffRole } } : { status: 'no-access' };
}

/** Reads the signed-in user's staff row again (on each navigation: a deactivation shows at the next step). */
export function recheckSignedInStaff(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === 'staff');
}

/**
 * Tables without a building: every active staff member reads them, beheerder and
 * medewerker change them, only a beheerder deletes their rows (a data test holds this
 * list to the database's delete rules).
 */
export const SHARED_TABLES: readonly TableName[] = [
  'facility_types',
  'suppliers',
  'suppliers_facility_types',
  'mechanics',
  'companies',
  'owners',
  'tasks',
];

export interface WriteAccess {
  /** May add and change rows (of the buildings they see). */
  write: boolean;
  /** May delete rows of `table`. */
  mayDelete: (table: string) => boolean;
}

export function writeAccessOf(role: StaffRole | null): WriteAccess {
  const write = role === 'beheerder' || role === 'medewerker';
  return {
    write,
    mayDelete: (table) => role === 'beheerder' || (write && !(SHARED_TABLES as readonly string[]).includes(table)),
  };
}

const EVERYTHING = writeAccessOf('beheerder');

/**
 * What the signed-in user may write. Until their staff row is known (or without a
 * session, as in a component test) every action shows: the database refuses what is
 * not theirs in Dutch anyway, and buttons do not blink away for the usual user.
 */
export function useWriteAccess(): WriteAccess {
  const state = useSignedInStaff();
  if (state.status === 'staff') return writeAccessOf(state.staff.role);
  if (state.status === 'no-access') return writeAccessOf(null);
  return EVERYTHING;
}
