import { defineResource } from '@facility/kit';

/** /facility-types: 'Soorten voorzieningen' by name; adding is a page of its own (/facility-types/new). */
export const facilityTypesResource = defineResource({
  table: 'facility_types',
  select: '*',
  columns: [
    { key: 'name', label: 'Naam', text: (t) => t.name, sortBy: 'name' },
    { key: 'description', label: 'Omschrijving', text: (t) => t.description },
  ],
  defaultSort: { key: 'name', direction: 'asc' },
  search: ['name', 'description'],
  texts: {
    title: 'Soorten voorzieningen',
    add: 'Nieuwe soort toevoegen',
    addLink: '/facility-types/new',
    empty: 'Geen soorten voorzieningen gevonden.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de soorten voorzieningen',
  },
  rowLabel: (t) => t.name,
});
