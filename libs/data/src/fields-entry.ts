// valibot building blocks for form schemas: a separate entry (@facility/data/fields),
// so pages without a form never download valibot.
export {
  isBlank,
  requiredText,
  optionalText,
  wholeNumber,
  optionalWholeNumber,
  optionalDecimal,
  floorWithinBuilding,
  floorTooHighMessage,
  FORMATS,
  meterReading,
  optionalEmail,
  optionalWebsite,
  optionalPhone,
  optionalPostcode,
  optionalKvkNumber,
  optionalVatNumber,
  type TextOptions,
  type NumberBound,
  type NumberBounds,
  type FloorsOf,
} from './fields';
export { optionalDate, requiredDate, isAfterToday, DATE_YEARS } from './dateFields';
export { meterReadingSchema, type MeterReadingInput, type MeterReadingValues } from './meterReadingSchema';
