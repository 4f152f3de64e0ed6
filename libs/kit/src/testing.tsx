// Rendering for component tests of every remote: the app's providers, a router at
// a chosen URL, and the database's answers given up front (SWR fallback), so no
// request is made and the component works on that data as it would in the app.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@facility/runtime/router';
import { SWRConfig, unstable_serialize } from 'swr';
import { AppProviders } from '@facility/ui';
import { listKey } from './listQuery';
import { readListState, type ListState } from './listState';
import type { Resource } from './resource';

export type Answers = [key: readonly unknown[], data: unknown][];

export function renderWithData(ui: ReactElement, answers: Answers = [], { url = '/' }: { url?: string } = {}) {
  const fallback = Object.fromEntries(answers.map(([key, data]) => [unstable_serialize(key), data]));
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback, revalidateOnMount: false, revalidateOnFocus: false }}>
      <MemoryRouter initialEntries={[url]}>
        <AppProviders>{ui}</AppProviders>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** The answer to a list page's query at `url` (default: its first page): these rows, and `count` in all. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a resource of any table and form
export function listAnswer<Row>(resource: Resource<any, any, any, any>, rows: Row[], { url = '/', count = rows.length }: { url?: string; count?: number } = {}): Answers[number] {
  const state: ListState = readListState(new URL(url, 'http://localhost').searchParams, resource);
  return [listKey(resource, state), { rows, count }];
}
