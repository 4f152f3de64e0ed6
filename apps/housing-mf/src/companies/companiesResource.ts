import { defineResource } from '@facility/kit';
import { CompanyDetail } from './CompanyDetail';
import { COMPANY_SELECT } from './companyRow';

/** /companies: the VvE's, newest first; 'Bekijken', 'Bewerken', 'Verwijderen' (records.md). */
export const companiesResource = defineResource({
  table: 'companies',
  select: COMPANY_SELECT,
  columns: [
    { key: 'name', label: 'VvE', text: (c) => c.name, sortBy: 'name' },
    { key: 'contact_person', label: 'Contactpersoon', text: (c) => c.contact_person },
    { key: 'email', label: 'Email', text: (c) => c.email },
    { key: 'phone', label: 'Telefoon', text: (c) => c.phone },
  ],
  defaultSort: { key: 'created_at', direction: 'desc' },
  search: ['name', 'contact_person'],
  texts: {
    title: "VvE's",
    tableLabel: "VvE's",
    add: 'VvE Toevoegen',
    empty: "Nog geen VvE's.",
    loadError: "Er is een fout opgetreden bij het ophalen van de VvE's",
  },
  // The form's toasts are the kit's for this noun; the delete texts speak of 'het bedrijf'.
  noun: { name: 'VvE', the: 'de VvE', this: 'deze VvE' },
  rowLabel: (c) => c.name,
  detail: { title: (c) => c.name, Content: CompanyDetail },
  form: { load: () => import('./companyForm').then((m) => m.companyForm) },
  delete: {
    confirm: {
      title: 'VvE verwijderen',
      text: 'Weet je zeker dat je dit bedrijf wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
      cancelLabel: 'Annuleren',
      confirmLabel: 'Verwijderen',
    },
    success: { title: 'Bedrijf verwijderd', description: 'Het bedrijf is succesvol verwijderd.' },
    failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het verwijderen van het bedrijf.' },
  },
});
