import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionCancelled } from '@facility/data/records';
import { ToastProvider } from '../toast/ToastProvider';
import { useToastedAction } from './useToastedAction';

const MESSAGES = {
  success: { title: 'Opgeslagen' },
  failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het opslaan.' },
};

function SaveButton({ action }: { action: () => Promise<unknown> }) {
  const { run } = useToastedAction(action, MESSAGES);
  const [outcome, setOutcome] = useState('');
  return <button onClick={async () => setOutcome(String(await run()))}>Opslaan {outcome}</button>;
}

async function clickSave(action: () => Promise<unknown>) {
  render(
    <ToastProvider>
      <SaveButton action={action} />
    </ToastProvider>,
  );
  await act(() => userEvent.click(screen.getByRole('button')));
}

test('a failed action shows the red failure toast and reports failure', async () => {
  await clickSave(() => Promise.reject(new Error('boom')));
  expect(await screen.findByText('Er is een fout opgetreden bij het opslaan.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Opslaan false' })).toBeInTheDocument();
});

test('an action the user cancelled shows no toast and reports no success', async () => {
  await clickSave(() => Promise.reject(new ActionCancelled()));
  expect(await screen.findByRole('button', { name: 'Opslaan false' })).toBeInTheDocument();
  expect(screen.queryByText('Fout')).toBeNull();
  expect(screen.queryByText('Opgeslagen')).toBeNull();
});

test('a refused write names the rule it broke, in Dutch, on a page that had not loaded the rules texts', async () => {
  // This file imports only @facility/data/records, which leaves the catalogue out: the toast loads it.
  await clickSave(() =>
    Promise.reject({ code: '23514', message: 'new row for relation "tasks" violates check constraint "tasks_completed_at_matches"' }),
  );
  expect(await screen.findByText('Een voltooide taak heeft een voltooiingsmoment, een open taak niet.')).toBeInTheDocument();
});
