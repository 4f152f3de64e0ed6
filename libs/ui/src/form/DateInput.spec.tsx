import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { optionalDate, requiredDate } from '@facility/data/fields';
import { AppProviders } from '../theme/AppProviders';
import { DateInput } from './DateInput';
import { useSavingForm } from './useSavingForm';

const schema = v.object({
  start: requiredDate('Vul een startdatum in.'),
  end: optionalDate(undefined, undefined, 'De einddatum mag niet in de toekomst liggen.'),
});
type Values = v.InferInput<typeof schema>;

const MESSAGES = { success: { title: 'Opgeslagen' }, failure: { title: 'Niet opgeslagen' } };

function Form({ save, initial }: { save: (values: v.InferOutput<typeof schema>) => Promise<unknown>; initial: Values }) {
  const [values] = useState(initial);
  const { form, control, onSubmit } = useSavingForm({ schema, initial: values, save, messages: MESSAGES, onSaved: () => undefined });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Taak">
      <DateInput control={control} name="start" label="Startdatum" required />
      <DateInput control={control} name="end" label="Einddatum" disableFuture />
      <button type="submit">Opslaan</button>
      <button type="button" onClick={() => form.setValue('start', new Date(2026, 4, 9))}>
        Zet start
      </button>
    </form>
  );
}

/** The form, once its date fields have loaded (until then each is a disabled box with its label and day). */
async function renderForm(initial: Values = { start: null, end: null }) {
  const save = jest.fn(async (values: v.InferOutput<typeof schema>) => values);
  const user = userEvent.setup();
  render(
    <AppProviders>
      <Form save={save} initial={initial} />
    </AppProviders>,
  );
  await screen.findByRole('button', { name: 'Kies datum voor Einddatum' });
  return { save, user, start: () => screen.getByRole('textbox', { name: /^Startdatum/ }), end: () => screen.getByRole('textbox', { name: 'Einddatum' }) };
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Opslaan' }));

// First: the field's code downloads once per test file, and this test sees it before it is there.
describe('DateInput', () => {
  it('shows its label and day while its code downloads, then is a text field that says how to type a date', async () => {
    render(
      <AppProviders>
        <Form save={jest.fn()} initial={{ start: new Date(2026, 10, 24), end: null }} />
      </AppProviders>,
    );
    expect(screen.getByRole('textbox', { name: /^Startdatum/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Startdatum/ })).toHaveValue('24-11-2026');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Startdatum/ })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /^Startdatum/ })).toHaveValue('24-11-2026');
  });

  it('is a labelled, required text field that says how to type a date', async () => {
    const { start } = await renderForm();
    expect(start()).toBeRequired();
    expect(start()).toHaveAttribute('placeholder', 'dd-mm-jjjj');
    expect(screen.getByRole('button', { name: 'Kies datum voor Startdatum' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('takes a date typed day first, as people type it, and shows it as dd-mm-jjjj', async () => {
    const { save, user, start, end } = await renderForm();
    await user.type(start(), '1-2-2026');
    await user.type(end(), '3/2/2026');
    await user.tab();
    expect(start()).toHaveValue('01-02-2026');
    expect(end()).toHaveValue('03-02-2026');
    await submit(user);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toEqual({ start: new Date(2026, 1, 1), end: new Date(2026, 1, 3) });
  });

  it('refuses what names no day with the form’s Dutch message, and focuses the field', async () => {
    const { save, user, start } = await renderForm();
    await user.type(start(), '31-02-2026');
    await submit(user);
    expect(await screen.findByText('Vul een geldige datum in.')).toBeInTheDocument();
    expect(start()).toHaveFocus();
    expect(start()).toHaveAccessibleDescription('Vul een geldige datum in.');
    expect(start()).toHaveValue('31-02-2026');
    await user.clear(start());
    await user.type(start(), '01-13-2026');
    await submit(user);
    expect(await screen.findByText('Vul een geldige datum in.')).toBeInTheDocument();
    // Corrected, the message goes as the user types (react-hook-form revalidates after a submit).
    await user.clear(start());
    await user.type(start(), '13-01-2026');
    await waitFor(() => expect(screen.queryByText('Vul een geldige datum in.')).toBeNull());
    expect(save).not.toHaveBeenCalled();
  });

  it('says an empty required date is missing, and keeps the schema’s other rules', async () => {
    const { save, user, end } = await renderForm();
    await user.type(end(), '01-01-2300');
    await submit(user);
    expect(await screen.findByText('Vul een startdatum in.')).toBeInTheDocument();
    expect(screen.getByText('Vul een datum tussen 1 januari 1900 en 31 december 2200 in.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the day the form holds, also when it is set or reset from outside', async () => {
    const { user, start } = await renderForm({ start: new Date(2026, 10, 24, 9, 15), end: null });
    expect(start()).toHaveValue('24-11-2026');
    await user.click(screen.getByRole('button', { name: 'Zet start' }));
    expect(start()).toHaveValue('09-05-2026');
  });

  it('keeps the time of day of the date it had when another day is typed', async () => {
    const { save, user, start } = await renderForm({ start: new Date(2026, 10, 24, 9, 15), end: null });
    await user.clear(start());
    await user.type(start(), '25-11-2026');
    await submit(user);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0].start).toEqual(new Date(2026, 10, 25, 9, 15));
  });

  it('chooses a day in the calendar, which opens on the field’s month and closes on the choice', async () => {
    const { save, user, start } = await renderForm({ start: new Date(2026, 10, 24), end: null });
    await user.click(screen.getByRole('button', { name: 'Kies datum voor Startdatum' }));
    const calendar = await screen.findByRole('dialog', { name: 'Kalender Startdatum' });
    expect(within(calendar).getByText('november 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('gridcell', { name: '24', selected: true })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('gridcell', { name: '15' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(start()).toHaveValue('15-11-2026');
    await submit(user);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0].start).toEqual(new Date(2026, 10, 15));
  });

  it('works from the keyboard: Enter opens, arrows move, Enter chooses, Escape closes without a choice', async () => {
    const { user, start } = await renderForm({ start: new Date(2026, 10, 24), end: null });
    await user.click(start());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Kies datum voor Startdatum' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'Kalender Startdatum' });
    await waitFor(() => expect(within(calendar).getByRole('gridcell', { name: '24' })).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(start()).toHaveValue('02-12-2026');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kies datum voor Startdatum' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Kalender Startdatum' });
    await user.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(start()).toHaveValue('02-12-2026');
  });

  it('offers no day after today when the field says so', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Kies datum voor Einddatum' }));
    const calendar = await screen.findByRole('dialog', { name: 'Kalender Einddatum' });
    const today = new Date();
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    if (tomorrow.getMonth() === today.getMonth()) {
      expect(within(calendar).getByRole('gridcell', { name: String(tomorrow.getDate()) })).toBeDisabled();
    }
    expect(within(calendar).getByRole('gridcell', { name: String(today.getDate()) })).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
