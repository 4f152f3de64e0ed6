// valibot building blocks for form schemas: a separate entry (@facility/data/fields),
// so pages without a form never download valibot.
export { requiredText, optionalText, wholeNumber, optionalWholeNumber } from './fields';
export { optionalDate, requiredDate } from './dateFields';
