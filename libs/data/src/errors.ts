// One mapping from backend errors to Dutch messages for the user.
//
// The messages of single constraints (which CHECK, which UNIQUE, which foreign key)
// are a catalogue of their own, constraintMessages.ts, which @facility/data loads
// and @facility/data/basics (the shell's frame and dashboard, which only read) does
// not; without it a constraint gets the general message of its kind.
//
// Accepts what supabase-js hands back: PostgrestError-like objects
// ({ code, message, details, hint }), auth-js AuthError instances
// ({ name, status, code, message }), fetch failures (`TypeError: Failed to
// fetch`, which postgrest-js wraps as { message: 'TypeError: Failed to fetch',
// code: '' }) and plain strings.

import { constraintCatalogue, normalize, quoted, type BackendErrorLike } from './errorText';

export type { BackendErrorLike } from './errorText';

export const MESSAGES = {
  unexpected: 'Er is een onverwachte fout opgetreden',
  network: 'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
  sessionExpired: 'Je sessie is verlopen. Log opnieuw in.',
  permission: 'Je hebt geen rechten voor deze actie. Log opnieuw in.',
  // Row-level security refused a write: the row's building (or the role) does not allow it.
  noWriteAccess: 'Je hebt geen rechten om dit te wijzigen.',
  readOnlyView: 'Dit overzicht kan alleen worden gelezen, niet gewijzigd.',
  invalidCredentials: 'Onjuist e-mailadres of wachtwoord.',
  emailNotConfirmed: 'Je e-mailadres is nog niet bevestigd.',
  rateLimited: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
  unique: 'Deze waarde bestaat al.',
  stillReferenced: 'Dit item wordt nog gebruikt door andere gegevens en kan niet worden verwijderd.',
  referenceMissing: 'Een gekozen item bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  check: 'Een ingevulde waarde is niet toegestaan.',
  notNull: 'Vul alle verplichte velden in.',
  invalidFormat: 'Een ingevulde waarde heeft een ongeldig formaat.',
  unstorableCharacter: 'Een ingevulde tekst bevat een onzichtbaar teken dat niet kan worden opgeslagen (een nulteken).',
  invalidDate: 'Een ingevulde datum of tijd is ongeldig.',
  tooLong: 'Een ingevulde tekst is te lang.',
  numberOutOfRange: 'Een ingevuld getal is te groot of te klein.',
  notFound: 'Het gevraagde item is niet gevonden. Mogelijk is het verwijderd.',
  timeout: 'De server reageerde niet op tijd. Probeer het opnieuw.',
  unavailable: 'De server is even niet bereikbaar. Probeer het over enkele seconden opnieuw.',
} as const;

export type ErrorKind =
  | 'user'
  | 'network'
  | 'unavailable'
  | 'session'
  | 'permission'
  | 'auth'
  | 'unique'
  | 'foreign_key'
  | 'check'
  | 'not_null'
  | 'invalid_input'
  | 'not_found'
  | 'unknown';

const USER_ERROR = 'UserError';

/**
 * A failure our own code finds (not the backend), whose message is already the
 * Dutch text for the user, e.g. 'Kon de nutsvoorziening niet vinden.'.
 */
export class UserError extends Error {
  constructor(message: string) {
    super(message);
    // By name, not instanceof: a remote may bundle another copy of this class.
    this.name = USER_ERROR;
  }
}

const ACTION_CANCELLED = 'ActionCancelled';

/**
 * The user chose not to go on (e.g. answered 'Tikfout, aanpassen'): nothing was
 * saved and nothing failed, so no failure toast; the form stays as typed.
 */
export class ActionCancelled extends Error {
  constructor() {
    super('Geannuleerd');
    this.name = ACTION_CANCELLED;
  }
}

/** By name, not instanceof: a remote may bundle another copy of this class. */
export function isActionCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === ACTION_CANCELLED;
}

/** A delete (or key change) refused because other rows still point at the row. */
const STILL_REFERENCED = /^update or delete on table|still referenced|referenced from table/i;

const NETWORK_PATTERN =
  /failed to fetch|fetch failed|networkerror|network request failed|load failed|err_network|econnrefused|econnreset|enotfound|etimedout|eai_again|socket hang up|user aborted a request/i;

function isAuthError(e: BackendErrorLike, raw: unknown): boolean {
  if (raw && typeof raw === 'object' && (raw as { __isAuthError?: unknown }).__isAuthError === true) return true;
  return typeof e.name === 'string' && /^Auth[A-Za-z]*Error$/.test(e.name);
}

/** The constraint name in a Postgres error message, if any. */
export function constraintName(error: unknown): string | undefined {
  const e = normalize(error);
  const text = `${e.message ?? ''}\n${e.details ?? ''}\n${e.hint ?? ''}`;
  return quoted(text, /constraint "([^"]+)"/);
}

/** What sort of failure this is (for deciding e.g. to send the user to sign-in). */
export function errorKind(error: unknown): ErrorKind {
  const e = normalize(error);
  if (e.name === USER_ERROR) return 'user';
  const code = e.code == null ? '' : String(e.code);
  const message = e.message ?? '';
  const text = `${message}\n${e.details ?? ''}`;

  // PostgREST without a database (PGRST000-PGRST003: Postgres restarting, no free connection),
  // Postgres shutting down or starting (57P01-57P03, which PostgREST answers with 503), and the
  // local gateway while PostgREST restarts: an answer, so not 'network'; wait and retry.
  if (/^PGRST00[0-3]$|^57P0[1-3]$/.test(code)) return 'unavailable';
  if (e.name === 'AuthRetryableFetchError' || (NETWORK_PATTERN.test(text) && !/^[0-9A-Z]{5}$/.test(code))) {
    return 'network';
  }
  if (isAuthError(e, error)) {
    if (
      e.name === 'AuthSessionMissingError' ||
      e.name === 'AuthInvalidJwtError' ||
      /^(session_not_found|session_expired|refresh_token_not_found|refresh_token_already_used|bad_jwt|no_authorization)$/.test(
        code,
      ) ||
      /refresh token|jwt|session/i.test(message)
    ) {
      return 'session';
    }
    return 'auth';
  }
  if (/^PGRST30[0-3]$/.test(code) || /\bJWT\b|jwt expired|jws/i.test(message)) return 'session';
  if (code === '42501') return 'permission';
  // PT405 (PostgREST answers 405): a write to a view, which can only be read.
  if (code === 'PT405') return 'permission';
  if (code === '23505') return 'unique';
  if (code === '23503') return 'foreign_key';
  if (code === '23514') return 'check';
  if (code === '23502') return 'not_null';
  // PGRST102: a request body PostgREST cannot read (e.g. a lone surrogate in the JSON).
  if (/^22/.test(code) || code === 'PGRST102') return 'invalid_input';
  // PT404 (PostgREST answers 404): a save function's row that no longer exists (save_key,
  // save_supplier, save_technical_provision, save_malfunction); P0002 before they said so.
  if (code === 'PGRST116' || code === 'P0002' || code === 'PT404') return 'not_found';
  return 'unknown';
}

function authMessage(e: BackendErrorLike): string {
  const code = e.code == null ? '' : String(e.code);
  const message = e.message ?? '';
  if (code === 'invalid_credentials' || /invalid login credentials|invalid (email|password)/i.test(message)) {
    return MESSAGES.invalidCredentials;
  }
  if (code === 'email_not_confirmed' || /email not confirmed/i.test(message)) return MESSAGES.emailNotConfirmed;
  if (/^over_.*rate_limit$/.test(code) || e.status === 429) return MESSAGES.rateLimited;
  if (code === 'user_banned') return 'Dit account is geblokkeerd. Neem contact op met de beheerder.';
  if (code === 'otp_expired' || /link is invalid or has expired/i.test(message)) return 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.';
  if (code === 'weak_password') return 'Het wachtwoord moet minstens 6 tekens lang zijn.';
  if (code === 'same_password') return 'Kies een ander wachtwoord dan je huidige.';
  if (code === 'validation_failed' && /email|password/i.test(message)) return 'Vul je e-mailadres en wachtwoord in.';
  if (code === 'request_timeout') return MESSAGES.timeout;
  return MESSAGES.unexpected;
}

/** A Dutch message for the user, for any error supabase-js (or fetch) gives. */
export function toDutchMessage(error: unknown): string {
  const e = normalize(error);
  const code = e.code == null ? '' : String(e.code);
  switch (errorKind(error)) {
    case 'user':
      return e.message ?? MESSAGES.unexpected;
    case 'network':
      return MESSAGES.network;
    case 'unavailable':
      return MESSAGES.unavailable;
    case 'session':
      return MESSAGES.sessionExpired;
    case 'permission':
      if (code === 'PT405') return MESSAGES.readOnlyView;
      return /row-level security/i.test(e.message ?? '') ? MESSAGES.noWriteAccess : MESSAGES.permission;
    case 'auth':
      return authMessage(e);
    case 'unique':
      return constraintCatalogue()?.unique(constraintName(e)) || MESSAGES.unique;
    case 'foreign_key':
      return constraintCatalogue()?.foreignKey(e) ?? (STILL_REFERENCED.test(`${e.message ?? ''}\n${e.details ?? ''}`) ? MESSAGES.stillReferenced : MESSAGES.referenceMissing);
    case 'check':
      return constraintCatalogue()?.check(constraintName(e)) || MESSAGES.check;
    case 'not_null':
      return constraintCatalogue()?.notNull(e) ?? MESSAGES.notNull;
    case 'invalid_input':
      if (code === '22001') return constraintCatalogue()?.tooLong(e) ?? MESSAGES.tooLong;
      if (code === '22003') return MESSAGES.numberOutOfRange;
      // invalid_datetime_format, datetime_field_overflow, invalid_time_zone_displacement_value
      if (code === '22007' || code === '22008' || code === '22009') return MESSAGES.invalidDate;
      // untranslatable_character: U+0000 in a JSON text (no Postgres text can hold it)
      if (code === '22P05') return MESSAGES.unstorableCharacter;
      return MESSAGES.invalidFormat;
    case 'not_found':
      return /\b0 rows\b|no rows/i.test(`${e.details ?? ''} ${e.message ?? ''}`) ? MESSAGES.notFound : MESSAGES.unexpected;
    default:
      if (code === '57014') return MESSAGES.timeout;
      return MESSAGES.unexpected;
  }
}

