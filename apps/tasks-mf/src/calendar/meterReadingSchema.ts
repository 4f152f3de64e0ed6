import { CHECK_MESSAGES } from '@facility/data';
import { meterReadingSchema, type MeterReadingInput, type MeterReadingValues } from '@facility/data/fields';

export const READING_REQUIRED_MESSAGE = CHECK_MESSAGES.utility_readings_reading_value_not_blank;

// The one schema of a meter reading (@facility/data/fields), shared with the utilities page.
export { meterReadingSchema };
export type MeterReadingFormValues = MeterReadingInput;
export type ValidMeterReading = MeterReadingValues;
