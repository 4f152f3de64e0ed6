import { UserError, toDutchMessage } from './errors';
// As @facility/data does: the constraint catalogue gives the rules' own texts.
import './constraintMessages';
import { failureMessage } from './failure';

const fallback = 'Er is iets misgegaan. Probeer het opnieuw.';

describe('failureMessage', () => {
  it('names the reason when the database refused by a rule', () => {
    const error = {
      code: '23503',
      message: 'update or delete on table "buildings" violates foreign key constraint "spaces_building_id_fkey" on table "spaces"',
      details: 'Key is still referenced from table "spaces".',
    };
    expect(failureMessage(error, fallback)).toBe('Dit gebouw heeft nog ruimtes en kan niet worden verwijderd.');
  });

  it("keeps the screen's own text for failures without a reason", () => {
    expect(failureMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(failureMessage(new Error('boom'), fallback)).toBe(fallback);
  });
});

describe('failureMessage of an expired session', () => {
  const expired = 'Je sessie is verlopen. Log opnieuw in.';

  it('says so over a screen text: retrying will not help, signing in again will', () => {
    // PostgREST refusing an expired access token, and auth-js finding no session to refresh.
    expect(failureMessage({ code: 'PGRST303', message: 'JWT expired', details: null, hint: null }, fallback)).toBe(expired);
    const missing = Object.assign(new Error('Auth session missing!'), { name: 'AuthSessionMissingError', __isAuthError: true });
    expect(failureMessage(missing, fallback)).toBe(expired);
  });
});

describe('failureMessage of every failure the user can act on', () => {
  it.each([
    ['a unique rule', { code: '23505', message: 'duplicate key value violates unique constraint "x_key"' }],
    ['a check rule', { code: '23514', message: 'new row for relation "x" violates check constraint "x_check"' }],
    ['a missing value', { code: '23502', message: 'null value in column "name" of relation "x" violates not-null constraint' }],
    ['a value in a wrong form', { code: '22007', message: 'invalid input syntax for type date: "morgen"' }],
    ['a row that is gone', { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: 'The result contains 0 rows' }],
    ['a missing right', { code: '42501', message: 'new row violates row-level security policy for table "x"' }],
    ['a server back in a few seconds', { code: 'PGRST000', message: 'Database connection error. Retrying the connection.' }],
  ])('gives the Dutch reason of %s, not the screen text', (_name, error) => {
    expect(failureMessage(error, fallback)).toBe(toDutchMessage(error));
    expect(failureMessage(error, fallback)).not.toBe(fallback);
  });
});

describe('failureMessage without a screen text', () => {
  it("gives the Dutch reason of any failure (the spec's 'server message')", () => {
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(
      'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
    );
  });
});

describe('failureMessage of our own errors', () => {
  it('shows the Dutch text our code gave, also over a screen text', () => {
    expect(failureMessage(new UserError('Kon de nutsvoorziening niet vinden.'), fallback)).toBe('Kon de nutsvoorziening niet vinden.');
  });
});
