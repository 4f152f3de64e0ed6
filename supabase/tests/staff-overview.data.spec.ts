// The settings tab 'Toegang' (supabase/migrations/20261130000100_staff_overview.sql), with the
// seed's staff signed in for real: staff_overview shows a beheerder every staff member with
// e-mail, buildings and last sign-in, and nobody else anything; save_staff_access changes a
// staff member's role and buildings in one call, as a beheerder only, keeps the last active
// beheerder, and refuses a staff member without buildings, each refusal in Dutch. What a test
// changes of the seed's staff is put back as it was.
import { randomUUID } from 'node:crypto';
import { toDutchMessage } from '@facility/data';
import type { Client } from 'pg';
import { DEMO_USER, MISSING_ID, SEED, anonClient, ownerDb, signedIn, type Db } from './helpers';

const MEDEWERKER = { email: 'medewerker@example.nl', password: 'medewerker123' };
const LEZER = { email: 'lezer@example.nl', password: 'lezer123' };
const ID = {
  beheerder: 'beb0e000-0000-4000-8000-000000000001',
  medewerker: 'beb0e000-0000-4000-8000-000000000003',
  lezer: 'beb0e000-0000-4000-8000-000000000005',
};
const KANTOOR_UTRECHT = SEED.building(1);
const AMSTELKWARTIER = SEED.building(2);
const COOLSINGEL = SEED.building(3);

const LAST_BEHEERDER = 'Er moet minstens één actieve beheerder blijven.';
const NO_BUILDINGS = 'Kies minstens één gebouw of alle gebouwen.';
const NO_WRITE_ACCESS = 'Je hebt geen rechten om dit te wijzigen.';

let pg: Client;
const as = {} as Record<'beheerder' | 'medewerker' | 'lezer', Db>;

/** A staff member's access as the owner reads it: role, all_buildings and the buildings, sorted. */
async function accessOf(userId: string) {
  const { rows } = await pg.query(
    `select s.role, s.all_buildings,
            coalesce((select array_agg(a.building_id::text order by a.building_id) from public.staff_buildings a where a.user_id = s.user_id), '{}') as building_ids
       from public.staff s where s.user_id = $1`,
    [userId],
  );
  return rows[0] as { role: string; all_buildings: boolean; building_ids: string[] };
}

const SEEDED = {
  beheerder: { role: 'beheerder', all_buildings: true, building_ids: [] },
  medewerker: { role: 'medewerker', all_buildings: false, building_ids: [KANTOOR_UTRECHT] },
  lezer: { role: 'lezer', all_buildings: false, building_ids: [AMSTELKWARTIER] },
};

/** Puts the seed's staff back as the seed made them. */
async function restoreSeed() {
  for (const [who, access] of Object.entries(SEEDED) as [keyof typeof SEEDED, (typeof SEEDED)[keyof typeof SEEDED]][]) {
    await pg.query('update public.staff set role = $2, all_buildings = $3, active = true where user_id = $1', [ID[who], access.role, access.all_buildings]);
    await pg.query('delete from public.staff_buildings where user_id = $1', [ID[who]]);
    for (const building of access.building_ids) {
      await pg.query('insert into public.staff_buildings (user_id, building_id) values ($1, $2)', [ID[who], building]);
    }
  }
}

beforeAll(async () => {
  pg = await ownerDb();
  as.beheerder = await signedIn(DEMO_USER);
  as.medewerker = await signedIn(MEDEWERKER);
  as.lezer = await signedIn(LEZER);
});

afterEach(async () => {
  await restoreSeed();
});

afterAll(async () => {
  await pg?.end();
});

const save = (db: Db, p_user_id: string, p_role: string, p_all_buildings: boolean, p_building_ids: string[]) =>
  db.rpc('save_staff_access', { p_user_id, p_role, p_all_buildings, p_building_ids });

describe('staff_overview', () => {
  it('shows a beheerder every staff member with e-mail, role, buildings and sign-in', async () => {
    const { data, error } = await as.beheerder
      .from('staff_overview')
      .select('id, name, email, role, all_buildings, active, building_ids, building_names, last_sign_in_at, email_confirmed_at')
      .in('id', Object.values(ID))
      .order('name')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ id: ID.beheerder, name: 'Demo Beheerder', email: 'beheer@example.nl', role: 'beheerder', all_buildings: true, active: true, building_ids: [], building_names: null }),
      expect.objectContaining({ id: ID.lezer, name: 'Demo Lezer', email: 'lezer@example.nl', role: 'lezer', all_buildings: false, building_ids: [AMSTELKWARTIER], building_names: 'Residentie Amstelkwartier' }),
      expect.objectContaining({ id: ID.medewerker, name: 'Demo Medewerker', email: 'medewerker@example.nl', role: 'medewerker', building_ids: [KANTOOR_UTRECHT], building_names: 'Kantoor Utrecht' }),
    ]);
    // Each signed in above; the seed confirmed their e-mail.
    for (const row of data ?? []) expect(row).toMatchObject({ last_sign_in_at: expect.any(String), email_confirmed_at: expect.any(String) });
  });

  it('names several buildings sorted, and searches as the list does (name, e-mail)', async () => {
    await pg.query('insert into public.staff_buildings (user_id, building_id) values ($1, $2), ($1, $3)', [ID.lezer, COOLSINGEL, KANTOOR_UTRECHT]);
    const { data } = await as.beheerder.from('staff_overview').select('building_ids, building_names').eq('id', ID.lezer);
    expect(data).toEqual([
      { building_ids: [COOLSINGEL, KANTOOR_UTRECHT, AMSTELKWARTIER], building_names: 'Bedrijvencentrum Coolsingel, Kantoor Utrecht, Residentie Amstelkwartier' },
    ]);
    const found = await as.beheerder.from('staff_overview').select('id').or('name.ilike.*lezer*,email.ilike.*lezer*');
    expect(found.data).toEqual([{ id: ID.lezer }]);
  });

  it('says who was invited and never set a password', async () => {
    const id = randomUUID();
    try {
      await pg.query(
        `insert into auth.users (instance_id, id, aud, role, email, invited_at, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, now(), now(), now())`,
        [id, `uitgenodigd-${id}@example.nl`],
      );
      await pg.query(`insert into public.staff (user_id, name, role, all_buildings) values ($1, 'Nieuwe Collega', 'lezer', true)`, [id]);
      const { data } = await as.beheerder.from('staff_overview').select('invited_at, email_confirmed_at, last_sign_in_at').eq('id', id);
      expect(data).toEqual([{ invited_at: expect.any(String), email_confirmed_at: null, last_sign_in_at: null }]);
    } finally {
      await pg.query('delete from auth.users where id = $1', [id]);
    }
  });

  it('shows a medewerker, a lezer and anon nothing', async () => {
    for (const db of [as.medewerker, as.lezer]) {
      const { data, error } = await db.from('staff_overview').select('id, email');
      expect({ data, error }).toEqual({ data: [], error: null });
    }
    const anon = await anonClient().from('staff_overview').select('id');
    expect(anon.data ?? []).toEqual([]);
    expect(anon.error).not.toBeNull();
  });
});

describe('save_staff_access', () => {
  it("changes a staff member's role and buildings in one call, and the list shows it", async () => {
    const { error } = await save(as.beheerder, ID.lezer, 'medewerker', false, [KANTOOR_UTRECHT, COOLSINGEL, COOLSINGEL]);
    expect(error).toBeNull();
    expect(await accessOf(ID.lezer)).toEqual({ role: 'medewerker', all_buildings: false, building_ids: [KANTOOR_UTRECHT, COOLSINGEL].sort() });
    const { data } = await as.beheerder.from('staff_overview').select('role, building_names').eq('id', ID.lezer);
    expect(data).toEqual([{ role: 'medewerker', building_names: 'Bedrijvencentrum Coolsingel, Kantoor Utrecht' }]);
    // The lezer, now a medewerker of those two, reads them and no longer Amstelkwartier.
    const seen = await as.lezer.from('buildings').select('id').in('id', [KANTOOR_UTRECHT, AMSTELKWARTIER, COOLSINGEL]).order('id');
    expect(seen.data).toEqual([{ id: KANTOOR_UTRECHT }, { id: COOLSINGEL }]);
    // All buildings, with no building of their own.
    expect((await save(as.beheerder, ID.lezer, 'lezer', true, [])).error).toBeNull();
    expect(await accessOf(ID.lezer)).toEqual({ role: 'lezer', all_buildings: true, building_ids: [] });
  });

  it('saves all or nothing: an unknown building leaves the role as it was', async () => {
    const { error } = await save(as.beheerder, ID.lezer, 'medewerker', false, [MISSING_ID]);
    expect(error).not.toBeNull();
    expect(await accessOf(ID.lezer)).toEqual(SEEDED.lezer);
  });

  it('changes nothing for a medewerker or a lezer, and says they may not', async () => {
    for (const db of [as.medewerker, as.lezer]) {
      const { error } = await save(db, ID.lezer, 'beheerder', true, []);
      expect(toDutchMessage(error)).toBe(NO_WRITE_ACCESS);
      const own = await save(db, ID.medewerker, 'beheerder', true, []);
      expect(toDutchMessage(own.error)).toBe(NO_WRITE_ACCESS);
    }
    expect(await accessOf(ID.lezer)).toEqual(SEEDED.lezer);
    expect(await accessOf(ID.medewerker)).toEqual(SEEDED.medewerker);
  });

  it('refuses to demote the last active beheerder, in Dutch', async () => {
    const { error } = await save(as.beheerder, ID.beheerder, 'medewerker', true, []);
    expect(error?.message).toContain('staff_keeps_active_beheerder');
    expect(toDutchMessage(error)).toBe(LAST_BEHEERDER);
    expect(await accessOf(ID.beheerder)).toEqual(SEEDED.beheerder);
    // Narrowing the beheerder to some buildings is allowed (the role stays).
    expect((await save(as.beheerder, ID.beheerder, 'beheerder', false, [KANTOOR_UTRECHT])).error).toBeNull();
    expect(await accessOf(ID.beheerder)).toEqual({ role: 'beheerder', all_buildings: false, building_ids: [KANTOOR_UTRECHT] });
  });

  it('refuses a staff member without buildings and without all buildings, in Dutch', async () => {
    for (const ids of [[], null]) {
      const { error } = await as.beheerder.rpc('save_staff_access', { p_user_id: ID.lezer, p_role: 'medewerker', p_all_buildings: false, p_building_ids: ids as never });
      expect(error?.message).toContain('staff_buildings_chosen');
      expect(toDutchMessage(error)).toBe(NO_BUILDINGS);
    }
    expect(await accessOf(ID.lezer)).toEqual(SEEDED.lezer);
  });

  it('answers a staff member that does not exist as not found', async () => {
    const { error } = await save(as.beheerder, MISSING_ID, 'lezer', true, []);
    expect(toDutchMessage(error)).toBe('Het gevraagde item is niet gevonden. Mogelijk is het verwijderd.');
  });
});
