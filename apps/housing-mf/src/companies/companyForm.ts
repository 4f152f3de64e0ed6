import { defineForm } from '@facility/kit';
import type { Company } from './companiesResource';
import { CompanyFields } from './CompanyFields';
import { companySchema, EMPTY_COMPANY, type CompanyInput, type CompanyValues } from './companySchema';

/** The form of companiesResource, loaded when it first opens. */
export const companyForm = defineForm<'companies', Company, CompanyInput, CompanyValues>({
  schema: companySchema,
  Fields: CompanyFields,
  empty: EMPTY_COMPANY,
  texts: {
    addTitle: 'VvE Toevoegen',
    editTitle: 'VvE Bewerken',
    added: { title: 'VvE toegevoegd', description: 'De VvE is succesvol toegevoegd.' },
    updated: { title: 'VvE bijgewerkt', description: 'De VvE is succesvol bijgewerkt.' },
    failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het opslaan van de VvE.' },
  },
});
