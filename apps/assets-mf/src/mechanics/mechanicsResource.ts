import { defineResource } from '@facility/kit';
import { supplierName } from '../common/options';
import { MECHANIC_SELECT } from './mechanicRow';

/** /mechanics: 'Monteurs', newest first. */
export const mechanicsResource = defineResource({
  table: 'mechanics',
  select: MECHANIC_SELECT,
  columns: [
    { key: 'name', label: 'Naam', text: (m) => m.name, sortBy: 'name' },
    { key: 'supplier', label: 'Leverancier', text: (m) => supplierName(m.supplier) },
    { key: 'mobile_phone', label: 'Mobiel', text: (m) => m.mobile_phone },
    { key: 'comments', label: 'Opmerkingen', text: (m) => m.comments },
  ],
  defaultSort: { key: 'created_at', direction: 'desc' },
  search: ['name', 'mobile_phone', 'comments'],
  noun: { name: 'Monteur', the: 'de monteur', this: 'deze monteur' },
  texts: {
    title: 'Monteurs',
    add: 'Monteur Toevoegen',
    empty: 'Geen monteurs gevonden.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de monteurs',
  },
  rowLabel: (m) => m.name,
  form: { load: () => import('./mechanicForm').then((m) => m.mechanicForm) },
  delete: true,
});
