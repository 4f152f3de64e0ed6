// Deprecated: reads and writes go through reads.ts and writes.ts. Kept while the apps move over.
import useSWR, { mutate, type SWRConfiguration } from 'swr';
import { supabase, type Db } from './client';
import { unwrap, type QueryAnswer as Result } from './reads';

/**
 * SWR over supabase-js. The key is an array that starts with the table name, so
 * `refreshTable('tasks')` refreshes every list that shows tasks.
 */
export function useTableQuery<T>(
  key: readonly [string, ...unknown[]] | null,
  run: (db: Db) => PromiseLike<Result<T>>,
  config?: SWRConfiguration<T>,
) {
  return useSWR<T>(key, async () => unwrap(await run(supabase())), config);
}

/**
 * Exact row count of a table, fetched as a count only (no rows). `name` tells
 * filtered counts of one table apart in the cache.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useTableCount(table: string, name = 'all', filter?: (query: any) => any) {
  return useTableQuery<number>([table, 'count', name], async (db) => {
    const base = db.from(table as never).select('id', { count: 'exact', head: true });
    const { count, error } = await (filter ? filter(base) : base);
    return { data: count ?? 0, error };
  });
}

export function refreshTable(table: string) {
  return mutate((key) => Array.isArray(key) && key[0] === table);
}
