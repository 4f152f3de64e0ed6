import * as v from 'valibot';
import { CHECK_MESSAGES, TEXT_LIMITS } from '@facility/data';
import { optionalEmail, optionalKvkNumber, optionalPhone, optionalPostcode, optionalText, optionalVatNumber, requiredText } from '@facility/data/fields';

const LIMITS = TEXT_LIMITS.owners;

// The database refuses the same (owners_* CHECKs of 20261122000002_value_rules.sql).
export const ownerSchema = v.object({
  company_name: requiredText(CHECK_MESSAGES.owners_company_name_not_blank, { max: LIMITS.company_name }),
  contact_person: optionalText({ max: LIMITS.contact_person }),
  email: optionalEmail(CHECK_MESSAGES.owners_email_format),
  phone: optionalPhone(CHECK_MESSAGES.owners_phone_format),
  address: optionalText({ max: LIMITS.address }),
  postal_code: optionalPostcode(CHECK_MESSAGES.owners_postal_code_format),
  city: optionalText({ max: LIMITS.city }),
  country: optionalText({ max: LIMITS.country }),
  kvk_number: optionalKvkNumber(CHECK_MESSAGES.owners_kvk_number_format),
  vat_number: optionalVatNumber(CHECK_MESSAGES.owners_vat_number_format),
  comments: optionalText({ max: LIMITS.comments, multiline: true }),
});

export type OwnerInput = v.InferInput<typeof ownerSchema>;
export type OwnerValues = v.InferOutput<typeof ownerSchema>;

/** A new owner: country 'Nederland' (records.md §9). */
export const EMPTY_OWNER: OwnerInput = {
  company_name: '',
  contact_person: '',
  email: '',
  phone: '',
  address: '',
  postal_code: '',
  city: '',
  country: 'Nederland',
  kvk_number: '',
  vat_number: '',
  comments: '',
};
