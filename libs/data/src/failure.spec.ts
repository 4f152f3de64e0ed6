import { UserError } from './errors';
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
