import { parseISO } from 'date-fns';
import { constraintName, longDateText, refreshTable, supabase, unwrap, ActionCancelled } from '@facility/data/records';
import type { ReadingValues } from './readingSchema';

/** The reading a new, lower one was compared with (the database's hint). */
export interface PreviousReading {
  value: string;
  /** ISO timestamp. */
  date: string;
}

const LOWER_THAN_PREVIOUS = 'utility_readings_not_lower_than_previous';

/** A reading's date as the readings list shows it: '24 november 2026'. */
export function longDate(iso: string) {
  return longDateText(parseISO(iso));
}

/** The previous reading when the database refused a reading for being lower than it, else null. */
export function lowerThanPrevious(error: unknown): PreviousReading | null {
  if (constraintName(error) !== LOWER_THAN_PREVIOUS) return null;
  try {
    const hint = JSON.parse((error as { hint?: string }).hint ?? '') as Partial<PreviousReading>;
    return typeof hint.value === 'string' && typeof hint.date === 'string' ? { value: hint.value, date: hint.date } : null;
  } catch {
    return null;
  }
}

async function addReading(utilityId: string, reading: ReadingValues, confirmLower: boolean) {
  const call = supabase().rpc('add_utility_reading', {
    p_utility_id: utilityId,
    p_reading_value: reading.reading_value,
    p_reading_date: reading.reading_date.toISOString(),
    p_confirm_lower: confirmLower,
  });
  unwrap(await call);
}

/** Asks the user whether a reading lower than `previous` is right (a replaced meter). */
export type ConfirmLower = (previous: PreviousReading, value: string) => Promise<boolean>;

/**
 * Stores a reading through add_utility_reading. A reading lower than the previous
 * one is refused by the database until the user confirmed it: then it is sent
 * again with that confirmation; without it nothing is stored and the form stays.
 */
export async function saveReading(utilityId: string, reading: ReadingValues, confirmLower: ConfirmLower) {
  try {
    await addReading(utilityId, reading, false);
  } catch (error) {
    const previous = lowerThanPrevious(error);
    if (!previous) throw error;
    if (!(await confirmLower(previous, reading.reading_value))) throw new ActionCancelled();
    await addReading(utilityId, reading, true);
  }
  await refreshTable('utility_readings');
}

/** A utility's readings, newest first (the newest 100). */
export const READINGS_SHOWN = 100;
export function readingsQuery(utilityId: string) {
  return supabase()
    .from('utility_readings')
    .select('id, reading_value, reading_date')
    .eq('utility_id', utilityId)
    .order('reading_date', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(READINGS_SHOWN);
}
