// A page that only reads (the shell's dashboard, @facility/data/basics) runs toDutchMessage
// without the constraint catalogue: a constraint's refusal still gets a Dutch message, the
// general one of its kind.
import { MESSAGES, toDutchMessage } from './errors';

it('gives the general Dutch message of a refusal when the constraint catalogue is not loaded', () => {
  expect(toDutchMessage({ code: '23505', message: 'duplicate key value violates unique constraint "keys_cabinet_number_key"' })).toBe(MESSAGES.unique);
  expect(toDutchMessage({ code: '23514', message: 'new row for relation "spaces" violates check constraint "spaces_name_length"' })).toBe(MESSAGES.check);
  expect(toDutchMessage({ code: '23503', message: 'update or delete on table "buildings" violates foreign key constraint "spaces_building_id_fkey" on table "spaces"' })).toBe(
    MESSAGES.stillReferenced,
  );
  expect(toDutchMessage({ code: '23503', message: 'insert or update on table "spaces" violates foreign key constraint "spaces_building_id_fkey"' })).toBe(
    MESSAGES.referenceMissing,
  );
  expect(toDutchMessage({ code: '23502', message: 'null value in column "name" violates not-null constraint' })).toBe(MESSAGES.notNull);
  expect(toDutchMessage({ code: '22001', message: 'value too long for type character varying(200)' })).toBe(MESSAGES.tooLong);
  expect(toDutchMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.network);
});
