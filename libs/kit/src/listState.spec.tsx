import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from '@facility/runtime/router';
import { readListState, toggleSort, useListState, writeListState } from './listState';

const resource = {
  columns: [
    { key: 'street', label: 'Straat', sortBy: 'street' },
    { key: 'status', label: 'Status', sortBy: 'status' },
    { key: 'comments', label: 'Opmerkingen' },
  ],
  defaultSort: { key: 'street', direction: 'asc' as const },
  filters: [{ key: 'late' }],
};

const read = (query: string) => readListState(new URLSearchParams(query), resource);

describe('list state in the URL', () => {
  it('reads sort, page and search', () => {
    expect(read('sort=status.desc&page=3&q=%20Dom%20')).toEqual({ sort: { key: 'status', direction: 'desc' }, page: 3, q: 'Dom', filter: '', fields: {} });
  });

  it('falls back to the default for what it does not know', () => {
    expect(read('')).toEqual({ sort: { key: 'street', direction: 'asc' }, page: 1, q: '', filter: '', fields: {} });
    expect(read('sort=comments.asc&page=-2').sort).toEqual({ key: 'street', direction: 'asc' });
    expect(read('sort=status.sideways&page=1.5&filter=unknown')).toEqual({ sort: { key: 'street', direction: 'asc' }, page: 1, q: '', filter: '', fields: {} });
  });

  it('writes only what differs from the default, and keeps other parameters', () => {
    const params = writeListState(new URLSearchParams('tab=buildings&page=4'), { sort: { key: 'street', direction: 'asc' }, page: 1, q: '', filter: '', fields: {} }, resource);
    expect(params.toString()).toBe('tab=buildings');
    const next = writeListState(params, { sort: { key: 'status', direction: 'asc' }, page: 2, q: 'a b', filter: 'late', fields: {} }, resource);
    expect(next.toString()).toBe('tab=buildings&sort=status.asc&page=2&q=a+b&filter=late');
    expect(readListState(next, resource)).toEqual({ sort: { key: 'status', direction: 'asc' }, page: 2, q: 'a b', filter: 'late', fields: {} });
  });

  it('reads and writes the filter fields by their keys, leaving out the empty ones', () => {
    const withFields = { ...resource, fields: [{ key: 'soort' }, { key: 'van' }] };
    const state = readListState(new URLSearchParams('soort=spaces&van=&tab=x'), withFields);
    expect(state.fields).toEqual({ soort: 'spaces' });
    const next = writeListState(new URLSearchParams('tab=x&van=2026-01-01'), { ...state, fields: { soort: 'keys' } }, withFields);
    expect(next.toString()).toBe('tab=x&soort=keys');
  });

  it('toggles the direction on the sorted column; another column starts ascending', () => {
    expect(toggleSort({ key: 'street', direction: 'asc' }, 'street')).toEqual({ key: 'street', direction: 'desc' });
    expect(toggleSort({ key: 'street', direction: 'desc' }, 'street')).toEqual({ key: 'street', direction: 'asc' });
    expect(toggleSort({ key: 'street', direction: 'desc' }, 'status')).toEqual({ key: 'status', direction: 'asc' });
  });
});

describe('useListState', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/list?tab=a']}>{children}</MemoryRouter>;

  it('keeps a header click when a search arrives before the page re-rendered', () => {
    const { result } = renderHook(() => ({ list: useListState(resource), location: useLocation() }), { wrapper });
    const { list } = result.current;
    act(() => {
      list.sortBy('status');
      list.search('Dom');
    });
    expect(result.current.location.search).toBe('?tab=a&sort=status.asc&q=Dom');
    expect(result.current.list.state).toMatchObject({ sort: { key: 'status', direction: 'asc' }, q: 'Dom' });
  });

  it('keeps a filter field chosen just before another, and a sort clicked twice before a render', () => {
    const withFields = { ...resource, fields: [{ key: 'soort' }, { key: 'actie' }] };
    const { result } = renderHook(() => ({ list: useListState(withFields), location: useLocation() }), { wrapper });
    const { list } = result.current;
    act(() => {
      list.setField('soort', 'spaces');
      list.setField('actie', 'delete');
      list.sortBy('status');
      list.sortBy('status');
      list.toggleFilter('late');
      list.toggleFilter('late');
    });
    expect(result.current.location.search).toBe('?tab=a&soort=spaces&actie=delete&sort=status.desc');
  });

  it('builds on the URL a link or back button brought', () => {
    const { result } = renderHook(() => ({ list: useListState(resource), location: useLocation(), navigate: useNavigate() }), { wrapper });
    act(() => result.current.list.sortBy('status'));
    act(() => result.current.navigate('/list?tab=b&page=2'));
    act(() => result.current.list.search('x'));
    expect(result.current.location.search).toBe('?tab=b&q=x');
  });
});
