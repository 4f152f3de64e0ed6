// The list-page kit's queries against real PostgREST, through the data seam as the
// pages run them: sort, pages, search and count are done by the database.
import { setSupabaseClient } from '@facility/runtime';
import { readPage } from '@facility/data/records';
import { fetchAllRows, listQuery } from '@facility/kit/query';
import { deleteEach, userClient, type Db } from './helpers';

const marker = `lijst-${Date.now().toString(36)}`;

const resource = {
  table: 'spaces',
  select: 'id, name, floor, building:buildings(name)',
  columns: [
    { key: 'building', label: 'Gebouw', sortBy: 'building_name' },
    { key: 'name', label: 'Naam', sortBy: 'name' },
    { key: 'floor', label: 'Etage', sortBy: 'floor' },
  ],
  defaultSort: { key: 'building', direction: 'asc' as const },
  search: ['name', 'comments'],
  pageSize: 2,
  texts: { title: 'Ruimtes', empty: '', loadError: '' },
  rowLabel: () => '',
};

interface Row {
  id: string;
  name: string;
  floor: number;
  building: { name: string };
}

let db: Db;
const buildingIds: string[] = [];

const page = (sort: { key: string; direction: 'asc' | 'desc' }, pageNo = 1, q = marker) => {
  const first = (pageNo - 1) * resource.pageSize;
  return readPage((from) => listQuery(from, resource, { sort, q, filter: '' }, first, first + resource.pageSize - 1)) as Promise<{ rows: Row[]; count: number }>;
};

beforeAll(async () => {
  db = await userClient();
  // The page's one client, as the shell's configureSupabase leaves it: the seam reads through it.
  setSupabaseClient(db);
  for (const name of [`Z ${marker}`, `A ${marker}`]) {
    const { data, error } = await db.from('buildings').insert({ name, street: 'Lijststraat 1', city: 'Utrecht', floors: 5 }).select('id').single();
    if (error) throw error;
    buildingIds.push(data.id);
  }
  const [z, a] = buildingIds;
  const { error } = await db.from('spaces').insert([
    { building_id: z, name: `${marker} kelder`, floor: 0 },
    { building_id: a, name: `${marker} zolder`, floor: 4 },
    { building_id: z, name: `${marker} 50%_korting`, floor: 2 },
    { building_id: a, name: `${marker} 50 procent`, floor: 1, comments: 'ruim, "licht"' },
    { building_id: a, name: `${marker} hal`, floor: 3 },
  ]);
  if (error) throw error;
});

afterAll(async () => {
  await deleteEach(db, 'spaces', 'building_id', buildingIds);
  await deleteEach(db, 'buildings', 'id', buildingIds);
});

describe('list queries on the real database', () => {
  it('count all matching rows and answer one page of them', async () => {
    const first = await page({ key: 'name', direction: 'asc' });
    expect(first.count).toBe(5);
    expect(first.rows.map((r) => r.name)).toEqual([`${marker} 50 procent`, `${marker} 50%_korting`]);
    const third = await page({ key: 'name', direction: 'asc' }, 3);
    expect(third.rows.map((r) => r.name)).toEqual([`${marker} zolder`]);
  });

  it('sort by the building’s name (its copy on the space), each building’s rows in a stable order', async () => {
    const all = await fetchAllRows<Row>(resource, { sort: { key: 'building', direction: 'asc' }, q: marker }, () => undefined, 2);
    expect(all.map((r) => r.building.name)).toEqual([`A ${marker}`, `A ${marker}`, `A ${marker}`, `Z ${marker}`, `Z ${marker}`]);
    const desc = await page({ key: 'building', direction: 'desc' });
    expect(desc.rows.map((r) => r.building.name)).toEqual([`Z ${marker}`, `Z ${marker}`]);
  });

  it('pages follow each other without gaps or repeats, also with equal sort values', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => page({ key: 'building', direction: 'asc' }, n)));
    const ids = pages.flatMap((p) => p.rows.map((r) => r.id));
    expect(new Set(ids).size).toBe(5);
  });

  it('sort numbers as numbers and toggle the direction', async () => {
    const all = await fetchAllRows<Row>(resource, { sort: { key: 'floor', direction: 'desc' }, q: marker }, () => undefined, 2);
    expect(all.map((r) => r.floor)).toEqual([4, 3, 2, 1, 0]);
  });

  it('search any searched column, taking % and _ and quotes literally', async () => {
    expect((await page({ key: 'name', direction: 'asc' }, 1, `${marker} 50%_`)).rows.map((r) => r.name)).toEqual([`${marker} 50%_korting`]);
    expect((await page({ key: 'name', direction: 'asc' }, 1, `${marker} 50_`)).count).toBe(0);
    expect((await page({ key: 'name', direction: 'asc' }, 1, 'ruim, "licht"')).rows.map((r) => r.name)).toEqual([`${marker} 50 procent`]);
  });

  it('report the progress of a full fetch and end with every row', async () => {
    const progress: [number, number][] = [];
    const all = await fetchAllRows<Row>(resource, { sort: { key: 'name', direction: 'asc' }, q: marker }, (done, total) => progress.push([done, total]), 2);
    expect(all).toHaveLength(5);
    expect(progress).toEqual([[2, 5], [4, 5], [5, 5]]);
  });

  it('answer a page past the end with no rows and the count, instead of an error', async () => {
    expect(await page({ key: 'name', direction: 'asc' }, 9)).toEqual({ rows: [], count: 5 });
  });
});
