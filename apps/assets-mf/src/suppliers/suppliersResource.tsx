import type { Tables } from '@facility/data/records';
import { defineResource } from '@facility/kit';
import { deleteTexts, type Noun } from '../common/entityTexts';
import type { SupplierInput, SupplierValues } from './supplierSchema';
import { WebsiteLink } from './WebsiteLink';

export type Supplier = Tables<'suppliers'> & { suppliers_facility_types: { facility_type_id: string }[] };

export const SUPPLIER_NOUN: Noun = { name: 'Leverancier', the: 'de leverancier', this: 'deze leverancier' };

/** /suppliers: 'Leveranciers', newest first. */
export const suppliersResource = defineResource<'suppliers', Supplier, SupplierInput, SupplierValues>({
  table: 'suppliers',
  select: '*, suppliers_facility_types(facility_type_id)',
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
  texts: {
    title: 'Leveranciers',
    add: 'Leverancier Toevoegen',
    empty: 'Geen leveranciers gevonden.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de leveranciers',
  },
  rowLabel: (s) => s.company_name,
  form: { load: () => import('./supplierForm').then((m) => m.supplierForm) },
  delete: deleteTexts(SUPPLIER_NOUN),
  // The mechanics list names each mechanic's supplier.
  refreshes: ['mechanics'],
});
