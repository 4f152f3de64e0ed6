import { defineForm, toFormValues } from '@facility/kit';
import { formToasts } from '../common/entityTexts';
import { SupplierFields } from './SupplierFields';
import { saveSupplier } from './saveSupplier';
import { EMPTY_SUPPLIER, supplierSchema, type SupplierInput, type SupplierValues } from './supplierSchema';
import { SUPPLIER_NOUN, type Supplier } from './suppliersResource';

/** The form of suppliersResource, loaded when it first opens. */
export const supplierForm = defineForm<'suppliers', Supplier, SupplierInput, SupplierValues>({
  schema: supplierSchema,
  Fields: SupplierFields,
  empty: EMPTY_SUPPLIER,
  toInput: (s) => ({ ...toFormValues(EMPTY_SUPPLIER, s), facility_type_ids: s.suppliers_facility_types.map((l) => l.facility_type_id) }),
  save: (values, row) => saveSupplier(values, row?.id ?? null),
  texts: { addTitle: 'Leverancier Toevoegen', editTitle: 'Leverancier bewerken', editSubmit: 'Opslaan', ...formToasts(SUPPLIER_NOUN) },
});
