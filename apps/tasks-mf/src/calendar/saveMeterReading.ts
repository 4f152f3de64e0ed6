import { refreshTable, supabase, unwrap, UserError } from '@facility/data';
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
 * Stores a reading for the readable utility of `utilityType`. Throws the
 * database's error, or a UserError when there is no such utility.
 */
export async function saveMeterReading(utilityType: string, reading: ValidMeterReading) {
  const utility = await findReadableUtility(utilityType);
  if (!utility) throw new UserError(UTILITY_NOT_FOUND);
  const query = supabase().from('utility_readings').insert({
    utility_id: utility.id,
    reading_value: reading.reading_value,
    reading_date: reading.reading_date.toISOString(),
  });
  unwrap(await query);
  void refreshTable('utility_readings');
}
