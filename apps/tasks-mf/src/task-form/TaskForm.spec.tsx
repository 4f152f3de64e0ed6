import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithData } from '@facility/kit/testing';
import { TaskForm, type TaskFormProps } from './TaskForm';
import { toTaskRow } from './createTask';

const start = new Date(2026, 10, 21);

function renderForm(defaultValues?: TaskFormProps['defaultValues']) {
  const save = jest.fn().mockResolvedValue(undefined);
  const onSaved = jest.fn();
  renderWithData(<TaskForm save={save} onSaved={onSaved} defaultValues={defaultValues} />);
  return { save, onSaved, user: userEvent.setup() };
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Taak Toevoegen' }));
const recurringSwitch = () => screen.getByRole('switch', { name: 'Terugkerende taak' });

describe('TaskForm', () => {
  it('asks for a title and a start date, under both fields, and saves nothing', async () => {
    const { save, user } = renderForm();
    await submit(user);
    expect(await screen.findAllByText('Vul een taaknaam en startdatum in.')).toHaveLength(2);
    expect(save).not.toHaveBeenCalled();
  });

  it('counts a title of only spaces as missing, and accepts one once typed', async () => {
    const { save, user } = renderForm({ start_date: start });
    await user.type(screen.getByRole('textbox', { name: /Taaknaam/ }), '   ');
    await submit(user);
    expect(await screen.findAllByText('Vul een taaknaam en startdatum in.')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /Taaknaam/ }), 'Lamp vervangen');
    await submit(user);
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Vul een taaknaam en startdatum in.')).not.toBeInTheDocument();
  });

  it('asks for a pattern when the task is recurring', async () => {
    const { save, user } = renderForm({ title: 'Rondgang', start_date: start });
    await user.click(recurringSwitch());
    await submit(user);
    expect(await screen.findByText('Selecteer een herhalingspatroon voor de terugkerende taak.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses negative hours and hours not in steps of 0,5', async () => {
    const { save, user } = renderForm({ title: 'Rondgang', start_date: start });
    const hours = screen.getByRole('spinbutton', { name: 'Bestede uren' });
    await user.clear(hours);
    await user.type(hours, '-1');
    await submit(user);
    expect(await screen.findByText('Het aantal bestede uren mag niet negatief zijn.')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '1.25');
    await submit(user);
    expect(await screen.findByText('Bestede uren gaan in stappen van 0,5.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses an end date before the start date', async () => {
    const { save, user } = renderForm({ title: 'Rondgang', start_date: start, end_date: new Date(2026, 10, 20) });
    await submit(user);
    expect(await screen.findByText('De einddatum mag niet voor de startdatum liggen.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('turning the recurring switch off clears the pattern and the recurrence end date', async () => {
    const { save, user } = renderForm({ title: 'Rondgang', start_date: start, recurrence_end_date: new Date(2026, 11, 31) });
    await user.click(recurringSwitch());
    await user.click(screen.getByRole('combobox', { name: /Herhalingspatroon/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Wekelijks' }));
    expect(screen.getByRole('combobox', { name: /Herhalingspatroon/ })).toHaveTextContent('Wekelijks');

    await user.click(recurringSwitch());
    expect(screen.queryByRole('combobox', { name: /Herhalingspatroon/ })).not.toBeInTheDocument();
    await user.click(recurringSwitch());
    expect(screen.getByRole('combobox', { name: /Herhalingspatroon/ })).not.toHaveTextContent('Wekelijks');

    await user.click(recurringSwitch());
    await submit(user);
    const saved = save.mock.calls[0][0];
    expect(saved).toMatchObject({ is_recurring: false, recurrence_pattern: null, recurrence_end_date: null });
  });

  it('hands over trimmed text and numbers, ready for the database', async () => {
    const { save, user } = renderForm({ start_date: start });
    await user.type(screen.getByRole('textbox', { name: /Taaknaam/ }), '  Filters vervangen  ');
    await user.type(screen.getByRole('textbox', { name: 'Opmerkingen' }), '  F7 filters  ');
    const hours = screen.getByRole('spinbutton', { name: 'Bestede uren' });
    await user.clear(hours);
    await user.type(hours, '1.5');
    await user.click(recurringSwitch());
    await user.click(screen.getByRole('combobox', { name: /Herhalingspatroon/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Maandelijks' }));
    await submit(user);
    const saved = save.mock.calls[0][0];
    expect(saved).toMatchObject({ title: 'Filters vervangen', comments: 'F7 filters', hours_spent: 1.5, recurrence_pattern: 'monthly' });
    const now = new Date('2026-11-21T10:00:00.000Z');
    expect(toTaskRow(saved, now)).toEqual({
      title: 'Filters vervangen',
      comments: 'F7 filters',
      created_at: now.toISOString(),
      start_date: start.toISOString(),
      end_date: null,
      hours_spent: 1.5,
      is_completed: false,
      is_recurring: true,
      recurrence_pattern: 'monthly',
      recurrence_end_date: null,
    });
  });

  it('a failed save keeps the input and says why; a save that succeeds says so and moves on', async () => {
    const { save, onSaved, user } = renderForm({ title: 'Rondgang', start_date: start });
    save.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit(user);
    expect(await screen.findByText('Fout bij toevoegen taak')).toBeInTheDocument();
    expect(screen.getByText('Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Taaknaam/ })).toHaveValue('Rondgang');

    await submit(user);
    expect(await screen.findByText('Taak toegevoegd')).toBeInTheDocument();
    expect(screen.getByText('De taak is succesvol toegevoegd.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
