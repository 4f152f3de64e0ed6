import * as v from 'valibot';
import { CHECK_MESSAGES, STAFF_ROLE_LABELS, TEXT_LIMITS, type StaffAdminRequest, type StaffRole } from '@facility/data';
import { FORMATS, requiredText } from '@facility/data/fields';

const ROLES = Object.keys(STAFF_ROLE_LABELS) as StaffRole[];

export const NAME_REQUIRED = CHECK_MESSAGES.staff_name_not_blank;
export const EMAIL_REQUIRED = 'Vul het e-mailadres van de medewerker in.';
export const INVALID_EMAIL = 'Ongeldig e-mailadres';
export const ROLE_REQUIRED = 'Kies een rol.';
/** The database refuses the same (save_staff_access: staff_buildings_chosen). */
export const NO_BUILDINGS = CHECK_MESSAGES.staff_buildings_chosen;

/** The name and e-mail of someone invited; an edit does not change them (they are not in its form). */
const NAME = requiredText(NAME_REQUIRED, { max: TEXT_LIMITS.staff.name });
const EMAIL = v.pipe(
  requiredText(EMAIL_REQUIRED, { max: 254 }),
  v.check((email) => FORMATS.email.test(email), INVALID_EMAIL),
);

const ACCESS = {
  role: v.pipe(
    v.string(),
    v.check((role) => (ROLES as string[]).includes(role), ROLE_REQUIRED),
    v.transform((role) => role as StaffRole),
  ),
  all_buildings: v.boolean(),
  building_ids: v.array(v.string()),
};

/** What the form holds, inviting or not (the two variants below share it). */
export interface StaffAccessInput {
  /** A new staff member: name and e-mail are asked; an edit keeps them (not in its form). */
  inviting: boolean;
  name: string;
  email: string;
  role: string;
  all_buildings: boolean;
  building_ids: string[];
}
export type StaffAccessValues = Omit<StaffAccessInput, 'role'> & { role: StaffRole };

/**
 * 'Medewerker uitnodigen' (inviting: name, e-mail, role, buildings) and 'Toegang wijzigen'
 * (role and buildings only). Each field's rule is its own, so a form shows every message at
 * once; 'at least one building' (of two fields) shows once those hold.
 */
export const staffAccessSchema = v.pipe(
  v.variant('inviting', [
    v.object({ inviting: v.literal(true), name: NAME, email: EMAIL, ...ACCESS }),
    v.object({ inviting: v.literal(false), name: v.string(), email: v.string(), ...ACCESS }),
  ]),
  v.forward(
    v.partialCheck([['all_buildings'], ['building_ids']], (s) => s.all_buildings || s.building_ids.length > 0, NO_BUILDINGS),
    ['building_ids'],
  ),
) as unknown as v.GenericSchema<StaffAccessInput, StaffAccessValues>;


export const EMPTY_STAFF_ACCESS: StaffAccessInput = {
  inviting: true,
  name: '',
  email: '',
  role: '',
  all_buildings: false,
  building_ids: [],
};

/** With all buildings no building of one's own: what was picked before the switch is not kept. */
export const chosenBuildings = (values: Pick<StaffAccessValues, 'all_buildings' | 'building_ids'>) =>
  values.all_buildings ? [] : [...new Set(values.building_ids)];

/** What staff-admin gets to invite someone: the link in the e-mail leads back to this app (`origin`). */
export function inviteRequest(values: StaffAccessValues, origin: string): Extract<StaffAdminRequest, { action: 'invite' }> {
  return {
    action: 'invite',
    name: values.name,
    email: values.email,
    role: values.role,
    all_buildings: values.all_buildings,
    building_ids: chosenBuildings(values),
    redirect_to: origin,
  };
}

/** What save_staff_access gets for a change of role and buildings. */
export function accessArgs(values: StaffAccessValues, userId: string) {
  return { p_user_id: userId, p_role: values.role, p_all_buildings: values.all_buildings, p_building_ids: chosenBuildings(values) };
}
