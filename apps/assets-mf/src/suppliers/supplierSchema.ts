import * as v from 'valibot';
import { TEXT_LIMITS } from '@facility/data';
import {
  optionalEmail,
  optionalKvkNumber,
  optionalPhone,
  optionalPostcode,
  optionalText,
  optionalVatNumber,
  optionalWebsite,
  requiredText,
} from '@facility/data/fields';

const LIMITS = TEXT_LIMITS.suppliers;

// The database refuses the same (suppliers_*_not_blank, *_length, *_format); a website
// is only http(s), so 'javascript:…' never becomes a link.
export const supplierSchema = v.object({
  company_name: requiredText('Bedrijfsnaam is verplicht', { max: LIMITS.company_name }),
  name: optionalText({ max: LIMITS.name }),
  email: optionalEmail('Ongeldig e-mailadres'),
  phone: optionalPhone(),
  address: optionalText({ max: LIMITS.address }),
  postal_code: optionalPostcode(),
  city: optionalText({ max: LIMITS.city }),
  country: optionalText({ max: LIMITS.country }),
  vat_number: optionalVatNumber(),
  kvk_number: optionalKvkNumber(),
  website: optionalWebsite('Ongeldige website URL'),
  comments: optionalText({ max: LIMITS.comments, multiline: true }),
  /** suppliers_facility_types, saved with the supplier in one transaction (edit replaces them). */
  facility_type_ids: v.array(v.string()),
});

export type SupplierInput = v.InferInput<typeof supplierSchema>;
export type SupplierValues = v.InferOutput<typeof supplierSchema>;

export const EMPTY_SUPPLIER: SupplierInput = {
  company_name: '',
  name: '',
  email: '',
  phone: '',
  address: '',
  postal_code: '',
  city: '',
  country: 'Nederland',
  vat_number: '',
  kvk_number: '',
  website: '',
  comments: '',
  facility_type_ids: [],
};
