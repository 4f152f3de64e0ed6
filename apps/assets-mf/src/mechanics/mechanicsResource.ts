import type { Tables } from '@facility/data/records';
import { defineResource } from '@facility/kit';
import { deleteTexts, type Noun } from '../common/entityTexts';
import { supplierName } from '../common/options';
import type { MechanicInput, MechanicValues } from './mechanicSchema';

export type Mechanic = Tables<'mechanics'> & { supplier: Pick<Tables<'suppliers'>, 'id' | 'name' | 'company_name'> | null };

export const MECHANIC_NOUN: Noun = { name: 'Monteur', the: 'de monteur', this: 'deze monteur' };

/** /mechanics: 'Monteurs', newest first. */
export const mechanicsResource = defineResource<'mechanics', Mechanic, MechanicInput, MechanicValues>({
  table: 'mechanics',
  select: '*, supplier:suppliers(id, name, company_name)',
  columns: [
    { key: 'name', label: 'Naam', text: (m) => m.name, sortBy: 'name' },
    { key: 'supplier', label: 'Leverancier', text: (m) => supplierName(m.supplier) },
    { key: 'mobile_phone', label: 'Mobiel', text: (m) => m.mobile_phone },
    { key: 'comments', label: 'Opmerkingen', text: (m) => m.comments },
  ],
  defaultSort: { key: 'created_at', direction: 'desc' },
  search: ['name', 'mobile_phone', 'comments'],
  texts: {
    title: 'Monteurs',
    add: 'Monteur Toevoegen',
    empty: 'Geen monteurs gevonden.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de monteurs',
  },
  rowLabel: (m) => m.name,
  form: { load: () => import('./mechanicForm').then((m) => m.mechanicForm) },
  delete: deleteTexts(MECHANIC_NOUN),
});
