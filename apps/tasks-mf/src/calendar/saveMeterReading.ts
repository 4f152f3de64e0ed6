import { refreshTable, supabase, unwrap, UserError } from '@facility/data/records';
import type { ValidMeterReading } from './meterReadingSchema';

export const UTILITY_NOT_FOUND = 'Kon de nutsvoorziening niet vinden.';
export const READING_SAVE_FAILED = 'Er is een fout opgetreden bij het opslaan van de meteropname.';

/** The readable utility of `type` (the oldest, should there be several), or null. */
async function findReadableUtility(type: string): Promise<{ id: string } | null> {
  const query = supabase()
    .from('utilities')
    .select('id')
    .eq('type', type)
    .eq('is_readable', true)
    .order('created_at', { ascending: true })
    .limit(1)
    .maybeSingle();
  return unwrap(await query);
}

/**
 * Stores a reading for the readable utility of `utilityType` through
 * add_utility_reading, as the utilities page does. A reading lower than the
 * previous one is refused here, with the Dutch reason (the utilities page asks
 * whether the meter was replaced and can store it then). Throws the database's
 * error, or a UserError when there is no such utility.
 */
export async function saveMeterReading(utilityType: string, reading: ValidMeterReading) {
  const utility = await findReadableUtility(utilityType);
  if (!utility) throw new UserError(UTILITY_NOT_FOUND);
  const call = supabase().rpc('add_utility_reading', {
    p_utility_id: utility.id,
    p_reading_value: reading.reading_value,
    p_reading_date: reading.reading_date.toISOString(),
    p_confirm_lower: false,
  });
  unwrap(await call);
  void refreshTable('utility_readings');
}
