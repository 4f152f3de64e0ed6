// Meter readings (20261124000006_utility_readings.sql): add_utility_reading, the one
// form of a reading, readable utilities only, and a reading lower than the previous
// one stored only once the user confirmed it; against the real stack as the demo user.
import { constraintName, toDutchMessage } from '@facility/data';
import { RUN } from './cases';
import { SEED, anonClient, countRows, deleteEach, userClient, type Db } from './helpers';

let db: Db;
let serial = 0;

beforeAll(async () => {
  db = await userClient();
});

// The utilities made here, with their readings, go again (the calendar's seeded 'Water' stays the only readable one of its type).
const made: string[] = [];
afterAll(async () => {
  if (made.length) {
    await deleteEach(db, 'utility_readings', 'utility_id', made);
    await deleteEach(db, 'utilities', 'id', made);
  }
  await db?.auth.signOut();
});

const LOWER = 'utility_readings_not_lower_than_previous';
const day = (iso: string) => new Date(`${iso}T12:00:00Z`).toISOString();

async function newUtility(is_readable = true): Promise<string> {
  serial += 1;
  const { data, error } = await db.from('utilities').insert({ type: 'Anders', meter_number: `T-${RUN}-${serial}`, is_readable }).select('id').single();
  if (error) throw new Error(error.message);
  made.push(data.id);
  return data.id;
}

function add(utilityId: string, value: string, date: string, confirmLower = false) {
  return db.rpc('add_utility_reading', { p_utility_id: utilityId, p_reading_value: value, p_reading_date: date, p_confirm_lower: confirmLower });
}

async function readings(utilityId: string) {
  const { data, error } = await db
    .from('utility_readings')
    .select('reading_value, reading_date')
    .eq('utility_id', utilityId)
    .order('reading_date', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data.map((r) => `${r.reading_date.slice(0, 10)} ${r.reading_value}`);
}

describe('add_utility_reading', () => {
  it('stores a reading with a decimal comma, spaces around it removed and a decimal point made a comma', async () => {
    const utility = await newUtility();
    expect((await add(utility, ' 1843.2 ', day('2026-10-01'))).error).toBeNull();
    expect((await add(utility, '1900', day('2026-11-01'))).error).toBeNull();
    expect(await readings(utility)).toEqual(['2026-11-01 1900', '2026-10-01 1843,2']);
  });

  it('refuses a reading lower than the latest one on or before its date, and says which one that was', async () => {
    const utility = await newUtility();
    await add(utility, '1000,5', day('2026-10-01'));
    await add(utility, '900', day('2026-09-01'));
    const before = await countRows(db, 'utility_readings');
    const { data, error } = await add(utility, '1000,4', day('2026-10-15'));
    expect(data).toBeNull();
    expect(constraintName(error)).toBe(LOWER);
    expect(error?.details).toBe('De meterstand 1000,4 is lager dan de vorige meterstand (1000,5 op 01-10-2026).');
    expect(JSON.parse(error?.hint ?? '{}')).toEqual({ value: '1000,5', date: expect.stringMatching(/^2026-10-01T12:00:00/) });
    expect(toDutchMessage(error)).toMatch(/^De meterstand is lager dan de vorige meterstand/);
    expect(await countRows(db, 'utility_readings')).toBe(before);
    // The same value, and a lower one before the higher reading, are fine.
    expect((await add(utility, '1000,5', day('2026-10-15'))).error).toBeNull();
    expect((await add(utility, '950', day('2026-09-15'))).error).toBeNull();
  });

  it('stores the lower reading once the user confirmed it (a replaced meter), and only that one', async () => {
    const utility = await newUtility();
    await add(utility, '48211', day('2026-10-01'));
    expect((await add(utility, '12', day('2026-11-01'), true)).error).toBeNull();
    expect(await readings(utility)).toEqual(['2026-11-01 12', '2026-10-01 48211']);
    // The confirmation was for that call only: the next lower one is asked again.
    expect(constraintName((await add(utility, '11', day('2026-11-02'))).error)).toBe(LOWER);
  });

  it('refuses a lower reading written straight into the table too (the calendar, any client)', async () => {
    const utility = await newUtility();
    await add(utility, '500', day('2026-10-01'));
    const { error } = await db.from('utility_readings').insert({ utility_id: utility, reading_value: '499', reading_date: day('2026-10-02') });
    expect(constraintName(error)).toBe(LOWER);
  });

  it('refuses a reading for a utility that is not read', async () => {
    const utility = await newUtility(false);
    const { error } = await add(utility, '10', day('2026-10-01'), true);
    expect(constraintName(error)).toBe('utility_readings_utility_not_readable');
    expect(toDutchMessage(error)).toBe('Deze nutsvoorziening wordt niet uitgelezen; er kunnen geen meteropnames bij worden ingevoerd.');
    expect(await readings(utility)).toEqual([]);
  });

  it.each(['-5', '12a', '1.234,5', '1,2345', '1 234', '', '   '])('refuses %p as a reading, confirmed or not', async (value) => {
    const utility = await newUtility();
    const { error } = await add(utility, value, day('2026-10-01'), true);
    expect(toDutchMessage(error)).toBe(value.trim() ? 'Vul de meterstand in als getal van 0 of hoger, bijvoorbeeld 1234,5.' : 'Vul een meterstand in.');
    expect(await readings(utility)).toEqual([]);
  });

  it('keeps a utility with readings: not deleted, and it stays readable', async () => {
    const utility = await newUtility();
    await add(utility, '1', day('2026-10-01'));
    const deleted = await db.from('utilities').delete().eq('id', utility).select();
    expect(toDutchMessage(deleted.error)).toBe('Deze nutsvoorziening heeft nog meteropnames en kan niet worden verwijderd.');
    const off = await db.from('utilities').update({ is_readable: false }).eq('id', utility).select();
    expect(toDutchMessage(off.error)).toBe('Deze nutsvoorziening heeft meteropnames; Uitlezen kan daarom niet worden uitgezet.');
    // Without readings a utility may be switched off and deleted.
    const empty = await newUtility();
    expect((await db.from('utilities').update({ is_readable: false }).eq('id', empty)).error).toBeNull();
    expect((await db.from('utilities').delete().eq('id', empty)).error).toBeNull();
  });

  it('is not for the anonymous key', async () => {
    const { error } = await anonClient().rpc('add_utility_reading', {
      p_utility_id: SEED.utility(1),
      p_reading_value: '99999',
      p_reading_date: day('2026-10-01'),
      p_confirm_lower: false,
    });
    expect(error).not.toBeNull();
    expect(await readings(SEED.utility(1))).not.toContain('2026-10-01 99999');
  });
});
