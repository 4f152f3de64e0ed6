// Everything: what list pages use (@facility/data/records) and the catalogue of each
// constraint's Dutch text, which forms and their schemas use.
export * from './records';
export * from './constraintMessages';
// Choosing a referenced row in a form (ReferenceInput): only forms do, and they load this
// entry anyway; list pages (@facility/data/records) do not download it.
export {
  REFERENCE_KINDS,
  REFERENCE_PAGE,
  normalizeSearch,
  referenceKey,
  referenceSearchKey,
  referenceSearchQuery,
  referenceText,
  useReferenceCache,
  useReferenceLabel,
  useReferenceLabels,
  useReferenceSearch,
  type ReferenceChoice,
  type ReferenceFilter,
  type ReferenceKind,
  type ReferenceMatches,
} from './references';
export { useFloorsSchema } from './floorsSchema';
