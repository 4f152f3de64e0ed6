import { defineResource } from '@facility/kit';
import { todayIso } from '../common/dates';
import { KEY_SELECT, type Key } from './keyRow';
import { LoanStatus, loanStatusText } from './LoanStatus';
import { SpaceBadges } from './SpaceBadges';

const spaceNames = (k: Key) => k.keys_spaces.map((l) => l.space?.name ?? '').filter(Boolean);

/** /keys: 'Sleutels', newest first, with the spaces each opens and whether it is handed out. */
export const keysResource = defineResource({
  table: 'keys',
  select: KEY_SELECT,
  columns: [
    { key: 'number', label: 'Nummer', text: (k) => k.number, sortBy: 'number' },
    { key: 'key_cabinet', label: 'Sleutelkast', text: (k) => k.key_cabinet?.name },
    { key: 'spaces', label: 'Ruimtes', text: (k) => spaceNames(k).join(', '), cell: (k) => <SpaceBadges names={spaceNames(k)} /> },
    { key: 'characteristics', label: 'Kenmerk', text: (k) => k.characteristics },
    { key: 'brand', label: 'Merk', text: (k) => k.brand, sortBy: 'brand' },
    { key: 'floor', label: 'Etage', text: (k) => k.floor, sortBy: 'floor', align: 'right' },
    { key: 'description', label: 'Omschrijving', text: (k) => k.description },
    { key: 'loan', label: 'Uitgifte', text: loanStatusText, cell: (k) => <LoanStatus loan={k} />, sortBy: 'loaned_until' },
  ],
  defaultSort: { key: 'created_at', direction: 'desc' },
  search: ['number', 'brand', 'characteristics', 'description', 'loaned_to'],
  filters: [{ key: 'te-laat', label: 'Te laat', apply: (query) => query.lt('loaned_until', todayIso()) }],
  noun: { name: 'Sleutel', the: 'de sleutel', this: 'deze sleutel' },
  texts: {
    title: 'Sleutels',
    add: 'Sleutel Toevoegen',
    empty: 'Geen sleutels gevonden.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de sleutels',
  },
  rowLabel: (k) => k.number,
  form: { load: () => import('./keyForm').then((m) => m.keyForm) },
  delete: true,
  // The space form offers keys.
  refreshes: ['spaces'],
});
