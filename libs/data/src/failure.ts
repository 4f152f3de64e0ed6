import { errorKind, toDutchMessage, type ErrorKind } from './errors';

// Failures the user can act on: the database named a rule, the session is gone, the server is back
// in a few seconds, or our own code said why.
const EXPLAINED = new Set<ErrorKind>(['user', 'check', 'foreign_key', 'unique', 'not_null', 'invalid_input', 'not_found', 'session', 'permission', 'unavailable']);

/**
 * The text of a failure toast, one rule for every screen: the Dutch reason when
 * the backend gave one the user can act on (a rule, a row still in use, an
 * expired session), otherwise the screen's own text (e.g. 'Er is iets misgegaan.
 * Probeer het opnieuw.'). A screen without a text of its own (the spec says 'the
 * server's message') gets the Dutch reason whatever it is.
 */
export function failureMessage(error: unknown, fallback?: string): string {
  if (fallback === undefined) return toDutchMessage(error);
  return EXPLAINED.has(errorKind(error)) ? toDutchMessage(error) : fallback;
}
