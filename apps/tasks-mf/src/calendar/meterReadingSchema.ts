import * as v from 'valibot';
import { CHECK_MESSAGES } from '@facility/data';
import { meterReading, requiredDate } from '@facility/data/fields';

export const READING_REQUIRED_MESSAGE = CHECK_MESSAGES.utility_readings_reading_value_not_blank;

// The database refuses the same (utility_readings_reading_value_not_blank / _format, _reading_date_range).
export const meterReadingSchema = v.object({
  reading_value: meterReading(READING_REQUIRED_MESSAGE),
  reading_date: requiredDate('Vul een datum in.', undefined, CHECK_MESSAGES.utility_readings_reading_date_range),
});

export type MeterReadingFormValues = v.InferInput<typeof meterReadingSchema>;
export type ValidMeterReading = v.InferOutput<typeof meterReadingSchema>;
