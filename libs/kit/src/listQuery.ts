// The list's data, done by the database: filter, search, sort, one page, and the
// total count, through PostgREST. The browser never downloads the whole table.
import { unwrap, useTableQuery, type Db } from '@facility/data/records';
import type { FilterableQuery, Resource } from './resource';
import type { ListState } from './listState';

export interface ListPageData<Row> {
  rows: Row[];
  /** All rows matching the filter and search, not only this page. */
  count: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a resource of any table, row and form
type AnyResource = Resource<any, any, any, any>;

export const DEFAULT_PAGE_SIZE = 25;

export function pageSizeOf(resource: AnyResource) {
  return resource.pageSize ?? DEFAULT_PAGE_SIZE;
}

/** A value for a PostgREST filter list: quoted, so commas, dots and brackets are text. */
function quoted(value: string) {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * PostgREST's or-filter searching `columns` for `q` anywhere, case-insensitively.
 * The user's % and _ are taken literally, not as wildcards.
 */
export function searchFilter(columns: string[], q: string) {
  const literal = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return columns.map((column) => `${column}.ilike.${quoted(`*${literal}*`)}`).join(',');
}

/**
 * The database column a sort key orders by. The default sort may name a column the
 * table does not show (the spec's 'newest first' is `created_at`).
 */
export function sortColumn(resource: AnyResource, key: string) {
  const byKey = (name: string) => resource.columns.find((c) => c.key === name && c.sortBy)?.sortBy;
  return byKey(key) ?? byKey(resource.defaultSort.key) ?? resource.defaultSort.key;
}

/** The list's query for rows `from`..`to` (inclusive), with the exact count of all matching rows. */
export function listQuery(db: Db, resource: AnyResource, state: Pick<ListState, 'sort' | 'q'> & Partial<Pick<ListState, 'filter'>>, from: number, to: number) {
  // supabase-js cannot type a select string it does not see literally; the resource's Row type describes the answer.
  let query = db.from(resource.table).select(resource.select, { count: 'exact' }) as unknown as FilterableQuery & {
    or(filter: string): typeof query;
    order(column: string, options: { ascending: boolean }): typeof query;
    range(from: number, to: number): PromiseLike<{ data: unknown[] | null; error: unknown; count: number | null }>;
  };
  if (resource.filter) query = resource.filter(query);
  const chosen = state.filter ? resource.filters?.find((f: { key: string }) => f.key === state.filter) : undefined;
  if (chosen) query = chosen.apply(query);
  if (state.q && resource.search?.length) query = query.or(searchFilter(resource.search, state.q));
  // The id breaks ties, so rows with equal values keep their page; in the same
  // direction, so a descending sort reads its (column, id) index backwards.
  const ascending = state.sort.direction === 'asc';
  return query.order(sortColumn(resource, state.sort.key), { ascending }).order('id', { ascending }).range(from, to);
}

const BEYOND_LAST_PAGE = 'PGRST103';

/** One page of the list. A page past the end (rows deleted meanwhile) answers no rows and the count. */
export async function fetchListPage<Row>(db: Db, resource: AnyResource, state: ListState): Promise<ListPageData<Row>> {
  const size = pageSizeOf(resource);
  const from = (state.page - 1) * size;
  const result = await listQuery(db, resource, state, from, from + size - 1);
  if ((result.error as { code?: string } | null)?.code === BEYOND_LAST_PAGE) {
    const all = await listQuery(db, resource, state, 0, 0);
    unwrap(all);
    return { rows: [], count: all.count ?? 0 };
  }
  return { rows: unwrap(result) as Row[], count: result.count ?? 0 };
}

/** The key starts with the table name, so saving a row of that table refreshes the list. */
export function listKey(resource: AnyResource, state: ListState) {
  return [resource.table, 'list', resource.texts.title, state.sort.key, state.sort.direction, state.page, state.q, state.filter] as const;
}

export function useListQuery<Row>(resource: AnyResource, state: ListState) {
  // The previous page stays on screen while the next loads: no flicker.
  return useTableQuery(listKey(resource, state), (db) => fetchListPage<Row>(db, resource, state).then((data) => ({ data, error: null })), {
    keepPreviousData: true,
  });
}

/** Every matching row in list order, fetched `batch` at a time (PostgREST answers at most 1,000 per request). */
export async function fetchAllRows<Row>(
  db: Db,
  resource: AnyResource,
  state: Pick<ListState, 'sort' | 'q'> & Partial<Pick<ListState, 'filter'>>,
  onProgress: (done: number, total: number) => void,
  batch = 1000,
): Promise<Row[]> {
  const rows: Row[] = [];
  let total = Infinity;
  while (rows.length < total) {
    const result = await listQuery(db, resource, state, rows.length, rows.length + batch - 1);
    const page = unwrap(result) as Row[];
    total = result.count ?? 0;
    rows.push(...page);
    onProgress(rows.length, total);
    if (page.length === 0) break;
  }
  return rows;
}
