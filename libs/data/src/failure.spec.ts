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
