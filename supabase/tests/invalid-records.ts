// Invalid input of the rule class of this file for invalid-input.data.spec.ts:
// Dates read month-first or set in the future, floors, sizes and a changed identity.
import type { FixtureIds, InvalidCase } from './invalid-values';

export function recordCases(_ids: FixtureIds): InvalidCase[] {
  return [];
}
