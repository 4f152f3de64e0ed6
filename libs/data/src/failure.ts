import { errorKind, toDutchMessage, type ErrorKind } from './errors';

// Failures the user can act on: the database named a rule, or the session is gone.
const EXPLAINED = new Set<ErrorKind>(['check', 'foreign_key', 'unique', 'not_null', 'invalid_input', 'not_found', 'session', 'permission']);

/**
 * The text of a failure toast: the Dutch reason when the backend gave one the
 * user can act on (a rule, a row still in use, an expired session), otherwise
 * the screen's own text (e.g. 'Er is iets misgegaan. Probeer het opnieuw.').
 */
export function failureMessage(error: unknown, fallback: string): string {
  return EXPLAINED.has(errorKind(error)) ? toDutchMessage(error) : fallback;
}
