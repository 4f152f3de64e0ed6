import { defineForm } from '@facility/kit';
import { CompanyFields } from './CompanyFields';
import { companySchema, EMPTY_COMPANY } from './companySchema';

/** The form of companiesResource, loaded when it first opens. */
export const companyForm = defineForm({
  schema: companySchema,
  Fields: CompanyFields,
  empty: EMPTY_COMPANY,
  texts: {
    addTitle: 'VvE Toevoegen',
    editTitle: 'VvE Bewerken',
  },
});
