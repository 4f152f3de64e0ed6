// Sort, page and search of a list live in the URL (?sort=street.asc&page=2&q=…),
// so reload, back and a shared link keep them.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '@facility/runtime/router';
import type { SortDirection } from './resource';

export interface ListState {
  sort: { key: string; direction: SortDirection };
  /** 1-based. */
  page: number;
  q: string;
  /** The key of the filter switched on ('' for none). */
  filter: string;
  /** The values of the filter fields that are set, by key. */
  fields: Record<string, string>;
}

interface StateSource {
  columns?: readonly { key: string; sortBy?: string }[];
  defaultSort: ListState['sort'];
  filters?: readonly { key: string }[];
  fields?: readonly { key: string }[];
}

/** Reads the state from URL parameters; anything unknown falls back to the default. */
export function readListState(params: URLSearchParams, resource: StateSource): ListState {
  const [key, direction] = (params.get('sort') ?? '').split('.');
  const sortable = (resource.columns ?? []).some((c) => c.key === key && c.sortBy);
  const sort = sortable && (direction === 'asc' || direction === 'desc') ? { key, direction } : resource.defaultSort;
  const page = Number(params.get('page'));
  const filter = params.get('filter') ?? '';
  return {
    sort: sort as ListState['sort'],
    page: Number.isInteger(page) && page > 1 ? page : 1,
    q: (params.get('q') ?? '').trim(),
    filter: resource.filters?.some((f) => f.key === filter) ? filter : '',
    fields: Object.fromEntries((resource.fields ?? []).map((f) => [f.key, (params.get(f.key) ?? '').trim()]).filter(([, v]) => v)),
  };
}

/** Writes the state into a copy of `params`, leaving other parameters (e.g. ?tab=) as they are; defaults are left out. */
export function writeListState(params: URLSearchParams, state: ListState, resource: StateSource): URLSearchParams {
  const next = new URLSearchParams(params);
  const isDefault = state.sort.key === resource.defaultSort.key && state.sort.direction === resource.defaultSort.direction;
  setOrDelete(next, 'sort', isDefault ? '' : `${state.sort.key}.${state.sort.direction}`);
  setOrDelete(next, 'page', state.page > 1 ? String(state.page) : '');
  setOrDelete(next, 'q', state.q);
  setOrDelete(next, 'filter', state.filter);
  for (const field of resource.fields ?? []) setOrDelete(next, field.key, state.fields[field.key] ?? '');
  return next;
}

function setOrDelete(params: URLSearchParams, name: string, value: string) {
  if (value) params.set(name, value);
  else params.delete(name);
}

/** Clicking the sorted column toggles its direction; another column starts ascending. */
export function toggleSort(current: ListState['sort'], key: string): ListState['sort'] {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export interface ListStateOptions {
  /** false: the state is the component's own (a list inside a dialog), not the page's URL. */
  inUrl?: boolean;
}

type SetParams = (next: URLSearchParams, options?: { replace?: boolean }) => void;

/** The page's URL parameters, or parameters of the component's own. */
function useParams(inUrl: boolean): [URLSearchParams, SetParams] {
  const url = useSearchParams();
  const [own, setOwn] = useState(() => new URLSearchParams());
  return inUrl ? url : [own, (next) => setOwn(next)];
}

export function useListState(resource: StateSource, { inUrl = true }: ListStateOptions = {}) {
  const [params, setParams] = useParams(inUrl);
  const state = useMemo(() => readListState(params, resource), [params, resource]);
  // The router hands a functional update the params of the last render, so a search
  // firing after a header click, before the page re-rendered, would drop the new sort.
  // Each change builds on the latest params asked for, and on the state they say (a second
  // filter field chosen before the first re-rendered keeps the first); a render (back, a
  // link) resets them.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: (current: ListState) => Partial<ListState>, options?: { replace?: boolean }) => {
      const current = readListState(latest.current, resource);
      const next = writeListState(latest.current, { ...current, ...change(current) }, resource);
      latest.current = next;
      setParams(next, options);
    },
    [setParams, resource],
  );
  return {
    state,
    sortBy: (key: string) => update((current) => ({ sort: toggleSort(current.sort, key), page: 1 })),
    goToPage: (page: number, options?: { replace?: boolean }) => update(() => ({ page }), options),
    // Typing replaces the history entry: back goes to the list before the search, not letter by letter.
    search: (q: string) => update(() => ({ q: q.trim(), page: 1 }), { replace: true }),
    /** Switches a filter on, or off when it is the one that is on. */
    toggleFilter: (key: string) => update((current) => ({ filter: current.filter === key ? '' : key, page: 1 })),
    /** Sets a filter field ('' clears it). */
    setField: (key: string, value: string) => update((current) => ({ fields: { ...current.fields, [key]: value.trim() }, page: 1 }), { replace: true }),
  };
}
