// The complaint form's rules. The spec shows none; the database needs a space and a
// description that is not blank (cleaning_complaints_description_not_blank, *_length),
// so the form asks for them first, in Dutch.
import * as v from 'valibot';
import { CHECK_MESSAGES, TEXT_LIMITS, type TablesInsert } from '@facility/data';
import { requiredText } from '@facility/data/fields';

export const complaintSchema = v.object({
  building_id: requiredText('Gebouw is verplicht'),
  space_id: requiredText('Ruimte is verplicht'),
  description: requiredText(CHECK_MESSAGES.cleaning_complaints_description_not_blank, { max: TEXT_LIMITS.cleaning_complaints.description, multiline: true }),
});

export type ComplaintInput = v.InferInput<typeof complaintSchema>;
export type ComplaintValues = v.InferOutput<typeof complaintSchema>;

export const EMPTY_COMPLAINT: ComplaintInput = { building_id: '', space_id: '', description: '' };

/** Insert {space_id, description} (spec §7); the database makes it 'open', reported now. */
export function complaintRow({ space_id, description }: ComplaintValues): TablesInsert<'cleaning_complaints'> {
  return { space_id, description };
}
