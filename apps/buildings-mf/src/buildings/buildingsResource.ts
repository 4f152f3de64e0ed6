import { defineResource } from '@facility/kit';
import { BUILDING_SELECT } from './buildingRow';

/** Settings tab 'Gebouwen': newest first, as the spec's settings table. */
export const buildingsResource = defineResource({
  table: 'buildings',
  select: BUILDING_SELECT,
  columns: [
    { key: 'name', label: 'Naam', text: (b) => b.name, sortBy: 'name' },
    { key: 'street', label: 'Straat', text: (b) => b.street, sortBy: 'street' },
    { key: 'city', label: 'Plaats', text: (b) => b.city, sortBy: 'city' },
    { key: 'floors', label: 'Etages', text: (b) => b.floors, sortBy: 'floors', align: 'right' },
  ],
  defaultSort: { key: 'created_at', direction: 'desc' },
  search: ['name', 'street', 'city'],
  texts: {
    title: 'Gebouwen Beheer',
    tableLabel: 'Gebouwen',
    add: 'Nieuw gebouw',
    empty: 'Nog geen gebouwen.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de gebouwen',
  },
  rowLabel: (b) => b.name,
  form: { load: () => import('./buildingForm').then((m) => m.buildingForm) },
  delete: {
    confirm: {
      title: 'Gebouw verwijderen',
      text: 'Weet je zeker dat je dit gebouw wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
    },
    success: { title: 'Gebouw verwijderd', description: 'Het gebouw is succesvol verwijderd.' },
    failure: { title: 'Fout', text: 'Er is iets misgegaan bij het verwijderen.' },
  },
  // Entrance and space lists show the building's name.
  refreshes: ['entrances_and_exits', 'spaces'],
});
