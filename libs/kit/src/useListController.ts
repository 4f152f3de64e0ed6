// The headless list: rows of one page, the total, sort, page, search and filter
// (in the URL, or kept by the component), refresh. ListPage draws it as a table;
// a page that is not a table (cards, a day's tasks) draws it its own way.
import { useEffect } from 'react';
import { usePage, useCount, type From } from '@facility/data/records';
import { useListState, type ListStateOptions } from './listState';
import { listQuery, pageSizeOf, type AnyListSource } from './listQuery';

export interface ListController<Row> extends ReturnType<typeof useListState> {
  /** The rows of this page (the previous page's stay while the next loads). */
  rows: Row[];
  /** All rows matching the filter and search, not only this page. */
  count: number;
  /** Whether anything was answered yet. */
  loaded: boolean;
  isLoading: boolean;
  isValidating: boolean;
  error: unknown;
  pageSize: number;
  lastPage: number;
  refresh: () => void;
}

/** The list of `source` as the database sorts, pages, searches and counts it. */
export function useListController<Row>(source: AnyListSource, options?: ListStateOptions): ListController<Row> {
  const list = useListState(source, options);
  const { state, goToPage } = list;
  const pageSize = pageSizeOf(source);
  const first = (state.page - 1) * pageSize;
  const { data, error, isLoading, isValidating, mutate } = usePage((from) => listQuery(from, source, state, first, first + pageSize - 1));
  const count = data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  const beyondEnd = Boolean(data && data.rows.length === 0 && data.count > 0 && state.page > lastPage);
  useEffect(() => {
    // Rows were deleted meanwhile, or an old link: show the last page there is.
    if (beyondEnd) goToPage(lastPage, { replace: true });
  }, [beyondEnd, lastPage, goToPage]);
  return {
    ...list,
    rows: (data?.rows ?? []) as Row[],
    count,
    loaded: data !== undefined,
    isLoading,
    isValidating,
    error,
    pageSize,
    lastPage,
    refresh: () => void mutate(),
  };
}

type SourceFilter = NonNullable<AnyListSource['filters']>[number];

/** The count-only query of the rows a filter of the list has. */
export const filterCountQuery = (source: AnyListSource, filter: SourceFilter) => (from: From) => {
  let query: unknown = from(source.table as never).select('id', { count: 'exact', head: true });
  if (source.filter) query = source.filter(query);
  return filter.apply(query) as PromiseLike<{ data: null; error: unknown; count: number | null }>;
};

/** How many rows a filter of the list has ('Te laat (3)'), asked as a count only. */
export function useFilterCount(source: AnyListSource, filter: SourceFilter) {
  return useCount(filterCountQuery(source, filter)).data;
}
