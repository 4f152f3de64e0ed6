import { defineForm, toFormValues } from '@facility/kit';
import { SupplierFields } from './SupplierFields';
import { saveSupplier } from './saveSupplier';
import { EMPTY_SUPPLIER, supplierSchema } from './supplierSchema';

/** The form of suppliersResource, loaded when it first opens; its toasts are the kit's for the noun. */
export const supplierForm = defineForm({
  schema: supplierSchema,
  Fields: SupplierFields,
  empty: EMPTY_SUPPLIER,
  toInput: (s) => ({ ...toFormValues(EMPTY_SUPPLIER, s), facility_type_ids: s.suppliers_facility_types.map((l) => l.facility_type_id) }),
  save: (values, row) => saveSupplier(values, row?.id ?? null),
  texts: { addTitle: 'Leverancier Toevoegen', editTitle: 'Leverancier bewerken', editSubmit: 'Opslaan' },
});
