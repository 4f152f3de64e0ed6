import * as v from 'valibot';
import { CHECK_MESSAGES } from '@facility/data';
import { meterReading, requiredDate } from '@facility/data/fields';

/** records.md §5: the toast (and the field's message) when the reading is blank after trimming. */
export const READING_REQUIRED = CHECK_MESSAGES.utility_readings_reading_value_not_blank;

// 'Meteropname toevoegen': the database refuses the same (utility_readings_reading_value_not_blank,
// _reading_value_format, _reading_date_range).
export const readingSchema = v.object({
  reading_value: meterReading(READING_REQUIRED),
  reading_date: requiredDate('Vul een datum in.', undefined, CHECK_MESSAGES.utility_readings_reading_date_range),
});

export type ReadingInput = v.InferInput<typeof readingSchema>;
export type ReadingValues = v.InferOutput<typeof readingSchema>;

/** A new reading: no value yet, dated today (records.md §9). */
export function emptyReading(today = new Date()): ReadingInput {
  return { reading_value: '', reading_date: today };
}
