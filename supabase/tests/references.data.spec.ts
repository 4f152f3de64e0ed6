// Reference choices against real PostgREST: a form's choice of a building (a space, a
// housing unit…) asks the database as the user types, so a row is found wherever it is in
// the alphabet, also beyond PostgREST's 1,000 rows, and with or without accents.
import type { Client } from 'pg';
import { setSupabaseClient } from '@facility/runtime';
import { REFERENCE_KINDS, REFERENCE_PAGE, referenceSearchQuery, type ReferenceFilter, type ReferenceKind } from '@facility/data';
import { anonClient, ownerDb, userClient, type Db } from './helpers';

const marker = `keuze${Date.now().toString(36)}`;
const BULK = 1011;
const LAST = `Zzz Laatste Gebouw ${marker}`;
const CAFE = `Café de Zoë ${marker}`;

let db: Db;
let owner: Client;
let lastId: string;
let cafeId: string;

/** What a picker of `kind` gets for `q`: its rows (at most one more than a page). */
async function search(kind: ReferenceKind, q: string, filter?: ReferenceFilter) {
  const { data, error } = await referenceSearchQuery(kind, q, filter);
  expect(error).toBeNull();
  return (data ?? []) as unknown as { id: string; label: string; detail: string | null }[];
}

beforeAll(async () => {
  db = await userClient();
  setSupabaseClient(db);
  owner = await ownerDb();
  // More buildings than PostgREST answers rows (max_rows = 1000), all before 'Zzz…' by name.
  await owner.query(
    `insert into public.buildings (name, street, city, floors)
     select format('Bulk %s %s', $1::text, lpad(i::text, 4, '0')), format('Bulkstraat %s', i), 'Utrecht', 3
     from generate_series(1, $2::int) i`,
    [marker, BULK],
  );
  const { rows } = await owner.query(
    `insert into public.buildings (name, street, city, floors) values ($1, 'Eindstraat 1', 'Zwolle', 7), ($2, 'Plein 1', 'Utrecht', 2) returning id, name`,
    [LAST, CAFE],
  );
  lastId = rows.find((r) => r.name === LAST).id;
  cafeId = rows.find((r) => r.name === CAFE).id;
  await owner.query(
    `insert into public.housing (building_id, house_number, floor) select $1, n, 1 from unnest(array['1', '2', '10', '12', '12a', '120']) n`,
    [lastId],
  );
});

afterAll(async () => {
  await owner.query(`delete from public.housing where building_id in (select id from public.buildings where name like '%' || $1 || '%')`, [marker]);
  await owner.query(`delete from public.buildings where name like '%' || $1 || '%'`, [marker]);
  await owner.end();
  await db.auth.signOut();
});

it('a whole-table select of buildings by name stops at 1,000 rows and leaves the last one out; the search finds it', async () => {
  const { count } = await db.from('buildings').select('id', { count: 'exact', head: true });
  expect(count).toBeGreaterThan(1000);
  const { data: firstThousand } = await db.from('buildings').select('id, name').order('name');
  expect(firstThousand).toHaveLength(1000);
  expect(firstThousand?.some((b) => b.id === lastId)).toBe(false);

  expect(await search('building', 'zzz laatste')).toContainEqual(expect.objectContaining({ id: lastId, label: LAST, detail: 'Eindstraat 1, Zwolle' }));
  // Any part of the name, in any case, and the street or city too.
  expect((await search('building', `GEBOUW ${marker.toUpperCase()}`)).map((b) => b.id)).toEqual([lastId]);
  expect((await search('building', `eindstraat ${marker}`)).map((b) => b.id)).toEqual([lastId]);
});

it('finds an accented name by its spelling without accents, and the other way round', async () => {
  expect((await search('building', `Cafe de Zoe ${marker}`)).map((b) => b.id)).toEqual([cafeId]);
  expect((await search('building', `CAFÉ ${marker}`)).map((b) => b.id)).toEqual([cafeId]);
  expect((await search('building', `zoë ${marker}`)).map((b) => b.id)).toEqual([cafeId]);
});

it('answers the first page by label, with one more row when there are more; typed wildcards match themselves', async () => {
  const rows = await search('building', `bulk ${marker}`);
  expect(rows).toHaveLength(REFERENCE_PAGE + 1);
  expect(rows[0].label).toBe(`Bulk ${marker} 0001`);
  expect(rows.map((r) => r.label)).toEqual([...rows.map((r) => r.label)].sort());
  expect(await search('building', `bulk ${marker} 00_1`)).toEqual([]);
  expect(await search('building', `bulk ${marker} %`)).toEqual([]);
});

it('a filter narrows the choices: the housing units of one building, by house number as people read them', async () => {
  // The street comes from the building (housing_fill_street).
  const rows = await search('housing', '', { building_id: lastId });
  expect(rows.map((r) => r.label)).toEqual(['1', '2', '10', '12', '12a', '120'].map((n) => `Eindstraat 1 ${n}`));
  expect(rows[0].detail).toBe(LAST);
  expect((await search('housing', '12', { building_id: lastId })).map((r) => r.label)).toEqual(['Eindstraat 1 12', 'Eindstraat 1 12a', 'Eindstraat 1 120']);
  expect(await search('housing', '12', { building_id: cafeId })).toEqual([]);
});

it('every kind answers through its view, and a chosen row is read by its id', async () => {
  for (const kind of Object.keys(REFERENCE_KINDS) as ReferenceKind[]) {
    const rows = await search(kind, '');
    expect({ kind, some: rows.length > 0 }).toEqual({ kind, some: true });
    const { view, columns } = REFERENCE_KINDS[kind];
    const { data, error } = await db.from(view).select(columns).eq('id', rows[0].id);
    expect(error).toBeNull();
    // A supplier is in supplier_type_choices once for each of its facility types.
    expect(data).toContainEqual(rows[0]);
  }
});

it('row-level security applies: with the anon key alone the views answer nothing', async () => {
  const anon = anonClient();
  for (const { view } of Object.values(REFERENCE_KINDS)) {
    const { data, error } = await anon.from(view).select('id');
    expect({ view, data: data ?? [], code: (error as { code?: string } | null)?.code }).toEqual({ view, data: [], code: '42501' });
  }
  const { rows } = await owner.query(
    `select c.relname from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'v' and c.relname like '%\\_choices'
       and not coalesce('security_invoker=true' = any (c.reloptions), false)`,
  );
  expect(rows).toEqual([]);
});

it("each view's search is its table's trigram index: the expression matches, so '%…%' never reads the whole table", async () => {
  const indexes: Record<ReferenceKind, string[]> = {
    building: ['buildings_search_trgm_idx'],
    space: ['spaces_search_trgm_idx'],
    housing: ['housing_search_trgm_idx'],
    supplier: ['suppliers_search_trgm_idx'],
    supplierOfType: ['suppliers_search_trgm_idx'],
    mechanic: ['mechanics_search_trgm_idx'],
    performer: ['mechanics_search_trgm_idx', 'suppliers_search_trgm_idx'],
    owner: ['owners_search_trgm_idx'],
    company: ['companies_search_trgm_idx'],
    keyCabinet: ['key_cabinets_search_trgm_idx'],
    key: ['keys_search_trgm_idx'],
    provision: ['technical_provisions_search_trgm_idx'],
  };
  await owner.query('begin');
  try {
    // Small test tables: a plan may read them whole, or walk another index; without those
    // choices only a bitmap scan is left, which needs an index whose expression matches.
    await owner.query('set local enable_seqscan = off; set local enable_indexscan = off; set local enable_indexonlyscan = off');
    for (const [kind, expected] of Object.entries(indexes) as [ReferenceKind, string[]][]) {
      const { rows } = await owner.query(`explain select id from public.${REFERENCE_KINDS[kind].view} where search ilike '%laatste%'`);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      for (const index of expected) expect({ kind, uses: plan.includes(index) }).toEqual({ kind, uses: true });
    }
  } finally {
    await owner.query('rollback');
  }
});

it('a search is planned for what was typed, also after five of them on one connection (no generic plan)', async () => {
  const { rows } = await owner.query(`select rolconfig from pg_roles where rolname = 'authenticated'`);
  expect(rows[0].rolconfig).toContain('plan_cache_mode=force_custom_plan');
});

