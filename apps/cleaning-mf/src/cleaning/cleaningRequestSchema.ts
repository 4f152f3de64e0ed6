// The quote form's rules (spec §5) and its row (spec §7). The database refuses the
// same: NOT NULL space/supplier, cleaning_requests_description_not_blank, *_length,
// and cleaning_requests_supplier_cleaning (a supplier linked to 'Schoonmaak').
import * as v from 'valibot';
import { TEXT_LIMITS, type TablesInsert } from '@facility/data';
import { requiredText } from '@facility/data/fields';

export const cleaningRequestSchema = v.object({
  building_id: requiredText('Gebouw is verplicht'),
  space_id: requiredText('Locatie is verplicht'),
  supplier_id: requiredText('Leverancier is verplicht'),
  description: requiredText('Omschrijving is verplicht', { max: TEXT_LIMITS.cleaning_requests.description, multiline: true }),
});

export type CleaningRequestInput = v.InferInput<typeof cleaningRequestSchema>;
export type CleaningRequestValues = v.InferOutput<typeof cleaningRequestSchema>;

export const EMPTY_CLEANING_REQUEST: CleaningRequestInput = { building_id: '', space_id: '', supplier_id: '', description: '' };

/** A new quote: pending, requested now; the building only led to the space and is not stored. */
export function cleaningRequestRow({ space_id, supplier_id, description }: CleaningRequestValues): TablesInsert<'cleaning_requests'> {
  return { space_id, supplier_id, description, status: 'pending', requested_at: new Date().toISOString() };
}
