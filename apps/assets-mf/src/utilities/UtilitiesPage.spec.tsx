// /utilities fed from the SWR cache. The database call of a reading
// (add_utility_reading) is a stand-in: it answers as the database does.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { answerTo, functionAnswer, listAnswer, referenceAnswers, renderWithData, type Answers } from '@facility/kit/testing';
import { supabase, useRows } from '@facility/data/records';
import { readingsOf } from './readings';
import UtilitiesPage from './UtilitiesPage';
import { utilitiesResource } from './utilitiesResource';
import type { Utility } from './utilityRow';

jest.mock('@facility/data/records', () => {
  const actual = jest.requireActual('@facility/data/records');
  return { ...actual, useRows: jest.fn(actual.useRows) };
});
const rpc = jest.fn();

const base: Omit<Utility, 'id' | 'type' | 'meter_number' | 'is_readable'> = {
  space_id: 's1',
  space: { id: 's1', name: 'Meterkast', building_name: 'Kantoor Utrecht' },
  capacity: 'DN40',
  shutoff_point: 'Hoofdkraan links',
  created_at: '',
};
const water: Utility = { ...base, id: 'u1', type: 'Water', meter_number: 'W-1', is_readable: true };
const gas: Utility = { ...base, id: 'u2', type: 'Gas', meter_number: 'G-1', is_readable: false, space_id: null, space: null };
const power: Utility = { ...base, id: 'u3', type: 'Elektriciteit', meter_number: 'E-1', is_readable: true };

const answers: Answers = [
  ...referenceAnswers('space', [{ id: 's1', label: 'Meterkast', detail: 'Kantoor Utrecht' }]),
  answerTo(readingsOf('u1'), [
    { id: 'r2', reading_value: '1958,4', reading_date: '2026-10-25T10:00:00Z' },
    { id: 'r1', reading_value: '1901,7', reading_date: '2026-09-24T10:00:00Z' },
  ]),
  answerTo(readingsOf('u3'), []),
  functionAnswer('utility_consumption', { p_utility_id: 'u1', p_period: 'month' }, [
    { series: 1, period_start: '2026-09-01', consumption: 13.23, days: 7, needs_check: false },
    { series: 1, period_start: '2026-10-01', consumption: 43.47, days: 24, needs_check: false },
  ]),
  functionAnswer('utility_consumption', { p_utility_id: 'u3', p_period: 'month' }, []),
  listAnswer(utilitiesResource, [water, gas, power]),
];

const table = () => screen.getByRole('table', { name: 'Nutsvoorzieningen' });
/** A utility's own row (not the row of readings opened under it). */
const row = (type: string) => within(table()).getByRole('row', { name: new RegExp(`^${type} `) });
const readingsQueried = () => jest.mocked(useRows).mock.calls.some(([build]) => build !== null && answerTo(build, null)[0][0] === 'utility_readings');

async function openMenu(label: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name: `Acties voor ${label}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

const LOWER = {
  code: '23514',
  message: 'new row for relation "utility_readings" violates check constraint "utility_readings_not_lower_than_previous"',
  details: 'De meterstand 100 is lager dan de vorige meterstand (1958,4 op 25-10-2026).',
  hint: '{"value" : "1958,4", "date" : "2026-10-25T10:00:00+00:00"}',
};

async function addReading(value: string) {
  await openMenu('Water W-1', 'Meteropname toevoegen');
  const dialog = await screen.findByRole('dialog', { name: 'Meteropname Toevoegen' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Meterstand Water W-1/ }), value);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  return dialog;
}

describe('UtilitiesPage', () => {
  let functionsSpy: jest.SpyInstance;
  beforeEach(() => {
    renderWithData(<UtilitiesPage />, answers, { url: '/utilities' });
    jest.mocked(useRows).mockClear();
    rpc.mockReset();
    // The page's client, as the shell configures it: its database functions answer here;
    // a read (GET, useFunctionRows) is built as it is, so its answer comes from the cache.
    const db = supabase();
    const read = db.rpc.bind(db);
    functionsSpy = jest.spyOn(db, 'rpc').mockImplementation((...args: Parameters<typeof db.rpc>) => (args[2]?.get ? read(...args) : rpc(...args)));
  });
  afterEach(() => functionsSpy.mockRestore());

  it('shows the space with its building or Geen ruimte, and Uitlezen as Ja/Nee', () => {
    expect(within(row('Water')).getByText('Meterkast (Kantoor Utrecht)')).toBeInTheDocument();
    expect(within(row('Water')).getByText('Ja')).toBeInTheDocument();
    expect(within(row('Gas')).getByText('Geen ruimte')).toBeInTheDocument();
    expect(within(row('Gas')).getByText('Nee')).toBeInTheDocument();
  });

  it('opens a readable utility to its readings, newest first in long Dutch dates, loaded only then', async () => {
    expect(within(row('Gas')).queryByRole('button', { name: 'Toon meteropnames' })).toBeNull();
    expect(readingsQueried()).toBe(false);
    await userEvent.click(within(row('Water')).getByRole('button', { name: 'Toon meteropnames' }));
    expect(readingsQueried()).toBe(true);
    const readings = screen.getByRole('table', { name: 'Meteropnames Water W-1' });
    expect(within(readings).getAllByRole('row').map((r) => r.textContent)).toEqual(['DatumMeterstand', '25 oktober 20261958,4', '24 september 20261901,7']);
    await userEvent.click(within(row('Water')).getByRole('button', { name: 'Verberg meteropnames' }));
    expect(screen.queryByRole('table', { name: 'Meteropnames Water W-1' })).toBeNull();
  });

  it("says 'Geen meteropnames gevonden.' for a readable utility without readings, and that there is no consumption yet", async () => {
    await userEvent.click(within(row('Elektriciteit')).getByRole('button', { name: 'Toon meteropnames' }));
    expect(screen.getByText('Geen meteropnames gevonden.')).toBeInTheDocument();
    // Its code loads when a row first opens (the first time in a test run, slowly).
    expect(await screen.findByText('Nog geen verbruik: er zijn minstens twee meteropnames nodig.', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the consumption per month under the readings of an open row', async () => {
    await userEvent.click(within(row('Water')).getByRole('button', { name: 'Toon meteropnames' }));
    const consumption = await screen.findByRole('table', { name: 'Verbruik Water W-1 per maand' }, { timeout: 10_000 });
    expect(within(consumption).getAllByRole('row').map((r) => r.textContent)).toEqual(['Verbruik', 'sep 202613,23', 'okt 202643,47']);
    // The chart's code has loaded (the first time, slowly) and drawn in place of its placeholder.
    await waitFor(() => expect(document.querySelector('.MuiSkeleton-root')).toBeNull(), { timeout: 10_000 });
  });

  it("offers 'Meteropname toevoegen' only for a readable utility", async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Gas G-1' }));
    expect(await screen.findByRole('menuitem', { name: 'Bewerken' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Meteropname toevoegen' })).toBeNull();
  });

  it("needs a type, offers 'Geen ruimte' and is not read unless switched on", async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Nutsvoorziening Toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nutsvoorziening Toevoegen' });
    expect(await within(dialog).findByRole('combobox', { name: 'Ruimte' })).toHaveValue('Geen ruimte');
    expect(within(dialog).getByRole('switch', { name: /Uitlezen/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(dialog).findByText('Type is verplicht')).toBeInTheDocument();
  });

  it('edits a utility with its values filled in', async () => {
    await openMenu('Water W-1', 'Bewerken');
    const dialog = await screen.findByRole('dialog', { name: 'Nutsvoorziening bewerken' });
    expect(within(dialog).getByRole('combobox', { name: /Type/ })).toHaveTextContent('Water');
    expect(await within(dialog).findByRole('combobox', { name: 'Ruimte' })).toHaveValue('Meterkast (Kantoor Utrecht)');
    expect(within(dialog).getByRole('switch', { name: /Uitlezen/ })).toBeChecked();
  });

  it('asks before deleting a utility', async () => {
    await openMenu('Gas G-1', 'Verwijderen');
    const confirm = await screen.findByRole('dialog', { name: 'Nutsvoorziening verwijderen' });
    expect(within(confirm).getByText('Weet je zeker dat je deze nutsvoorziening wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.')).toBeInTheDocument();
  });

  it("refuses a blank reading with 'Vul een meterstand in.' and dates a new reading today", async () => {
    const dialog = await addReading('   ');
    expect(await within(dialog).findByText('Vul een meterstand in.')).toBeInTheDocument();
    expect(await screen.findAllByText('Vul een meterstand in.')).toHaveLength(2); // the field and the toast
    expect(await within(dialog).findByRole('textbox', { name: /Datum/ })).toHaveValue(format(new Date(), 'dd-MM-yyyy'));
    expect(rpc).not.toHaveBeenCalled();
  });

  it('saves a reading through add_utility_reading', async () => {
    rpc.mockResolvedValue({ data: 'r3', error: null });
    await addReading('1960,5');
    expect(await screen.findByText('Meteropname toegevoegd')).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith('add_utility_reading', expect.objectContaining({ p_utility_id: 'u1', p_reading_value: '1960,5', p_confirm_lower: false }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meteropname Toevoegen' })).toBeNull());
  });

  describe('a reading lower than the previous one', () => {
    beforeEach(() => {
      rpc.mockResolvedValueOnce({ data: null, error: LOWER }).mockResolvedValueOnce({ data: 'r3', error: null });
    });

    it('is saved after the user confirms the meter was replaced', async () => {
      await addReading('100');
      const question = await screen.findByRole('dialog', { name: 'Lagere meterstand' });
      expect(question).toHaveTextContent(
        'De meterstand 100 is lager dan de vorige meterstand (1958,4 op 25 oktober 2026). Is de meter vervangen of is dit een tikfout?',
      );
      await userEvent.click(within(question).getByRole('button', { name: 'Meter vervangen, opslaan' }));
      expect(await screen.findByText('Meteropname toegevoegd')).toBeInTheDocument();
      expect(rpc.mock.calls.map(([, args]) => args.p_confirm_lower)).toEqual([false, true]);
    });

    it('is not saved when it was a typo: the form keeps the value to correct', async () => {
      const dialog = await addReading('100');
      const question = await screen.findByRole('dialog', { name: 'Lagere meterstand' });
      await userEvent.click(within(question).getByRole('button', { name: 'Tikfout, aanpassen' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lagere meterstand' })).toBeNull());
      const value = within(dialog).getByRole('textbox', { name: /Meterstand Water W-1/ });
      await waitFor(() => expect(value).toHaveFocus());
      expect(value).toHaveValue('100');
      expect(rpc).toHaveBeenCalledTimes(1);
      // The user's own choice is no failure: no toast at all.
      expect(screen.queryByText('Fout')).toBeNull();
      expect(screen.queryByText('Meteropname toegevoegd')).toBeNull();
    });
  });
});
