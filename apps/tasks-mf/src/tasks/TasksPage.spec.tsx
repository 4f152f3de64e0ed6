// /tasks fed from the SWR cache (no request; no supabase client is configured,
// so a request would fail the test).
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@facility/runtime/router';
import { SWRConfig, unstable_serialize } from 'swr';
import { AppProviders } from '@facility/ui';
import { renderWithData } from '@facility/kit/testing';
import TasksPage from './TasksPage';
import { OPEN_TASKS_LIMIT, type Task } from './useOpenTasks';

function openTask(title: string, createdAt: string): Task {
  return {
    id: title,
    title,
    comments: 'Alle armaturen testen.',
    created_at: createdAt,
    start_date: createdAt,
    end_date: null,
    hours_spent: 0,
    is_completed: false,
    completed_at: null,
    is_recurring: true,
    recurrence_pattern: 'weekly',
    recurrence_end_date: null,
    next_occurrence_at: null,
  };
}

function renderPage(tasks: Task[]) {
  renderWithData(<TasksPage />, [[['tasks', 'open'], tasks]]);
}

describe('TasksPage', () => {
  it('invites to add the first task when there are none, with a link to /new-task', () => {
    renderPage([]);
    expect(screen.getByRole('heading', { name: 'Openstaande Taken' })).toBeInTheDocument();
    expect(screen.getByText('Nog geen taken. Voeg hierboven je eerste taak toe!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuwe Taak' })).toHaveAttribute('href', '/new-task');
  });

  it('shows each task as a card with its duration in Dutch words and an unticked Voltooid toggle', () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000 - 60_000).toISOString();
    renderPage([openTask('Controle noodverlichting', threeDaysAgo)]);
    const card = screen.getByRole('article', { name: 'Controle noodverlichting' });
    expect(within(card).getByText('3 dagen')).toBeInTheDocument();
    expect(within(card).getByText('Wekelijks')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'Voltooid' })).not.toBeChecked();
    expect(screen.queryByText(/nieuwste openstaande taken/)).not.toBeInTheDocument();
  });

  it('says when the list is cut off at the limit', () => {
    const now = new Date().toISOString();
    renderPage(Array.from({ length: OPEN_TASKS_LIMIT }, (_, i) => openTask(`Taak ${i}`, now)));
    expect(screen.getAllByRole('article')).toHaveLength(OPEN_TASKS_LIMIT);
    expect(screen.getByText(`Alleen de ${OPEN_TASKS_LIMIT} nieuwste openstaande taken worden getoond.`)).toBeInTheDocument();
  });
});

describe('TasksPage when fetching the tasks fails', () => {
  /** The page with what SWR holds for the open tasks: maybe tasks loaded earlier, and the error of the last fetch. */
  function renderFailed(error: unknown, tasks?: Task[]) {
    const cache = new Map([[unstable_serialize(['tasks', 'open']), { data: tasks, error }]]);
    render(
      <SWRConfig value={{ provider: () => cache, revalidateOnMount: false, revalidateOnFocus: false }}>
        <MemoryRouter>
          <AppProviders>
            <TasksPage />
          </AppProviders>
        </MemoryRouter>
      </SWRConfig>,
    );
  }

  it("says so once, in place, with the spec's title, the Dutch reason and a retry; no toast as well", async () => {
    renderFailed({ code: '42501', message: 'permission denied for table tasks' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Fout bij ophalen taken');
    expect(alert).toHaveTextContent('Je hebt geen rechten voor deze actie. Log opnieuw in.');
    expect(within(alert).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(screen.getAllByText('Fout bij ophalen taken')).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Nog geen taken. Voeg hierboven je eerste taak toe!')).not.toBeInTheDocument();
  });

  it('keeps the tasks it loaded, below the error', () => {
    renderFailed({ message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' }, [openTask('Controle noodverlichting', new Date().toISOString())]);
    expect(screen.getByRole('alert')).toHaveTextContent('Geen verbinding met de server.');
    expect(screen.getByRole('article', { name: 'Controle noodverlichting' })).toBeInTheDocument();
  });
});
