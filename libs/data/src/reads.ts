// The one way to read: a query built on the typed `from` of the generated Database,
// run through SWR. The cache key is the query itself (its table, filters, order,
// range and count), so equal queries share one entry and a write to a table
// refreshes every read of it (refreshTables in writes.ts).
import useSWR, { type SWRConfiguration } from 'swr';
import { supabase, type Db } from './client';
import type { FunctionArgs, FunctionName, FunctionResult } from './schemaNames';

/** The typed `from` of the database: `from('spaces').select('id, name').order('name')`. */
export type From = Db['from'];

/** What a built query answers (a supabase-js builder is a thenable of this). */
export interface QueryAnswer<T = unknown> {
  data: T | null;
  error: unknown;
  count?: number | null;
}

export type Query<T = unknown> = PromiseLike<QueryAnswer<T>>;

/** The data a built query answers, as the builder types it. */
export type AnswerOf<Q> = Q extends PromiseLike<QueryAnswer<infer T>> ? NonNullable<T> : never;

/** A page of rows and how many match in all (`select(…, { count: 'exact' })`). */
export interface Page<Row> {
  rows: Row[];
  count: number;
}

export type QueryKey = readonly [source: string, request: string];

interface BuilderInternals {
  url: URL;
  method: string;
  headers: Headers | Record<string, string>;
}

/** The cache key of a built query: the table (or view, or function) and the request itself. */
export function queryKey(query: object): QueryKey {
  // supabase-js keeps the request on the builder; it is not part of its typed API.
  const { url, method, headers } = query as unknown as BuilderInternals;
  const path = url.pathname.replace(/^.*\/rest\/v1\//, '');
  const source = decodeURIComponent(path.replace(/^rpc\//, ''));
  const prefer = headers instanceof Headers ? headers.get('Prefer') : headers?.Prefer;
  return [source, `${method} ${path}${url.search}${prefer ? ` ${prefer}` : ''}`];
}

/** Data of an answer, throwing its error so SWR and callers see it. */
export function unwrap<T>(answer: QueryAnswer<T>): T {
  if (answer.error) throw answer.error;
  return answer.data as T;
}

function from(): From {
  const db = supabase();
  return db.from.bind(db) as From;
}

/**
 * Builds a query on `from`. It is built again at every render and its request is
 * its cache key, so it must come out the same each time: a moment in it is taken
 * to the day, never `new Date()` as it is; "now" is the database's (a computed field
 * such as tasks.is_open compares with now() when asked).
 */
export type Build<Q> = (from: From) => Q;

/** Runs a read once (a CSV export's batches, a look-up before a write). */
export async function readRows<Q extends Query>(build: Build<Q>): Promise<AnswerOf<Q>> {
  return unwrap(await build(from())) as AnswerOf<Q>;
}

/** Runs a counted read once: its rows and the count of all that match. */
export function readPage<Q extends Query>(build: Build<Q>): Promise<Page<ElementOf<AnswerOf<Q>>>> {
  return pageOf(build(from()), build);
}

type ElementOf<T> = T extends readonly (infer E)[] ? E : T;

function useQuery<Q extends Query, T>(build: Build<Q> | null, run: (query: Q) => Promise<T>, config?: SWRConfiguration<T>) {
  const query = build ? build(from()) : null;
  const key = query ? queryKey(query) : null;
  // Each render's builder runs its own request; SWR keeps the newest fetcher.
  return useSWR<T>(key, () => run(query as Q), config);
}

/** Reads rows (or one row with `.single()`/`.maybeSingle()`); `null` asks nothing yet. */
export function useRows<Q extends Query>(build: Build<Q> | null, config?: SWRConfiguration<AnswerOf<Q>>) {
  return useQuery(build, async (query) => unwrap(await query) as AnswerOf<Q>, config);
}

const BEYOND_LAST_PAGE = 'PGRST103';

/** A page past the end (rows deleted meanwhile, an old link) answers no rows and the count. */
async function pageOf<Row>(query: Query, build: Build<Query>): Promise<Page<Row>> {
  const answer = await query;
  if ((answer.error as { code?: string } | null)?.code === BEYOND_LAST_PAGE) {
    // The builder's range can be set again: the first row only, for the count.
    const first = await (build(from()) as unknown as { range(from: number, to: number): Query }).range(0, 0);
    unwrap(first);
    return { rows: [], count: first.count ?? 0 };
  }
  return { rows: unwrap(answer) as Row[], count: answer.count ?? 0 };
}

/** Reads one page of rows with the count of all that match; the previous page stays while the next loads. */
export function usePage<Q extends Query>(build: Build<Q> | null, config?: SWRConfiguration<Page<ElementOf<AnswerOf<Q>>>>) {
  return useQuery(build, (query) => pageOf<ElementOf<AnswerOf<Q>>>(query, build as Build<Query>), { keepPreviousData: true, ...config });
}

/** How many rows a query matches, asked as a count only (no rows): `from('keys').select('id', { count: 'exact', head: true })`. */
export function useCount<Q extends Query>(build: Build<Q> | null, config?: SWRConfiguration<number>) {
  return useQuery(
    build,
    async (query) => {
      const answer = await query;
      unwrap(answer);
      return answer.count ?? 0;
    },
    config,
  );
}

/**
 * Reads what a database function returns, called with GET (so it may change nothing):
 * `useFunctionRows('due_per_month', {})`. Its key is the request, as a table read's is; a
 * write that changes what it computes names the function in `refreshes`. `null` asks nothing yet.
 */
export function useFunctionRows<F extends FunctionName>(name: F, args: FunctionArgs<F> | null, config?: SWRConfiguration<FunctionResult<F>>) {
  const build = args ? () => supabase().rpc(name, args as never, { get: true }) as unknown as Query<FunctionResult<F>> : null;
  return useQuery(build, async (query) => unwrap(await query) as FunctionResult<F>, config);
}

/** Reads JSON that is not in the database (the remotes' manifest on the CDN), with the same cache; `missing` answers a 404. */
export function useJson<T>(url: string | null, { missing, ...config }: SWRConfiguration<T> & { missing?: T } = {}) {
  return useSWR<T>(
    url ? ['json', url] : null,
    async () => {
      const response = await fetch(url as string, { cache: 'no-store' });
      if (response.status === 404 && missing !== undefined) return missing;
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as T;
    },
    config,
  );
}
