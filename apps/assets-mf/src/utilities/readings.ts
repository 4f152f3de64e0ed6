import { parseISO } from 'date-fns';
import { longDateText, type From } from '@facility/data/records';

/** A reading's date as the readings list shows it: '24 november 2026'. */
export function longDate(iso: string) {
  return longDateText(parseISO(iso));
}

/** How many of a utility's readings are shown: the newest 100. */
export const READINGS_SHOWN = 100;

/** A utility's readings, newest first (the newest 100). */
export const readingsOf = (utilityId: string) => (from: From) =>
  from('utility_readings')
    .select('id, reading_value, reading_date')
    .eq('utility_id', utilityId)
    .order('reading_date', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(READINGS_SHOWN);
