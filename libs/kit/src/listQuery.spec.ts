import { createClient } from '@supabase/supabase-js';
import type { Db, From } from '@facility/data/records';
import { listQuery, searchFilter, sortColumn } from './listQuery';
import { defineResource } from './resource';

const spaces = defineResource({
  table: 'spaces',
  select: '*, building:buildings(id, name)',
  columns: [
    { key: 'building', label: 'Gebouw', sortBy: 'building_name' },
    { key: 'name', label: 'Naam', sortBy: 'name' },
  ],
  defaultSort: { key: 'building', direction: 'asc' },
  search: ['name', 'comments'],
  filter: (query) => query.gte('floor', 0),
  filters: [{ key: 'hoog', label: 'Hoog', apply: (query) => query.gt('floor', 10) }],
  texts: { title: 'Ruimtes', empty: '', loadError: '' },
  rowLabel: () => '',
});

const db = createClient('http://localhost:1', 'anon', { auth: { persistSession: false } }) as unknown as Db;
const from = db.from.bind(db) as From;

/** The request supabase-js would send (nothing is sent: the builder is never awaited). */
function request(state: Parameters<typeof listQuery>[2], first: number, last: number) {
  const builder = listQuery(from, spaces, state, first, last) as unknown as { url: URL; headers: Headers | Record<string, string> };
  const headers = builder.headers instanceof Headers ? Object.fromEntries(builder.headers) : builder.headers;
  return { params: Object.fromEntries(builder.url.searchParams), prefer: headers['Prefer'] ?? headers['prefer'] };
}

describe('the list query', () => {
  it('asks the database for one sorted page, its filter and the exact count', () => {
    const { params, prefer } = request({ sort: { key: 'building', direction: 'asc' }, q: '' }, 25, 49);
    expect(params).toEqual({
      select: '*,building:buildings(id,name)',
      floor: 'gte.0',
      order: 'building_name.asc,id.asc',
      offset: '25',
      limit: '25',
    });
    expect(prefer).toContain('count=exact');
  });

  it('searches the definition’s columns and sorts by the chosen one', () => {
    const { params } = request({ sort: { key: 'name', direction: 'desc' }, q: 'Dom' }, 0, 24);
    expect(params.or).toBe('(name.ilike."*Dom*",comments.ilike."*Dom*")');
    expect(params.order).toBe('name.desc,id.desc');
  });

  it('adds the filter the user switched on, and ignores one it does not know', () => {
    const on = new URLSearchParams();
    const builder = listQuery(from, spaces, { sort: { key: 'name', direction: 'asc' }, q: '', filter: 'hoog' }, 0, 24) as unknown as { url: URL };
    builder.url.searchParams.forEach((value, key) => on.append(key, value));
    expect(on.getAll('floor')).toEqual(['gte.0', 'gt.10']);
    expect(request({ sort: { key: 'name', direction: 'asc' }, q: '', filter: 'onbekend' }, 0, 24).params.floor).toBe('gte.0');
  });

  it('adds every filter field that is set, and an estimated count where the source asks for one', () => {
    const history = {
      ...spaces,
      count: 'estimated' as const,
      fields: [
        { key: 'etage', apply: (query: { eq: (c: string, v: string) => unknown }, value: string) => query.eq('floor', value) },
        { key: 'naam', apply: (query: { eq: (c: string, v: string) => unknown }, value: string) => query.eq('name', value) },
      ],
    };
    const builder = listQuery(from, history, { sort: { key: 'name', direction: 'asc' }, q: '', fields: { etage: '3' } }, 0, 24) as unknown as { url: URL; headers: Headers | Record<string, string> };
    expect(builder.url.searchParams.getAll('floor')).toEqual(['gte.0', 'eq.3']);
    expect(builder.url.searchParams.has('name')).toBe(false);
    const headers = builder.headers instanceof Headers ? Object.fromEntries(builder.headers) : builder.headers;
    expect(headers['Prefer'] ?? headers['prefer']).toContain('count=estimated');
  });

  it('takes commas, quotes, brackets, % and _ in a search literally', () => {
    expect(searchFilter(['name'], 'a,b "c" (d) 50%_x\\')).toBe('name.ilike."*a,b \\"c\\" (d) 50\\\\%\\\\_x\\\\\\\\*"');
  });

  it('orders by the default when the key is unknown, also by a column the list does not show', () => {
    expect(sortColumn(spaces, 'nonsense')).toBe('building_name');
    expect(sortColumn({ ...spaces, defaultSort: { key: 'created_at', direction: 'desc' } }, 'created_at')).toBe('created_at');
  });
});
