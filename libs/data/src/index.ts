// Everything: what list pages use (@facility/data/records) and the catalogue of each
// constraint's Dutch text, which forms and their schemas use.
export * from './records';
export * from './constraintMessages';
