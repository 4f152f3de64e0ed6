import * as v from 'valibot';
import { requiredDate } from './dateFields';
import { CHECK_MESSAGES } from './constraintMessages';
import { meterReading } from './fields';

/**
 * A meter reading as both forms take it (the utilities page and the calendar): the
 * value (records.md §5: 'Vul een meterstand in.' when blank after trimming) and its
 * date (not after today). The database refuses the same (utility_readings_reading_value_not_blank,
 * _reading_value_format, _reading_date_range, _reading_date_not_future).
 */
export const meterReadingSchema = v.object({
  reading_value: meterReading(CHECK_MESSAGES.utility_readings_reading_value_not_blank),
  reading_date: requiredDate(
    'Vul een datum in.',
    undefined,
    CHECK_MESSAGES.utility_readings_reading_date_range,
    CHECK_MESSAGES.utility_readings_reading_date_not_future,
  ),
});

export type MeterReadingInput = v.InferInput<typeof meterReadingSchema>;
export type MeterReadingValues = v.InferOutput<typeof meterReadingSchema>;
