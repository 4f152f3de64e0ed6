import { ENTRANCE_TYPE_LABELS, labelFor } from '@facility/data/records';
import { defineResource } from '@facility/kit';
import { EmergencyExitIcon } from '@facility/ui/icons';
import { EntranceTypeBadge } from './EntranceTypeBadge';
import { ENTRANCE_SELECT } from './entranceRow';

/** Settings tab 'In- en uitgangen'. */
export const entrancesResource = defineResource({
  table: 'entrances_and_exits',
  select: ENTRANCE_SELECT,
  columns: [
    { key: 'building', label: 'Gebouw', text: (e) => e.building?.name, sortBy: 'building_name' },
    { key: 'name', label: 'Naam', text: (e) => e.name, sortBy: 'name' },
    // The codes sort as their Dutch labels do: both, entrance, exit, vehicles.
    { key: 'type', label: 'Type', text: (e) => labelFor(ENTRANCE_TYPE_LABELS, e.type), cell: (e) => <EntranceTypeBadge type={e.type} />, sortBy: 'type' },
    {
      key: 'emergency',
      label: 'Nooduitgang',
      align: 'center',
      text: (e) => (e.is_emergency ? 'Ja' : 'Nee'),
      cell: (e) => (e.is_emergency ? <EmergencyExitIcon color="error" titleAccess="Nooduitgang" /> : null),
    },
  ],
  defaultSort: { key: 'building', direction: 'asc' },
  search: ['name', 'description'],
  texts: {
    title: 'In- en uitgangen beheer',
    tableLabel: 'In- en uitgangen',
    add: 'Nieuwe in-/uitgang',
    empty: 'Nog geen in- en uitgangen.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de in-/uitgangen',
  },
  rowLabel: (e) => e.name,
  form: { load: () => import('./entranceForm').then((m) => m.entranceForm) },
  delete: {
    confirm: {
      title: 'In-/uitgang verwijderen',
      text: 'Weet je zeker dat je deze in-/uitgang wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
      cancelLabel: 'Annuleren',
      confirmLabel: 'Verwijderen',
    },
    success: { title: 'In-/uitgang is verwijderd' },
    failure: { title: 'Fout', text: 'Er is iets misgegaan bij het verwijderen van de in-/uitgang' },
  },
  // The space form offers a building's entrances.
  refreshes: ['spaces'],
});
