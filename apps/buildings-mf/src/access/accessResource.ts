import { defineResource } from '@facility/kit';
import { labelFor, STAFF_ROLE_LABELS } from '@facility/data/records';
import { STAFF_SELECT, buildingsText, lastSignInText, statusText } from './staffRow';

/** Settings tab 'Toegang': every staff member by name (staff_overview answers a beheerder only). */
export const accessResource = defineResource({
  table: 'staff_overview',
  select: STAFF_SELECT,
  columns: [
    { key: 'name', label: 'Naam', text: (s) => s.name, sortBy: 'name' },
    { key: 'email', label: 'E-mail', text: (s) => s.email },
    { key: 'role', label: 'Rol', text: (s) => labelFor(STAFF_ROLE_LABELS, s.role) },
    { key: 'buildings', label: 'Gebouwen', text: buildingsText },
    { key: 'last_sign_in_at', label: 'Laatst ingelogd', text: lastSignInText },
    { key: 'active', label: 'Status', text: statusText },
  ],
  defaultSort: { key: 'name', direction: 'asc' },
  search: ['name', 'email'],
  noun: { name: 'Medewerker', the: 'de medewerker', this: 'deze medewerker' },
  texts: {
    title: 'Toegang',
    tableLabel: 'Medewerkers',
    add: 'Medewerker uitnodigen',
    empty: 'Nog geen medewerkers.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de medewerkers',
  },
  rowLabel: (s) => s.name ?? s.email ?? '',
  form: { load: () => import('./staffAccessForm').then((m) => m.staffAccessForm) },
  // Who sees which building: every list may show other rows after a change.
  refreshes: ['staff', 'staff_buildings'],
  // The overview is a view of public.staff: the dialog shows the staff row's history (its id is the user's).
  history: 'staff',
});
