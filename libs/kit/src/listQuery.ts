// The list's data, done by the database: filter, search, sort, one page, and the
// total count, through PostgREST. The browser never downloads the whole table.
import { readPage, type From } from '@facility/data/records';
import type { SortDirection } from './resource';
import type { ListState } from './listState';

/** What the list's query reads of a ListSource (or a Resource) of any table. */
export interface AnyListSource {
  table: string;
  select: string;
  columns?: readonly { key: string; sortBy?: string }[];
  defaultSort: { key: string; direction: SortDirection };
  search?: readonly string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed where the source is written (FilterBuilder of its table)
  filter?: (query: any) => unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- idem
  filters?: readonly { key: string; label: string; apply: (query: any) => unknown }[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- idem
  fields?: readonly { key: string; apply: (query: any, value: string) => unknown }[];
  count?: 'exact' | 'estimated';
  pageSize?: number;
}

export const DEFAULT_PAGE_SIZE = 25;

export function pageSizeOf(source: Pick<AnyListSource, 'pageSize'>) {
  return source.pageSize ?? DEFAULT_PAGE_SIZE;
}

/** A value for a PostgREST filter list: quoted, so commas, dots and brackets are text. */
function quoted(value: string) {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * PostgREST's or-filter searching `columns` for `q` anywhere, case-insensitively.
 * The user's % and _ are taken literally, not as wildcards.
 */
export function searchFilter(columns: readonly string[], q: string) {
  const literal = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return columns.map((column) => `${column}.ilike.${quoted(`*${literal}*`)}`).join(',');
}

/**
 * The database column a sort key orders by. The default sort may name a column the
 * table does not show (the spec's 'newest first' is `created_at`).
 */
export function sortColumn(source: AnyListSource, key: string): string {
  const byKey = (name: string) => source.columns?.find((c) => c.key === name && c.sortBy)?.sortBy;
  return byKey(key) ?? byKey(source.defaultSort.key) ?? source.defaultSort.key;
}

export type ListQueryState = Pick<ListState, 'sort' | 'q'> & Partial<Pick<ListState, 'filter' | 'fields'>>;

/** The part of the builder a list uses; the source's select and filters are typed where they are written. */
interface ListBuilder {
  or(filter: string): ListBuilder;
  order(column: string, options: { ascending: boolean }): ListBuilder;
  range(from: number, to: number): PromiseLike<{ data: unknown[] | null; error: unknown; count?: number | null }>;
}

type Filter = (query: ListBuilder) => ListBuilder;

/** The list's query for rows `first`..`last` (inclusive), with the exact count of all matching rows. */
export function listQuery(from: From, source: AnyListSource, state: ListQueryState, first: number, last: number) {
  let query = from(source.table as never).select(source.select, { count: source.count ?? 'exact' }) as unknown as ListBuilder;
  if (source.filter) query = (source.filter as unknown as Filter)(query);
  const chosen = state.filter ? source.filters?.find((f) => f.key === state.filter) : undefined;
  if (chosen) query = (chosen.apply as unknown as Filter)(query);
  for (const field of source.fields ?? []) {
    const value = state.fields?.[field.key];
    if (value) query = field.apply(query, value) as ListBuilder;
  }
  if (state.q && source.search?.length) query = query.or(searchFilter(source.search, state.q));
  // The id breaks ties, so rows with equal values keep their page; in the same
  // direction, so a descending sort reads its (column, id) index backwards.
  const ascending = state.sort.direction === 'asc';
  return query.order(sortColumn(source, state.sort.key), { ascending }).order('id', { ascending }).range(first, last);
}

/**
 * Every matching row in list order, fetched `batch` at a time (PostgREST answers at most 1,000
 * per request), until a batch comes back short: an estimated count may be too low or too high.
 */
export async function fetchAllRows<Row>(source: AnyListSource, state: ListQueryState, onProgress: (done: number, total: number) => void, batch = 1000): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const page = await readPage((from) => listQuery(from, source, state, rows.length, rows.length + batch - 1));
    rows.push(...(page.rows as Row[]));
    const done = page.rows.length < batch;
    onProgress(rows.length, done ? rows.length : Math.max(page.count, rows.length + 1));
    if (done) return rows;
  }
}
