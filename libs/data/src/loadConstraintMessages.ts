/**
 * Loads the catalogue of each constraint's Dutch text, if this page has not yet, so that
 * `toDutchMessage` names the rule a refused write broke. Never fails: without the catalogue
 * (offline, say) a refusal still gets the general Dutch message of its kind.
 */
export function loadConstraintMessages(): Promise<void> {
  return import('./constraintMessages').then(
    () => undefined,
    () => undefined,
  );
}
