// Rendering for component tests of every remote: the app's providers, a router at
// a chosen URL, and the database's answers given up front (SWR fallback), so no
// request is made and the component works on that data as it would in the app.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@facility/runtime/router';
import { SWRConfig, unstable_serialize } from 'swr';
import { AppProviders } from '@facility/ui';
import { referenceKey, referenceSearchKey, type ReferenceFilter, type ReferenceKind } from '@facility/data';
import { configureSupabase, queryKey, supabase, type Build, type From, type FunctionArgs, type FunctionName, type Page } from '@facility/data/records';
import { listQuery, pageSizeOf, type AnyListSource } from './listQuery';
import { readListState } from './listState';
import { filterCountQuery } from './useListController';

export type Answers = [key: readonly unknown[], data: unknown][];

/** The page's client, pointing nowhere: queries are built (their keys), never sent. */
function testFrom(): From {
  try {
    supabase();
  } catch {
    configureSupabase({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'test' });
  }
  const db = supabase();
  return db.from.bind(db) as From;
}

export function renderWithData(ui: ReactElement, answers: Answers = [], { url = '/' }: { url?: string } = {}) {
  testFrom();
  const fallback = Object.fromEntries(answers.map(([key, data]) => [unstable_serialize(key), data]));
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback, revalidateOnMount: false, revalidateOnFocus: false }}>
      <MemoryRouter initialEntries={[url]}>
        <AppProviders>{ui}</AppProviders>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** The answer to a query a component reads (useRows, useCount, usePage): what the database would send. */
export function answerTo<Q>(build: Build<Q>, data: unknown): Answers[number] {
  return [queryKey(build(testFrom()) as object), data];
}

/** The answer to a database function a component reads (useFunctionRows): what it would return for these arguments. */
export function functionAnswer<F extends FunctionName>(name: F, args: FunctionArgs<F>, data: unknown): Answers[number] {
  testFrom();
  return [queryKey(supabase().rpc(name, args as never, { get: true })), data];
}

/** The answer to a list's query at `url` (default: its first page): these rows, and `count` in all. */
export function listAnswer<Row>(source: AnyListSource, rows: Row[], { url = '/', count = rows.length }: { url?: string; count?: number } = {}): Answers[number] {
  const state = readListState(new URL(url, 'http://localhost').searchParams, source);
  const size = pageSizeOf(source);
  const first = (state.page - 1) * size;
  const page: Page<Row> = { rows, count };
  return answerTo((from) => listQuery(from, source, state, first, first + size - 1), page);
}

/** The count of a filter of the list ('Te laat (3)'). */
export function filterCountAnswer(source: AnyListSource, key: string, count: number): Answers[number] {
  const filter = source.filters?.find((f) => f.key === key);
  if (!filter) throw new Error(`No filter ${key}`);
  return answerTo(filterCountQuery(source, filter), count);
}

/** A row a reference field (ReferenceInput) offers: its id and label, and what its kind reads besides (a building's floors). */
export type ReferenceRow = { id: string; label: string; detail?: string | null } & Record<string, unknown>;

/**
 * What a reference field of `kind` finds for `q` (default: nothing typed yet, as when it
 * opens), within `filter`: these rows; each of them by its id (the chosen row), and all of
 * them by their ids in this order (the chosen rows of a field of several).
 */
export function referenceAnswers(kind: ReferenceKind, rows: ReferenceRow[], { q = '', filter, more = false }: { q?: string; filter?: ReferenceFilter; more?: boolean } = {}): Answers {
  const choices = rows.map((row) => ({ detail: null, ...row }));
  const key = referenceSearchKey(kind, q, filter);
  if (!key) throw new Error(`A filter without its value asks nothing: ${JSON.stringify(filter)}`);
  return [
    [key, { choices, more }],
    ...choices.map((choice): Answers[number] => [referenceKey(kind, choice.id), choice]),
    [referenceKey(kind, choices.map((choice) => choice.id)), choices],
  ];
}
