// Renders a component with the database's answers given up front (SWR fallback):
// no request is made (the supabase client is not even configured), and the component
// works on that data as it would in the app.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { AppProviders } from '@facility/ui';

export type Answers = [key: unknown[], data: unknown][];

export function renderWithData(ui: ReactElement, answers: Answers = []) {
  const fallback = Object.fromEntries(answers.map(([key, data]) => [unstable_serialize(key), data]));
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback, revalidateOnMount: false, revalidateOnFocus: false }}>
      <AppProviders>{ui}</AppProviders>
    </SWRConfig>,
  );
}
