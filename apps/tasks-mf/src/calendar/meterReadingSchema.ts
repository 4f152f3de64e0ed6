import * as v from 'valibot';
import { CHECK_MESSAGES } from '@facility/data';
import { FORMATS, requiredDate, requiredText } from '@facility/data/fields';

export const READING_REQUIRED_MESSAGE = CHECK_MESSAGES.utility_readings_reading_value_not_blank;

// The database refuses the same (utility_readings_reading_value_not_blank / _format, _reading_date_range).
export const meterReadingSchema = v.object({
  reading_value: v.pipe(
    requiredText(READING_REQUIRED_MESSAGE),
    // An empty reading is only "missing" (as the database's _format leaves a blank value to _not_blank).
    v.check((text) => text === '' || FORMATS.meterReading.test(text), CHECK_MESSAGES.utility_readings_reading_value_format),
  ),
  reading_date: requiredDate('Vul een datum in.', undefined, CHECK_MESSAGES.utility_readings_reading_date_range),
});

export type MeterReadingFormValues = v.InferInput<typeof meterReadingSchema>;
export type ValidMeterReading = v.InferOutput<typeof meterReadingSchema>;
