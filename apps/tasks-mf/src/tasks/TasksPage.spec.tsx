// /tasks fed from the SWR cache (no request; no supabase client is configured,
// so a request would fail the test).
import { screen, within } from '@testing-library/react';
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
