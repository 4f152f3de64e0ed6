// /tasks fed from the SWR cache (no request; no supabase client is configured,
// so a request would fail the test).
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@facility/runtime/router';
import { SWRConfig, unstable_serialize } from 'swr';
import { AppProviders } from '@facility/ui';
import { listAnswer, renderWithData } from '@facility/kit/testing';
import TasksPage from './TasksPage';
import type { Task } from './taskRow';
import { openTasksList } from './useOpenTasks';

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

function renderPage(tasks: Task[], { url = '/tasks', count = tasks.length }: { url?: string; count?: number } = {}) {
  renderWithData(<TasksPage />, [listAnswer(openTasksList, tasks, { url, count })], { url });
}

const PAGE = 100;
const manyTasks = (from: number) => Array.from({ length: PAGE }, (_, i) => openTask(`Taak ${from + i}`, new Date().toISOString()));

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
  });

  it('shows 100 tasks a page, and the next page in the URL', async () => {
    renderPage(manyTasks(1), { count: 134 });
    expect(screen.getAllByRole('article')).toHaveLength(PAGE);
    expect(screen.getByText(/^1.100 van 134$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /vorige pagina/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /volgende pagina/i })).toBeEnabled();
  });

  it('shows the page the URL names', () => {
    renderPage(manyTasks(101).slice(0, 34), { url: '/tasks?page=2', count: 134 });
    expect(screen.getAllByRole('article')).toHaveLength(34);
    expect(screen.getByRole('article', { name: 'Taak 101' })).toBeInTheDocument();
    expect(screen.getByText(/^101.134 van 134$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /volgende pagina/i })).toBeDisabled();
  });

  it('asks the database for the tasks open now that have started, newest created first, 100 at a time', () => {
    const [[table, request]] = listAnswer(openTasksList, []);
    expect(table).toBe('tasks');
    const asked = decodeURIComponent(request as string);
    // Open and started are the database's computed fields, so the request is the same every minute.
    expect(asked).toContain('is_open=is.true');
    expect(asked).toContain('has_started=is.true');
    expect(asked).toContain('order=created_at.desc,id.desc');
    expect(asked).toContain('limit=100');
  });

  it('pages only when there are more than 100', () => {
    renderPage(manyTasks(1));
    expect(screen.getAllByRole('article')).toHaveLength(PAGE);
    expect(screen.queryByRole('button', { name: /volgende pagina/i })).not.toBeInTheDocument();
  });
});

describe('TasksPage when fetching the tasks fails', () => {
  /** The page with what SWR holds for the open tasks: maybe tasks loaded earlier, and the error of the last fetch. */
  function renderFailed(error: unknown, tasks?: Task[]) {
    const [key] = listAnswer(openTasksList, []);
    const cache = new Map([[unstable_serialize(key), { data: tasks && { rows: tasks, count: tasks.length }, error }]]);
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
