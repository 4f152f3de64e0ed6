// Row-level security: with only the anon key nothing can be read or written,
// on every table; the signed-in demo user sees the seeded rows.
import { toDutchMessage } from '@facility/data';
import { CASES } from './cases';
import { anonClient, countRows, table, userClient, whereAll, type Db } from './helpers';

let anon: Db;
let user: Db;

beforeAll(async () => {
  anon = anonClient();
  user = await userClient();
});

afterAll(async () => {
  await user?.auth.signOut();
});

describe.each(CASES.map((c) => [c.table, c] as const))('%s', (name, c) => {
  it('anon reads nothing', async () => {
    const { data, error } = await table(anon, name).select('*');
    expect(data ?? []).toEqual([]);
    expect(error).toMatchObject({ code: '42501' });
    expect(toDutchMessage(error)).toBe('Je hebt geen rechten voor deze actie. Log opnieuw in.');
    const counted = await table(anon, name).select('*', { count: 'exact', head: true });
    expect(counted.count ?? 0).toBe(0);
  });

  it('anon cannot insert, update or delete', async () => {
    const before = await countRows(user, name);
    const original = await whereAll(table(user, name).select('*'), c.seeded).single();
    expect(original.error).toBeNull();

    const inserted = await table(anon, name).insert(c.valid()).select();
    expect(inserted.error).toMatchObject({ code: '42501' });

    const updated = await whereAll(table(anon, name).update(c.update), c.seeded).select();
    expect(updated.error).toMatchObject({ code: '42501' });

    const deleted = await whereAll(table(anon, name).delete(), c.seeded).select();
    expect(deleted.error).toMatchObject({ code: '42501' });

    expect(await countRows(user, name)).toBe(before);
    const after = await whereAll(table(user, name).select('*'), c.seeded).single();
    expect(after.data).toEqual(original.data);
  });

  it('the signed-in user reads the seeded rows', async () => {
    expect(await countRows(user, name)).toBeGreaterThan(0);
  });
});

it('a forged token is refused as an expired/invalid session', async () => {
  const { createClient } = await import('@supabase/supabase-js');
  const forged = createClient(process.env.SUPABASE_URL as string, process.env.SUPABASE_ANON_KEY as string, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.invalid' } },
    realtime: { transport: class {} as never },
  });
  const { data, error } = await forged.from('buildings').select('*');
  expect(data).toBeNull();
  expect(toDutchMessage(error)).toBe('Je sessie is verlopen. Log opnieuw in.');
});
