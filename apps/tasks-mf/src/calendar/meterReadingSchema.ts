import * as v from 'valibot';
import { CHECK_MESSAGES } from '@facility/data';
import { requiredDate, requiredText } from '@facility/data/fields';

export const READING_REQUIRED_MESSAGE = CHECK_MESSAGES.utility_readings_reading_value_not_blank;

export const meterReadingSchema = v.object({
  reading_value: requiredText(READING_REQUIRED_MESSAGE),
  reading_date: requiredDate('Vul een datum in.'),
});

export type MeterReadingFormValues = v.InferInput<typeof meterReadingSchema>;
export type ValidMeterReading = v.InferOutput<typeof meterReadingSchema>;
