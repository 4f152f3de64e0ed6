import { defineResource } from '@facility/kit';
import { SUPPLIER_SELECT } from './supplierRow';
import { WebsiteLink } from './WebsiteLink';

/** /suppliers: 'Leveranciers', newest first. */
export const suppliersResource = defineResource({
  table: 'suppliers',
  select: SUPPLIER_SELECT,
  columns: [
    { key: 'company_name', label: 'Bedrijf', text: (s) => s.company_name, sortBy: 'company_name' },
    { key: 'name', label: 'Contactpersoon', text: (s) => s.name, sortBy: 'name' },
    { key: 'email', label: 'E-mail', text: (s) => s.email },
    { key: 'phone', label: 'Telefoon', text: (s) => s.phone },
    { key: 'city', label: 'Plaats', text: (s) => s.city, sortBy: 'city' },
    { key: 'website', label: 'Website', text: (s) => s.website, cell: (s) => <WebsiteLink url={s.website} /> },
  ],
  defaultSort: { key: 'created_at', direction: 'desc' },
  search: ['company_name', 'name', 'email', 'city'],
  noun: { name: 'Leverancier', the: 'de leverancier', this: 'deze leverancier' },
  texts: {
    title: 'Leveranciers',
    add: 'Leverancier Toevoegen',
    empty: 'Geen leveranciers gevonden.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de leveranciers',
  },
  rowLabel: (s) => s.company_name,
  form: { load: () => import('./supplierForm').then((m) => m.supplierForm) },
  delete: true,
  // The mechanics list names each mechanic's supplier.
  refreshes: ['mechanics'],
});
