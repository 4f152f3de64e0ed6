import { defineResource } from '@facility/kit';
import { spaceLabel } from '../common/options';
import { KEY_CABINET_SELECT } from './keyCabinetRow';

/** /key-cabinets: 'Sleutelkasten', by name. */
export const keyCabinetsResource = defineResource({
  table: 'key_cabinets',
  select: KEY_CABINET_SELECT,
  columns: [
    { key: 'name', label: 'Kastnaam', text: (c) => c.name, sortBy: 'name' },
    { key: 'space', label: 'Ruimte', text: (c) => spaceLabel(c.space) },
  ],
  defaultSort: { key: 'name', direction: 'asc' },
  search: ['name'],
  noun: { name: 'Sleutelkast', the: 'de sleutelkast', this: 'deze sleutelkast' },
  texts: {
    title: 'Sleutelkasten',
    add: 'Nieuwe Sleutelkast',
    empty: 'Geen sleutelkasten gevonden.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de sleutelkasten',
  },
  rowLabel: (c) => c.name,
  form: { load: () => import('./keyCabinetForm').then((m) => m.keyCabinetForm) },
  delete: true,
  // The keys list shows the cabinet's name.
  refreshes: ['keys'],
});
