import { lightFormat } from 'date-fns';
import type { Selected } from '@facility/data/records';

/** What the Toegang list reads of a staff member (staff_overview: rows only for a beheerder). */
export const STAFF_SELECT =
  'id, name, email, role, all_buildings, active, last_sign_in_at, invited_at, email_confirmed_at, building_ids, building_names';
export type StaffMember = Selected<'staff_overview', typeof STAFF_SELECT> & { id: string };

/** 'Alle gebouwen', or the assigned buildings by name ('' for none). */
export const buildingsText = (s: Pick<StaffMember, 'all_buildings' | 'building_names'>) => (s.all_buildings ? 'Alle gebouwen' : (s.building_names ?? ''));

/**
 * dd-MM-yyyy HH:mm of the last sign-in; without one 'Uitgenodigd' while the invitation is
 * open (invited, the e-mail never confirmed: no password yet), else 'Nog niet'.
 */
export function lastSignInText(s: Pick<StaffMember, 'last_sign_in_at' | 'invited_at' | 'email_confirmed_at'>): string {
  if (s.last_sign_in_at) return lightFormat(new Date(s.last_sign_in_at), 'dd-MM-yyyy HH:mm');
  return s.invited_at && !s.email_confirmed_at ? 'Uitgenodigd' : 'Nog niet';
}

export const statusText = (s: Pick<StaffMember, 'active'>) => (s.active ? 'Actief' : 'Gedeactiveerd');
