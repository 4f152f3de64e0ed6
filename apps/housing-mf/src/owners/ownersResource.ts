import type { Tables } from '@facility/data/records';
import { defineResource } from '@facility/kit';
import type { OwnerInput, OwnerValues } from './ownerSchema';

export type Owner = Tables<'owners'>;

/** /owners: 'Eigenaren Beheer', by company name; with edit and delete (decisions.md). */
export const ownersResource = defineResource<'owners', Owner, OwnerInput, OwnerValues>({
  table: 'owners',
  select: '*',
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
  rowLabel: (o) => o.company_name,
  form: { load: () => import('./ownerForm').then((m) => m.ownerForm) },
  delete: {
    confirm: {
      title: 'Eigenaar verwijderen',
      text: 'Weet je zeker dat je deze eigenaar wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
      cancelLabel: 'Annuleren',
      confirmLabel: 'Verwijderen',
    },
    success: { title: 'Eigenaar verwijderd', description: 'De eigenaar is succesvol verwijderd.' },
    failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het verwijderen van de eigenaar.' },
  },
});
