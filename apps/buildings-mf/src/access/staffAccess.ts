import { callRpc, invokeFunction, refreshTables, type SourceName } from '@facility/data/records';
import { accessArgs, inviteRequest, type StaffAccessValues } from './staffAccessSchema';

/** What a change of staff shows elsewhere: the list, and the header's own name and role. */
const STAFF_SOURCES: SourceName[] = ['staff_overview', 'staff', 'staff_buildings'];

/**
 * Invites someone through the server function staff-admin (it makes the account, the staff
 * row and sends the e-mail); a refusal throws its Dutch reason. Answers the new account's id.
 */
export async function inviteStaff(values: StaffAccessValues, origin: string = window.location.origin): Promise<string> {
  const answer = await invokeFunction('staff-admin', inviteRequest(values, origin));
  await refreshTables(STAFF_SOURCES);
  return answer && 'user_id' in answer ? answer.user_id : '';
}

/** Role, all buildings and buildings in one database call (save_staff_access: a beheerder only). */
export function saveStaffAccess(values: StaffAccessValues, userId: string): Promise<unknown> {
  return callRpc('save_staff_access', accessArgs(values, userId), { refreshes: STAFF_SOURCES });
}

/** Deactivates or reactivates an account through staff-admin (a deactivated one is signed out at its next action). */
export async function setStaffActive(userId: string, active: boolean): Promise<void> {
  await invokeFunction('staff-admin', { action: 'set-active', user_id: userId, active });
  await refreshTables(STAFF_SOURCES);
}
