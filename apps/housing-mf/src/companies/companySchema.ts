import * as v from 'valibot';
import { CHECK_MESSAGES, TEXT_LIMITS } from '@facility/data';
import { optionalEmail, optionalPhone, optionalPostcode, optionalText, requiredText } from '@facility/data/fields';

const LIMITS = TEXT_LIMITS.companies;

// The database refuses the same (companies_* CHECKs of 20261122000002_value_rules.sql).
export const companySchema = v.object({
  name: requiredText(CHECK_MESSAGES.companies_name_not_blank, { max: LIMITS.name }),
  contact_person: optionalText({ max: LIMITS.contact_person }),
  email: optionalEmail(CHECK_MESSAGES.companies_email_format),
  phone: optionalPhone(CHECK_MESSAGES.companies_phone_format),
  street: optionalText({ max: LIMITS.street }),
  house_number: optionalText({ max: LIMITS.house_number }),
  postal_code: optionalPostcode(CHECK_MESSAGES.companies_postal_code_format),
  city: optionalText({ max: LIMITS.city }),
  comments: optionalText({ max: LIMITS.comments, multiline: true }),
});

export type CompanyInput = v.InferInput<typeof companySchema>;
export type CompanyValues = v.InferOutput<typeof companySchema>;

export const EMPTY_COMPANY: CompanyInput = {
  name: '',
  contact_person: '',
  email: '',
  phone: '',
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  comments: '',
};
