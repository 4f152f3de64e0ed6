import { defineResource } from '@facility/kit';
import { OWNER_SELECT } from './ownerRow';

/** /owners: 'Eigenaren Beheer', by company name; with edit and delete (decisions.md). */
export const ownersResource = defineResource({
  table: 'owners',
  select: OWNER_SELECT,
  columns: [
    { key: 'company_name', label: 'Bedrijfsnaam', text: (o) => o.company_name, sortBy: 'company_name' },
    { key: 'contact_person', label: 'Contactpersoon', text: (o) => o.contact_person, sortBy: 'contact_person' },
    { key: 'email', label: 'Email', text: (o) => o.email },
    { key: 'phone', label: 'Telefoon', text: (o) => o.phone },
    { key: 'city', label: 'Stad', text: (o) => o.city, sortBy: 'city' },
    { key: 'kvk_number', label: 'KvK nummer', text: (o) => o.kvk_number },
  ],
  defaultSort: { key: 'company_name', direction: 'asc' },
  search: ['company_name', 'contact_person', 'city'],
  texts: {
    title: 'Eigenaren Beheer',
    tableLabel: 'Eigenaren',
    add: 'Eigenaar Toevoegen',
    empty: 'Geen eigenaren gevonden',
    loadError: 'Er is een fout opgetreden bij het ophalen van de eigenaren',
  },
  noun: { name: 'Eigenaar', the: 'de eigenaar', this: 'deze eigenaar' },
  rowLabel: (o) => o.company_name,
  form: { load: () => import('./ownerForm').then((m) => m.ownerForm) },
  delete: true,
});
