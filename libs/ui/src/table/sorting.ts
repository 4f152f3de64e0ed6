import { useState } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** Clicking the sorted column toggles its direction; another column starts ascending. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export type SortValue = string | number | null | undefined;

const collator = new Intl.Collator('nl-NL', { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  if (a == null || a === '') return b == null || b === '' ? 0 : 1;
  if (b == null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Sorts a copy; empty values always go last. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va == null || va === '' || vb == null || vb === '') return compare(va, vb);
    return sign * compare(va, vb);
  });
}

export function useSort<K extends string>(initial: SortState<K>) {
  const [sort, setSort] = useState(initial);
  return { sort, toggle: (key: K) => setSort((current) => nextSort(current, key)) };
}
