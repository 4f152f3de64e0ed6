// The calendar fed from the SWR cache (no request is made): the tasks of the
// visible month, as the database would answer. No supabase client is configured:
// a request would fail the test, so the reading's save and the task's completion are stand-ins.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format, isSameMonth, setHours } from 'date-fns';
import { nl } from 'date-fns/locale';
import { SWRConfig, unstable_serialize } from 'swr';
import { MemoryRouter } from '@facility/runtime/router';
import { AppProviders } from '@facility/ui';
import { answerTo, renderWithData } from '@facility/kit/testing';
import { UserError } from '@facility/data/records';
import CalendarPage from './CalendarPage';
import { calendarTasks } from './useCalendarTasks';
import { READING_SAVE_FAILED, saveMeterReading, UTILITY_NOT_FOUND } from './saveMeterReading';
import { setTaskCompleted } from '../tasks/taskCompletion';
import type { Task } from '../tasks/taskRow';

jest.mock('./saveMeterReading', () => ({ ...jest.requireActual('./saveMeterReading'), saveMeterReading: jest.fn() }));
jest.mock('../tasks/taskCompletion', () => ({ ...jest.requireActual('../tasks/taskCompletion'), setTaskCompleted: jest.fn() }));
const saveReading = jest.mocked(saveMeterReading);
const completeTask = jest.mocked(setTaskCompleted);
beforeEach(() => jest.resetAllMocks());

function task(title: string, start: Date, extra: Partial<Task> = {}): Task {
  return {
    id: title,
    title,
    comments: null,
    created_at: start.toISOString(),
    start_date: start.toISOString(),
    end_date: null,
    hours_spent: 0,
    is_completed: false,
    completed_at: null,
    is_recurring: false,
    recurrence_pattern: null,
    recurrence_end_date: null,
    next_occurrence_at: null,
    ...extra,
  };
}

function renderCalendar(tasks: Task[]) {
  renderWithData(<CalendarPage />, [answerTo(calendarTasks(new Date()), tasks)]);
  return userEvent.setup();
}

const heading = (day: Date) => `Taken op ${format(day, 'EEEE d MMMM yyyy', { locale: nl })}`;
const dayCell = (day: Date) => screen.getByRole('gridcell', { name: String(day.getDate()) });

describe('CalendarPage', () => {
  it('starts its weeks on Sunday, with Dutch weekday abbreviations', () => {
    renderCalendar([]);
    const names = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(names).toEqual(['Zo', 'Ma', 'Di', 'Wo', 'Do', 'Vr', 'Za']);
  });

  it('shows today by default and says so when nothing is planned', () => {
    renderCalendar([]);
    expect(screen.getByRole('heading', { name: heading(new Date()) })).toBeInTheDocument();
    expect(screen.getByText('Geen taken gepland voor deze dag')).toBeInTheDocument();
  });

  it('lists the tasks of the selected day, completed ones as Voltooid, open meter readings with their button', () => {
    const today = setHours(new Date(), 0);
    renderCalendar([
      task('Meteropname: Water (Hoofdmeter)', today),
      task('Filters vervangen', today, { is_completed: true, completed_at: new Date().toISOString() }),
      task('Meteropname: Gas (oud)', today, { is_completed: true, completed_at: new Date().toISOString() }),
    ]);
    const items = within(screen.getByRole('list', { name: 'Taken van de dag' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const item = (title: string) => items.find((li) => li.textContent?.includes(title)) as HTMLElement;
    expect(within(item('Meteropname: Water')).getByRole('button', { name: 'Meterstand invoeren' })).toBeInTheDocument();
    expect(within(item('Filters vervangen')).getByText('Voltooid')).toBeInTheDocument();
    expect(within(item('Meteropname: Gas')).queryByRole('button', { name: 'Meterstand invoeren' })).not.toBeInTheDocument();
  });

  it('marks days with tasks with a dot, and an empty day says so when selected', async () => {
    const today = new Date();
    const other = [addDays(today, 1), addDays(today, -1)].find((day) => isSameMonth(day, today)) as Date;
    const user = renderCalendar([task('Rondgang', setHours(today, 0))]);
    expect(dayCell(today).closest('[data-has-tasks]')).not.toBeNull();
    expect(dayCell(other).closest('[data-has-tasks]')).toBeNull();
    await user.click(dayCell(other));
    expect(screen.getByRole('heading', { name: heading(other) })).toBeInTheDocument();
    expect(screen.getByText('Geen taken gepland voor deze dag')).toBeInTheDocument();
    expect(screen.queryByText('Rondgang')).not.toBeInTheDocument();
  });

  it("puts a day's dot inside its own cell, centred under its number", () => {
    const today = new Date();
    const other = [addDays(today, 1), addDays(today, -1)].find((day) => isSameMonth(day, today)) as Date;
    renderCalendar([task('Rondgang', setHours(today, 0))]);
    const cell = dayCell(today);
    const dot = cell.querySelector('[data-task-dot]') as HTMLElement;
    // Inside the day's own cell (not a badge on its corner, between two days), hidden from screen readers.
    expect(dot).not.toBeNull();
    expect(dot).toHaveAttribute('aria-hidden', 'true');
    expect(cell).toHaveTextContent(String(today.getDate()));
    expect(dayCell(other).querySelector('[data-task-dot]')).toBeNull();
    // Centred horizontally on the cell, at its bottom: under the number.
    expect(getComputedStyle(cell).position).toBe('relative');
    expect(dot).toHaveStyle({ position: 'absolute', left: '50%', transform: 'translateX(-50%)', bottom: '4px' });
  });

  it('opens Meteropname Toevoegen and refuses a blank reading', async () => {
    const user = renderCalendar([task('Meteropname: Water (Hoofdmeter)', setHours(new Date(), 0))]);
    await user.click(screen.getByRole('button', { name: 'Meterstand invoeren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meteropname Toevoegen' });
    await user.type(within(dialog).getByRole('textbox', { name: /Meterstand/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Vul een meterstand in.')).toBeInTheDocument();
    expect(await screen.findAllByText('Vul een meterstand in.')).toHaveLength(2); // the field and the toast
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('a reading for Meteropname: Water', () => {
    const reading = task('Meteropname: Water (Hoofdmeter)', setHours(new Date(), 0));

    async function enterReading(value: string) {
      const user = renderCalendar([reading]);
      await user.click(screen.getByRole('button', { name: 'Meterstand invoeren' }));
      const dialog = await screen.findByRole('dialog', { name: 'Meteropname Toevoegen' });
      await user.type(within(dialog).getByRole('textbox', { name: /Meterstand/ }), value);
      const save = () => user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
      await save();
      return { dialog, save };
    }

    it('is stored for the Water utility, says so, closes the dialog and completes the task', async () => {
      saveReading.mockResolvedValue(undefined);
      completeTask.mockResolvedValue(undefined);
      await enterReading('12345,5');
      expect(await screen.findByText('Meteropname toegevoegd')).toBeInTheDocument();
      expect(screen.getByText('De meteropname is succesvol toegevoegd.')).toBeInTheDocument();
      expect(saveReading).toHaveBeenCalledWith('Water', { reading_value: '12345,5', reading_date: expect.any(Date) });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(completeTask).toHaveBeenCalledWith(reading, true);
    });

    it('says why it was not stored and keeps the dialog with the reading', async () => {
      saveReading.mockRejectedValueOnce(new UserError(UTILITY_NOT_FOUND)).mockRejectedValueOnce({ code: 'XX000', message: 'boom' });
      const { dialog, save } = await enterReading('12345');
      expect(await screen.findByText(UTILITY_NOT_FOUND)).toBeInTheDocument();
      expect(screen.getByText('Fout')).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /Meterstand/ })).toHaveValue('12345');
      await save();
      expect(await screen.findByText(READING_SAVE_FAILED)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Meteropname Toevoegen' })).toBeInTheDocument();
      expect(completeTask).not.toHaveBeenCalled();
    });

    it('refuses a reading lower than the previous one with the Dutch reason, and keeps the dialog', async () => {
      saveReading.mockRejectedValue({
        code: '23514',
        message: 'new row for relation "utility_readings" violates check constraint "utility_readings_not_lower_than_previous"',
        details: 'De meterstand 12 is lager dan de vorige meterstand (1958,4 op 25-10-2026).',
        hint: '{"value" : "1958,4", "date" : "2026-10-25T10:00:00+00:00"}',
      });
      const { dialog } = await enterReading('12');
      expect(
        await screen.findByText(
          'De meterstand is lager dan de vorige meterstand van deze meter. Is de meter vervangen, voer de meterstand dan in bij Nutsvoorzieningen en bevestig hem daar.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /Meterstand/ })).toHaveValue('12');
      expect(completeTask).not.toHaveBeenCalled();
    });

    it('stored, but the task could not be completed: says so with the reason', async () => {
      saveReading.mockResolvedValue(undefined);
      completeTask.mockRejectedValue(new TypeError('Failed to fetch'));
      await enterReading('12345');
      expect(await screen.findByText('Fout bij bijwerken taak')).toBeInTheDocument();
      expect(screen.getByText('Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});

describe('CalendarPage when fetching the tasks fails', () => {
  it("says so once, under the day's heading, with the spec's title, the Dutch reason and a retry", () => {
    const [key] = answerTo(calendarTasks(new Date()), null);
    const cache = new Map([[unstable_serialize(key), { data: undefined, error: { code: '42501', message: 'permission denied for table tasks' } }]]);
    render(
      <SWRConfig value={{ provider: () => cache, revalidateOnMount: false, revalidateOnFocus: false }}>
        <MemoryRouter>
          <AppProviders>
            <CalendarPage />
          </AppProviders>
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(screen.getByRole('heading', { name: heading(new Date()) })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Fout bij ophalen taken');
    expect(alert).toHaveTextContent('Je hebt geen rechten voor deze actie. Log opnieuw in.');
    expect(within(alert).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(screen.queryByText('Geen taken gepland voor deze dag')).not.toBeInTheDocument();
  });
});
