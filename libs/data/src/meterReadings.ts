// Storing a meter reading, the one operation the utilities page and the calendar
// share: through add_utility_reading, which refuses a reading lower than the
// previous one unless the user confirmed it (a replaced meter).
import { ActionCancelled, constraintName } from './errors';
import type { MeterReadingValues } from './meterReadingSchema';
import { callRpc } from './writes';

/** The reading a new, lower one was compared with (the database's hint). */
export interface PreviousReading {
  value: string;
  /** ISO timestamp. */
  date: string;
}

/** Asks the user whether a reading lower than `previous` is right (a replaced meter). */
export type ConfirmLower = (previous: PreviousReading, value: string) => Promise<boolean>;

const LOWER_THAN_PREVIOUS = 'utility_readings_not_lower_than_previous';

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

function addReading(utilityId: string, reading: MeterReadingValues, confirmLower: boolean) {
  return callRpc(
    'add_utility_reading',
    {
      p_utility_id: utilityId,
      p_reading_value: reading.reading_value,
      p_reading_date: reading.reading_date.toISOString(),
      p_confirm_lower: confirmLower,
    },
    // The consumption (utility_consumption) is computed from the readings.
    { refreshes: ['utility_readings', 'utility_consumption'] },
  );
}

/**
 * Stores a reading of utility `utilityId`. A reading lower than the previous one is
 * refused by the database; with `confirmLower` the user is asked and, when they
 * confirm, it is sent again with that confirmation (no: ActionCancelled, nothing
 * stored). Without `confirmLower` the refusal is the failure.
 */
export async function addMeterReading(utilityId: string, reading: MeterReadingValues, confirmLower?: ConfirmLower): Promise<void> {
  try {
    await addReading(utilityId, reading, false);
  } catch (error) {
    const previous = confirmLower ? lowerThanPrevious(error) : null;
    if (!previous || !confirmLower) throw error;
    if (!(await confirmLower(previous, reading.reading_value))) throw new ActionCancelled();
    await addReading(utilityId, reading, true);
  }
}
