import { defineForm } from '@facility/kit';
import { StaffAccessFields } from './StaffAccessFields';
import { inviteStaff, saveStaffAccess } from './staffAccess';
import { EMPTY_STAFF_ACCESS, staffAccessSchema } from './staffAccessSchema';

/**
 * The form of accessResource: a new one invites (staff-admin), an edit changes role and
 * buildings (save_staff_access). A failed save keeps the input; the toast says why in Dutch.
 */
export const staffAccessForm = defineForm({
  schema: staffAccessSchema,
  Fields: StaffAccessFields,
  empty: EMPTY_STAFF_ACCESS,
  toInput: (s) => ({
    inviting: false,
    name: s.name ?? '',
    email: s.email ?? '',
    role: s.role ?? '',
    all_buildings: s.all_buildings ?? false,
    building_ids: s.building_ids ?? [],
  }),
  save: (values, row) => (row ? saveStaffAccess(values, row.id) : inviteStaff(values)),
  texts: {
    addTitle: 'Medewerker uitnodigen',
    addSubmit: 'Uitnodigen',
    editTitle: 'Toegang wijzigen',
    editSubmit: 'Opslaan',
    added: { title: 'Uitnodiging verstuurd', description: 'De medewerker krijgt een e-mail om een wachtwoord in te stellen.' },
    updated: { title: 'Toegang gewijzigd', description: 'De rol en gebouwen van de medewerker zijn opgeslagen.' },
    failure: (editing) => ({
      title: 'Fout',
      text: editing ? 'Er is een fout opgetreden bij het opslaan van de toegang.' : 'Er is een fout opgetreden bij het uitnodigen van de medewerker.',
    }),
  },
});
