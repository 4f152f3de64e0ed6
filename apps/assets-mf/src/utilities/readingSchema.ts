import { meterReadingSchema, type MeterReadingInput, type MeterReadingValues } from '@facility/data/fields';

// 'Meteropname toevoegen': the one schema of a meter reading, shared with the calendar.
export const readingSchema = meterReadingSchema;
export type ReadingInput = MeterReadingInput;
export type ReadingValues = MeterReadingValues;

/** A new reading: no value yet, dated today (records.md §9). */
export function emptyReading(today = new Date()): ReadingInput {
  return { reading_value: '', reading_date: today };
}
