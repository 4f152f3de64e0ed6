// Invalid input of the rule class of this file for invalid-input.data.spec.ts:
// Text that shows nothing or hides control characters, and near-duplicates of unique keys.
import type { FixtureIds, InvalidCase } from './invalid-values';

export function textCases(_ids: FixtureIds): InvalidCase[] {
  return [];
}
