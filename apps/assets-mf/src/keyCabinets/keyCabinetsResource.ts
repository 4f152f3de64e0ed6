import type { Tables } from '@facility/data/records';
import { defineResource } from '@facility/kit';
import { deleteTexts, type Noun } from '../common/entityTexts';
import { spaceLabel } from '../common/options';
import type { KeyCabinetInput, KeyCabinetValues } from './keyCabinetSchema';

export type KeyCabinet = Tables<'key_cabinets'> & { space: Pick<Tables<'spaces'>, 'id' | 'name' | 'building_name'> | null };

export const KEY_CABINET_NOUN: Noun = { name: 'Sleutelkast', the: 'de sleutelkast', this: 'deze sleutelkast' };

/** /key-cabinets: 'Sleutelkasten', by name. */
export const keyCabinetsResource = defineResource<'key_cabinets', KeyCabinet, KeyCabinetInput, KeyCabinetValues>({
  table: 'key_cabinets',
  select: '*, space:spaces(id, name, building_name)',
  columns: [
    { key: 'name', label: 'Kastnaam', text: (c) => c.name, sortBy: 'name' },
    { key: 'space', label: 'Ruimte', text: (c) => spaceLabel(c.space) },
  ],
  defaultSort: { key: 'name', direction: 'asc' },
  search: ['name'],
  texts: {
    title: 'Sleutelkasten',
    add: 'Nieuwe Sleutelkast',
    empty: 'Geen sleutelkasten gevonden.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de sleutelkasten',
  },
  rowLabel: (c) => c.name,
  form: { load: () => import('./keyCabinetForm').then((m) => m.keyCabinetForm) },
  delete: deleteTexts(KEY_CABINET_NOUN),
  // The keys list shows the cabinet's name.
  refreshes: ['keys'],
});
