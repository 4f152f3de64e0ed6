// The one search over every area (public.global_search, issue #30) against real PostgREST:
// typos, accents, house numbers however typed, key and serial numbers, and row-level
// security: a medewerker finds only their buildings' rows, the anon key finds nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';
import { anonClient, ownerDb, SEED, signedIn, userClient, type Db } from './helpers';

interface Hit {
  area: string;
  id: string;
  title: string;
  detail: string | null;
  rank: number;
}

const marker = `zoek${Date.now().toString(36)}`;
const MEDEWERKER = {
  email: 'medewerker@example.nl',
  password: 'medewerker123',
};
const LEZER = { email: 'lezer@example.nl', password: 'lezer123' };

let beheerder: Db;
let medewerker: Db;
let lezer: Db;
let owner: Client;
let mechanicId: string;

async function search(db: Db, q: string, max = 5): Promise<Hit[]> {
  const { data, error } = await db.rpc('global_search', { q, max });
  expect(error).toBeNull();
  return (data ?? []) as Hit[];
}

const ids = (hits: Hit[], area: string) => hits.filter((hit) => hit.area === area).map((hit) => hit.id);

beforeAll(async () => {
  [beheerder, medewerker, lezer] = await Promise.all([userClient(), signedIn(MEDEWERKER), signedIn(LEZER)]);
  owner = await ownerDb();
  const { rows } = await owner.query(`insert into public.mechanics (name, supplier_id) values ($1, $2) returning id`, [`Čerwin ${marker}`, SEED.supplier(1)]);
  mechanicId = rows[0].id;
});

afterAll(async () => {
  await owner.query('delete from public.mechanics where id = $1', [mechanicId]);
  await owner.end();
  await Promise.all([beheerder, medewerker, lezer].map((db) => db.auth.signOut()));
});

describe('global search', () => {
  it("finds 'Spaklerweg 45' by a typo ('spaklr'), with the building as its second line", async () => {
    const hits = await search(beheerder, 'spaklr');
    const housing = hits.filter((hit) => hit.area === 'housing');
    expect(housing.length).toBeGreaterThan(0);
    expect(housing.every((hit) => hit.title.startsWith('Spaklerweg 45'))).toBe(true);
    expect(housing[0].detail).toContain('Residentie Amstelkwartier');
  });

  it.each(['spakler 45-3', 'spaklerweg 45 3', '45-3', '45 3', 'SPAKLERWEG 45/3'])("finds housing unit 45-3 when '%s' is typed, ranked first", async (q) => {
    const housing = (await search(beheerder, q)).filter((hit) => hit.area === 'housing');
    expect(housing[0]).toMatchObject({
      id: '00000004-0000-4000-8000-000000000003',
      title: 'Spaklerweg 45 45-3',
    });
  });

  it.each([`Čerwin ${marker}`, `cerwin ${marker}`, `CERWIN ${marker}`])("finds the mechanic 'Čerwin' with and without accents ('%s')", async (q) => {
    expect(ids(await search(beheerder, q), 'mechanics')).toEqual([mechanicId]);
  });

  it('finds a key by its number (U-003, u003 and u 003), with its cabinet', async () => {
    for (const q of ['U-003', 'u003', 'u 003']) {
      const keys = (await search(beheerder, q)).filter((hit) => hit.area === 'keys');
      expect(keys[0]).toMatchObject({
        id: '00000007-0000-4000-8000-000000000003',
        title: 'U-003',
      });
    }
  });

  it('finds a technical provision by its serial number and by its manufacturer', async () => {
    expect(ids(await search(beheerder, 'DK-22-550911'), 'technical-provisions')).toEqual(['00000013-0000-4000-8000-000000000003']);
    expect(ids(await search(beheerder, 'daikn'), 'technical-provisions')).toContain('00000013-0000-4000-8000-000000000003');
  });

  it('finds a utility by its meter number', async () => {
    expect(ids(await search(beheerder, 'W-2019-558310'), 'utilities')).toEqual([SEED.utility(1)]);
  });

  it('answers every area it knows, at most `max` rows per area, best first', async () => {
    const hits = await search(beheerder, 'a', 2);
    const perArea = new Map<string, number>();
    for (const hit of hits) perArea.set(hit.area, (perArea.get(hit.area) ?? 0) + 1);
    expect([...perArea.values()].every((n) => n <= 2)).toBe(true);
    expect(hits.map((hit) => hit.rank)).toEqual([...hits.map((hit) => hit.rank)].sort((a, b) => b - a));
  });

  it("a medewerker of Kantoor Utrecht does not find Residentie Amstelkwartier's rows; its lezer does", async () => {
    const theirs = await search(medewerker, 'spaklerweg');
    expect(theirs.filter((hit) => ['housing', 'buildings', 'entrances'].includes(hit.area))).toEqual([]);
    expect(ids(await search(lezer, 'spaklerweg'), 'housing').length).toBeGreaterThan(0);
    // Their own building's rows they do find, and rows every building shares.
    expect(ids(await search(medewerker, 'kantoor utrecht'), 'buildings')).toEqual([SEED.building(1)]);
    expect(ids(await search(medewerker, `cerwin ${marker}`), 'mechanics')).toEqual([mechanicId]);
    expect(ids(await search(lezer, 'kantoor utrecht'), 'buildings')).toEqual([]);
  });

  it('the anon key finds nothing: it may not call the search', async () => {
    const { data, error } = await anonClient().rpc('global_search', {
      q: 'spaklerweg',
      max: 5,
    });
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('an empty query or one of only punctuation answers nothing; a too long one or a bad max is refused', async () => {
    expect(await search(beheerder, '   ')).toEqual([]);
    expect(await search(beheerder, '-/-')).toEqual([]);
    const long = await beheerder.rpc('global_search', {
      q: 'x'.repeat(201),
      max: 5,
    });
    expect(long.error?.code).toBe('22023');
    const many = await beheerder.rpc('global_search', {
      q: 'kantoor',
      max: 51,
    });
    expect(many.error?.code).toBe('22023');
  });

  it('the remotes declare exactly the areas the database searches, each once', async () => {
    const apps = path.resolve(__dirname, '../../apps');
    const declared = readdirSync(apps)
      .filter((name) => name.endsWith('-mf'))
      .flatMap((name) => (JSON.parse(readFileSync(path.join(apps, name, 'src/remote.json'), 'utf8')).search ?? []).map((item: { area: string }) => item.area));
    const { rows } = await owner.query('select area from private.search_areas order by area');
    expect([...declared].sort()).toEqual(rows.map((row) => row.area));
  });
});
