import { MESSAGES, constraintName, errorKind, toDutchMessage } from './errors';
import { NoSuchRow } from './writes';
// Loading the catalogue gives toDutchMessage the text of each constraint (as @facility/data does).
import { CHECK_MESSAGES, LINE_RULES, TEXT_LIMITS, UNIQUE_MESSAGES, referencedDeleteMessage, tooLongMessage } from './constraintMessages';

// Shapes as supabase-js / PostgREST 12 return them.
const pg = (code: string, message: string, details: string | null = null) => ({ code, message, details, hint: null });

describe('toDutchMessage', () => {
  it('maps unique violations by constraint, with a generic fallback', () => {
    expect(
      toDutchMessage(
        pg('23505', 'duplicate key value violates unique constraint "keys_cabinet_number_key"', 'Key (key_cabinet_id, text_key(number))=(…, u001) already exists.'),
      ),
    ).toBe('Er is al een sleutel met dit nummer in deze sleutelkast.');
    expect(toDutchMessage(pg('23505', 'duplicate key value violates unique constraint "buildings_pkey"'))).toBe(
      'Deze waarde bestaat al.',
    );
  });

  it('explains why a delete is refused, naming the referencing table', () => {
    const error = pg(
      '23503',
      'update or delete on table "buildings" violates foreign key constraint "spaces_building_id_fkey" on table "spaces"',
      'Key is still referenced from table "spaces".',
    );
    expect(toDutchMessage(error)).toBe('Dit gebouw heeft nog ruimtes en kan niet worden verwijderd.');
    expect(
      toDutchMessage(
        pg(
          '23503',
          'update or delete on table "suppliers" violates foreign key constraint "technical_provisions_installer_id_fkey" on table "technical_provisions"',
          'Key (id)=(00000009-0000-4000-8000-000000000001) is still referenced from table "technical_provisions".',
        ),
      ),
    ).toBe('Deze leverancier wordt nog gebruikt door technische voorzieningen en kan niet worden verwijderd.');
  });

  it('falls back to the generic delete text for unknown tables', () => {
    expect(
      toDutchMessage(
        pg('23503', 'update or delete on table "x" violates foreign key constraint "y_fkey" on table "y"', 'Key is still referenced from table "y".'),
      ),
    ).toBe('Dit item wordt nog gebruikt door andere gegevens en kan niet worden verwijderd.');
  });

  it('says which referenced row is missing on insert', () => {
    expect(
      toDutchMessage(
        pg(
          '23503',
          'insert or update on table "spaces" violates foreign key constraint "spaces_building_id_fkey"',
          'Key (building_id)=(00000001-0000-4000-8000-000000000099) is not present in table "buildings".',
        ),
      ),
    ).toBe('Het gekozen gebouw bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.');
    expect(
      toDutchMessage(
        pg('23503', 'insert or update on table "keys" violates foreign key constraint "keys_key_cabinet_id_fkey"', 'Key is not present in table "key_cabinets".'),
      ),
    ).toBe('De gekozen sleutelkast bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.');
    expect(toDutchMessage(pg('23503', 'insert or update on table "a" violates foreign key constraint "b"'))).toBe(
      MESSAGES.referenceMissing,
    );
  });

  it('maps check constraints, including the trigger-raised ones', () => {
    expect(toDutchMessage(pg('23514', 'new row for relation "buildings" violates check constraint "buildings_floors_min"'))).toBe(
      'Het aantal etages moet minimaal 1 zijn.',
    );
    expect(
      toDutchMessage(
        pg(
          '23514',
          'new row for relation "spaces" violates check constraint "spaces_floor_within_building"',
          'Floor 5 is above the 4 floors of building "Kantoor Utrecht".',
        ),
      ),
    ).toBe('De etage mag niet hoger zijn dan het aantal etages van het gebouw.');
    expect(toDutchMessage(pg('23514', 'new row for relation "tasks" violates check constraint "tasks_recurring_requires_pattern"'))).toBe(
      'Selecteer een herhalingspatroon voor de terugkerende taak.',
    );
    expect(toDutchMessage(pg('23514', 'new row for relation "x" violates check constraint "x_unknown"'))).toBe(MESSAGES.check);
  });

  it('names the missing field for not-null violations', () => {
    expect(toDutchMessage(pg('23502', 'null value in column "start_date" of relation "tasks" violates not-null constraint'))).toBe(
      'Vul alle verplichte velden in. Ontbreekt: Startdatum.',
    );
    expect(toDutchMessage(pg('23502', 'null value in column "weird_col" of relation "x" violates not-null constraint'))).toBe(
      'Vul alle verplichte velden in. Ontbreekt: weird_col.',
    );
    expect(toDutchMessage(pg('23502', 'not-null violated'))).toBe('Vul alle verplichte velden in.');
  });

  it('says there must be an active beheerder (20261129000100_staff_access.sql)', () => {
    expect(
      toDutchMessage(pg('23514', 'change of relation "staff" violates check constraint "staff_keeps_active_beheerder"', 'This is the last active beheerder.')),
    ).toBe('Er moet minstens één actieve beheerder blijven.');
  });

  it('maps row-level security and missing privileges', () => {
    // Access per building (20261129000200_access_per_building.sql): a write the caller's role or buildings do not allow.
    expect(toDutchMessage(pg('42501', 'new row violates row-level security policy for table "buildings"'))).toBe(
      'Je hebt geen rechten om dit te wijzigen.',
    );
    expect(toDutchMessage(pg('42501', 'permission denied for table buildings'))).toBe(MESSAGES.permission);
  });

  it('maps expired or invalid JWTs to an expired session', () => {
    expect(toDutchMessage(pg('PGRST301', 'JWT expired'))).toBe('Je sessie is verlopen. Log opnieuw in.');
    expect(toDutchMessage(pg('PGRST303', 'JWT expired'))).toBe(MESSAGES.sessionExpired);
    expect(toDutchMessage({ message: 'JWT expired' })).toBe(MESSAGES.sessionExpired);
  });

  it('maps network failures', () => {
    expect(toDutchMessage(new TypeError('Failed to fetch'))).toBe(
      'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
    );
    // postgrest-js wraps fetch failures like this
    expect(toDutchMessage({ message: 'TypeError: Failed to fetch', details: 'TypeError: Failed to fetch', hint: '', code: '' })).toBe(
      MESSAGES.network,
    );
    expect(toDutchMessage({ message: 'TypeError: fetch failed', details: 'Caused by: Error: connect ECONNREFUSED', code: '' })).toBe(
      MESSAGES.network,
    );
    expect(toDutchMessage('NetworkError when attempting to fetch resource.')).toBe(MESSAGES.network);
  });

  it('says the server is briefly unavailable while PostgREST or Postgres restarts (503), not that the network is down', () => {
    const unavailable = 'De server is even niet bereikbaar. Probeer het over enkele seconden opnieuw.';
    // The local gateway while PostgREST restarts (its details name the refused connection).
    const gateway = { code: 'PGRST000', message: unavailable, details: 'PostgREST is niet bereikbaar (ECONNRESET).', hint: null };
    // PostgREST itself while Postgres restarts, and without a free connection.
    const postgrest = {
      code: 'PGRST000',
      message: 'Database connection error. Retrying the connection.',
      details: 'connection to server at "127.0.0.1", port 5432 failed: Connection refused',
      hint: null,
    };
    const others = [
      pg('PGRST001', 'Database client error. Retrying the connection.'),
      pg('PGRST003', 'Timed out acquiring connection from connection pool.'),
      pg('57P01', 'terminating connection due to unexpected postmaster exit'),
      pg('57P03', 'the database system is starting up'),
    ];
    for (const error of [gateway, postgrest, ...others]) {
      expect(errorKind(error)).toBe('unavailable');
      expect(toDutchMessage(error)).toBe(unavailable);
    }
  });

  it('maps auth errors', () => {
    const authError = (name: string, message: string, code?: string, status = 400) =>
      Object.assign(new Error(message), { name, code, status, __isAuthError: true });
    expect(toDutchMessage(authError('AuthApiError', 'Invalid login credentials', 'invalid_credentials'))).toBe(
      'Onjuist e-mailadres of wachtwoord.',
    );
    expect(toDutchMessage(authError('AuthApiError', 'Invalid login credentials'))).toBe(MESSAGES.invalidCredentials);
    expect(toDutchMessage(authError('AuthApiError', 'Invalid Refresh Token: Refresh Token Not Found', 'refresh_token_not_found'))).toBe(
      MESSAGES.sessionExpired,
    );
    expect(toDutchMessage(authError('AuthSessionMissingError', 'Auth session missing!'))).toBe(MESSAGES.sessionExpired);
    expect(toDutchMessage(authError('AuthRetryableFetchError', 'Failed to fetch', undefined, 0))).toBe(MESSAGES.network);
    expect(toDutchMessage(authError('AuthApiError', 'Email not confirmed', 'email_not_confirmed'))).toBe(MESSAGES.emailNotConfirmed);
    expect(toDutchMessage(authError('AuthApiError', 'Request rate limit reached', 'over_request_rate_limit', 429))).toBe(
      MESSAGES.rateLimited,
    );
    expect(toDutchMessage(authError('AuthApiError', 'Something odd', 'unexpected_failure', 500))).toBe(MESSAGES.unexpected);
  });

  it('maps invalid input and not-found', () => {
    expect(toDutchMessage(pg('22P02', 'invalid input syntax for type uuid: "abc"'))).toBe(MESSAGES.invalidFormat);
    expect(toDutchMessage(pg('22007', 'invalid input syntax for type timestamp with time zone: "morgen"'))).toBe(MESSAGES.invalidDate);
    expect(toDutchMessage(pg('22003', 'numeric field overflow'))).toBe(MESSAGES.numberOutOfRange);
    // U+0000 in a JSON text: no Postgres text can hold it.
    expect(toDutchMessage(pg('22P05', 'unsupported Unicode escape sequence', '\\u0000 cannot be converted to text.'))).toBe(
      'Een ingevulde tekst bevat een onzichtbaar teken dat niet kan worden opgeslagen (een nulteken).',
    );
    expect(toDutchMessage(pg('PGRST116', 'JSON object requested, multiple (or no) rows returned', 'The result contains 0 rows'))).toBe(
      MESSAGES.notFound,
    );
    expect(toDutchMessage(pg('57014', 'canceling statement due to statement timeout'))).toBe(MESSAGES.timeout);
  });

  it('says the row a save function was given does not exist (PT404: PostgREST answers 404)', () => {
    const gone = pg('PT404', 'The key does not exist (any more).', 'The result contains 0 rows');
    expect(errorKind(gone)).toBe('not_found');
    expect(toDutchMessage(gone)).toBe('Het gevraagde item is niet gevonden. Mogelijk is het verwijderd.');
  });

  it('says a view can only be read (a write to one: PT405, PostgREST answers 405); a refused read keeps its message', () => {
    const write = pg('PT405', 'cannot change view "housing_overview": it is read-only');
    expect(errorKind(write)).toBe('permission');
    expect(toDutchMessage(write)).toBe('Dit overzicht kan alleen worden gelezen, niet gewijzigd.');
    expect(toDutchMessage(pg('42501', 'permission denied for view housing_overview'))).toBe(MESSAGES.permission);
  });

  it('says a write that reached no row (NoSuchRow of the seam) was not found', () => {
    expect(toDutchMessage(new NoSuchRow())).toBe(MESSAGES.notFound);
    expect(errorKind(new NoSuchRow())).toBe('not_found');
  });

  it('falls back to the unexpected-error text', () => {
    expect(toDutchMessage(undefined)).toBe('Er is een onverwachte fout opgetreden');
    expect(toDutchMessage(null)).toBe(MESSAGES.unexpected);
    expect(toDutchMessage(new Error('boom'))).toBe(MESSAGES.unexpected);
    expect(toDutchMessage(pg('PGRST204', 'Could not find the "x" column of "buildings" in the schema cache'))).toBe(MESSAGES.unexpected);
    expect(toDutchMessage(42)).toBe(MESSAGES.unexpected);
  });
});

describe('the value rules (20261122000002_value_rules.sql)', () => {
  const check = (name: string) => toDutchMessage(pg('23514', `new row for relation "x" violates check constraint "${name}"`));

  it('says how long a text may be, for every length rule', () => {
    expect(check('buildings_name_length')).toBe('Deze tekst is te lang (maximaal 200 tekens).');
    expect(check('tasks_comments_length')).toBe('Deze tekst is te lang (maximaal 5000 tekens).');
    expect(check('housing_house_number_length')).toBe('Deze tekst is te lang (maximaal 20 tekens).');
    for (const [table, columns] of Object.entries(TEXT_LIMITS)) {
      for (const [column, max] of Object.entries(columns)) {
        expect(CHECK_MESSAGES[`${table}_${column}_length`]).toBe(tooLongMessage(max));
      }
    }
    expect(tooLongMessage(30)).toBe('Deze tekst is te lang (maximaal 30 tekens).');
  });

  it('says a text holds a control character: one line takes none, a multi-line text only line breaks (20261127001000_text_rules.sql)', () => {
    const oneLine = 'Deze tekst mag geen regeleinde, tab of ander onzichtbaar stuurteken bevatten.';
    const lines = 'Deze tekst mag geen tab of ander onzichtbaar stuurteken bevatten (een regeleinde wel).';
    expect(check('buildings_name_single_line')).toBe(oneLine);
    expect(check('housing_house_number_single_line')).toBe(oneLine);
    expect(check('tasks_comments_printable')).toBe(lines);
    expect(check('provision_services_note_printable')).toBe(lines);
    // Every free text column has one of the two; a column with a format has its format.
    expect(Object.values(LINE_RULES).flatMap((columns) => Object.keys(columns))).toHaveLength(60);
    expect(Object.values(LINE_RULES).flatMap((columns) => Object.values(columns)).filter((rule) => rule === 'printable')).toHaveLength(17);
    expect(LINE_RULES.suppliers?.email).toBeUndefined();
    for (const [table, columns] of Object.entries(LINE_RULES)) {
      for (const [column, rule] of Object.entries(columns)) expect(check(`${table}_${column}_${rule}`)).toBe(rule === 'printable' ? lines : oneLine);
    }
  });

  it('reads the maximum from a varchar error too', () => {
    expect(toDutchMessage(pg('22001', 'value too long for type character varying(200)'))).toBe(
      'Deze tekst is te lang (maximaal 200 tekens).',
    );
    expect(toDutchMessage(pg('22001', 'value too long for type character(3)'))).toBe(MESSAGES.tooLong);
  });

  it('gives every new rule its own message', () => {
    expect(check('buildings_floors_max')).toBe('Het aantal etages mag niet hoger zijn dan 200.');
    expect(check('buildings_floors_cover_housing')).toBe(
      'Het aantal etages kan niet lager worden: er liggen woningen op een hogere etage van dit gebouw.',
    );
    expect(check('housing_floor_within_building')).toBe('De etage mag niet hoger zijn dan het aantal etages van het gebouw.');
    expect(check('entrances_and_exits_floor_range')).toBe('De etage moet tussen 0 en 200 liggen.');
    expect(check('housing_square_meters_max')).toBe('Het aantal vierkante meters moet een getal van 0 tot en met 100000 zijn.');
    expect(check('tasks_hours_spent_max')).toBe('Het aantal bestede uren moet een getal van 0 tot en met 10000 zijn.');
    expect(check('tasks_start_date_range')).toBe('De startdatum moet tussen 1 januari 1900 en 31 december 2200 liggen.');
    expect(check('nuisances_follow_up_completed_at_range')).toBe(
      'De afhandeldatum van de vervolgactie moet tussen 1 januari 1900 en 31 december 2200 liggen.',
    );
    expect(check('cleaning_requests_supplier_cleaning')).toBe(
      'Kies een schoonmaakleverancier: deze leverancier is niet gekoppeld aan de soort voorziening Schoonmaak.',
    );
    expect(check('nuisances_space_same_building')).toBe('De ruimte moet in het gekozen gebouw liggen.');
    expect(check('suppliers_postal_code_format')).toBe(
      'Ongeldige postcode: gebruik vier cijfers, een spatie en twee hoofdletters (bijvoorbeeld 1234 AB).',
    );
    expect(check('owners_vat_number_format')).toBe('Ongeldig btw-nummer: gebruik NL, 9 cijfers, B en 2 cijfers (bijvoorbeeld NL123456789B01).');
    expect(check('mechanics_mobile_phone_format')).toBe(
      'Ongeldig telefoonnummer: gebruik 6 tot 20 cijfers, met eventueel spaties, streepjes en een + vooraan.',
    );
    expect(check('utility_readings_reading_value_format')).toBe('Vul de meterstand in als getal van 0 of hoger, bijvoorbeeld 1234,5.');
    expect(
      toDutchMessage(
        pg('23505', 'duplicate key value violates unique constraint "facility_types_name_normalized_key"', 'Key (lower(...))=(schoonmaak) already exists.'),
      ),
    ).toBe('Er bestaat al een soort voorziening met deze naam (hoofdletters en spaties tellen niet mee).');
    // A nuisance without a building: NOT NULL names the field.
    expect(toDutchMessage(pg('23502', 'null value in column "location" of relation "nuisances" violates not-null constraint'))).toBe(
      'Vul alle verplichte velden in. Ontbreekt: Gebouw.',
    );
  });

  it('has a specific message (not the generic one) for every rule', () => {
    for (const [name, text] of Object.entries(CHECK_MESSAGES)) expect({ name, text }).not.toEqual({ name, text: MESSAGES.check });
  });

  it('calls a malformed time zone an invalid date', () => {
    expect(toDutchMessage(pg('22009', 'time zone displacement out of range: "[-23]"'))).toBe(MESSAGES.invalidDate);
  });
});

describe('referencedDeleteMessage', () => {
  it('lists every table that can block the delete', () => {
    expect(referencedDeleteMessage('buildings')).toBe(
      'Dit gebouw heeft nog ruimtes, in-/uitgangen, woningen, parkeerplaatsen of overlastmeldingen en kan niet worden verwijderd.',
    );
    expect(referencedDeleteMessage('key_cabinets')).toBe('Deze sleutelkast bevat nog sleutels en kan niet worden verwijderd.');
    expect(referencedDeleteMessage('utilities', 'utility_readings')).toBe(
      'Deze nutsvoorziening heeft nog meteropnames en kan niet worden verwijderd.',
    );
  });

  it('gives the generic text for tables nothing restricts', () => {
    expect(referencedDeleteMessage('tasks')).toBe(MESSAGES.stillReferenced);
  });
});

describe('helpers', () => {
  it('extracts constraint names', () => {
    expect(constraintName(pg('23514', 'new row for relation "tasks" violates check constraint "tasks_title_not_blank"'))).toBe(
      'tasks_title_not_blank',
    );
    expect(constraintName({ message: 'nothing' })).toBeUndefined();
  });

  it('classifies errors', () => {
    expect(errorKind(pg('42501', 'permission denied for table x'))).toBe('permission');
    expect(errorKind(new TypeError('Failed to fetch'))).toBe('network');
    expect(errorKind(pg('PGRST301', 'JWT expired'))).toBe('session');
    expect(errorKind(pg('23505', 'duplicate key'))).toBe('unique');
  });

  it('has Dutch messages only (no English leftovers)', () => {
    for (const text of [...Object.values(CHECK_MESSAGES), ...Object.values(UNIQUE_MESSAGES), ...Object.values(MESSAGES)]) {
      expect(text).not.toMatch(/\b(the|is required|invalid|must)\b/i);
    }
  });
});

describe('a request body the API cannot read', () => {
  it('is an invalid value, not an unexpected error', () => {
    const error = { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null };
    expect(toDutchMessage(error)).toBe('Een ingevulde waarde heeft een ongeldig formaat.');
  });
});
