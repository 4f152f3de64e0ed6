import { addMeterReading, readRows, UserError, type From } from '@facility/data/records';
import type { ValidMeterReading } from './meterReadingSchema';

export const UTILITY_NOT_FOUND = 'Kon de nutsvoorziening niet vinden.';
export const READING_SAVE_FAILED = 'Er is een fout opgetreden bij het opslaan van de meteropname.';

/** The readable utility of `type` (the oldest, should there be several), or null. */
export const readableUtility = (type: string) => (from: From) =>
  from('utilities').select('id').eq('type', type).eq('is_readable', true).order('created_at', { ascending: true }).limit(1).maybeSingle();

/**
 * Stores a reading for the readable utility of `utilityType`, as the utilities page
 * does (addMeterReading). A reading lower than the previous one is refused here, with
 * the Dutch reason (the utilities page asks whether the meter was replaced and can
 * store it then). Throws the database's error, or a UserError when there is no such utility.
 */
export async function saveMeterReading(utilityType: string, reading: ValidMeterReading): Promise<void> {
  const utility: { id: string } | null = await readRows(readableUtility(utilityType));
  if (!utility) throw new UserError(UTILITY_NOT_FOUND);
  await addMeterReading(utility.id, reading);
}
