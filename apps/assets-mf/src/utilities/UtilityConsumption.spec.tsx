// 'Verbruik' in a utility's open row, fed from the SWR cache: what utility_consumption
// returns for each period, keyed by its request as the component asks it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadFile } from '@facility/kit';
import { functionAnswer, renderWithData, type Answers } from '@facility/kit/testing';
import { useFunctionRows } from '@facility/data/records';
import type { ConsumptionRow, Period } from './consumption';
import { NO_CONSUMPTION, UtilityConsumption } from './UtilityConsumption';

jest.mock('@facility/data/records', () => {
  const actual = jest.requireActual('@facility/data/records');
  return { ...actual, useFunctionRows: jest.fn(actual.useFunctionRows) };
});
jest.mock('@facility/kit', () => ({ ...jest.requireActual('@facility/kit'), downloadFile: jest.fn() }));

const water = { id: 'u1', type: 'Water', meter_number: 'W-1' };
const row = (series: number, period_start: string, consumption: number, days: number, needs_check = false): ConsumptionRow => ({ series, period_start, consumption, days, needs_check });

// Readings 1000 on 20 January and 1300 on 19 February (10 a day), then 1450 on 5 March;
// a new meter from 10 March: 0, and 1234.567 on 20 March (needs checking).
const MONTHS = [row(1, '2026-01-01', 120, 12), row(1, '2026-02-01', 180, 10), row(1, '2026-03-01', 150, 4), row(2, '2026-03-01', 1234.567, 10, true)];
const QUARTERS = [row(1, '2026-01-01', 450, 44), row(2, '2026-01-01', 1234.567, 10)];
const YEARS = [row(1, '2025-01-01', 8.25, 3), row(1, '2026-01-01', 0.125, 5)];

const consumption = (period: Period, rows: ConsumptionRow[]) => functionAnswer('utility_consumption', { p_utility_id: 'u1', p_period: period }, rows);

function show(answers: Answers) {
  renderWithData(<UtilityConsumption utility={water} />, answers);
}

/** The table's rows as their cells' texts, header first. */
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((cell) => cell.textContent));

const periods = () => screen.getByRole('group', { name: 'Periode van het verbruik Water W-1' });
/** The chart's code has loaded (the first time, slowly) and drawn its bars in place of the placeholder. */
const chartDrawn = () => waitFor(() => expect(document.querySelector('.MuiSkeleton-root')).toBeNull(), { timeout: 10_000 });

describe('UtilityConsumption', () => {
  beforeEach(() => {
    jest.mocked(useFunctionRows).mockClear();
    jest.mocked(downloadFile).mockClear();
  });

  it('shows the consumption per month with the meter of each period after a replacement, and Controleren', async () => {
    show([consumption('month', MONTHS)]);
    expect(screen.getByRole('region', { name: 'Verbruik' })).toBeInTheDocument();
    expect(within(periods()).getByRole('button', { name: 'Per maand' })).toHaveAttribute('aria-pressed', 'true');
    expect(tableRows('Verbruik Water W-1 per maand')).toEqual([
      ['', 'Verbruik', 'Let op'],
      ['jan 2026 (meter 1)', '120', ''],
      ['feb 2026 (meter 1)', '180', ''],
      ['mrt 2026 (meter 1)', '150', ''],
      ['mrt 2026 (meter 2)', '1.235', 'Controleren'],
    ]);
    expect(jest.mocked(useFunctionRows)).toHaveBeenLastCalledWith('utility_consumption', { p_utility_id: 'u1', p_period: 'month' });
    await chartDrawn();
  });

  it('asks for the period chosen: per quarter and per year, by keyboard too', async () => {
    show([consumption('month', MONTHS), consumption('quarter', QUARTERS), consumption('year', YEARS)]);
    await userEvent.click(within(periods()).getByRole('button', { name: 'Per kwartaal' }));
    expect(jest.mocked(useFunctionRows)).toHaveBeenLastCalledWith('utility_consumption', { p_utility_id: 'u1', p_period: 'quarter' });
    expect(tableRows('Verbruik Water W-1 per kwartaal')).toEqual([
      ['', 'Verbruik'],
      ['K1 2026 (meter 1)', '450'],
      ['K1 2026 (meter 2)', '1.235'],
    ]);

    // One series: no meter named; small figures keep their decimals.
    // The chosen period is the group's one tab stop; the arrow keys move within it.
    expect(within(periods()).getByRole('button', { name: 'Per kwartaal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(periods()).getByRole('button', { name: 'Per jaar' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(jest.mocked(useFunctionRows)).toHaveBeenLastCalledWith('utility_consumption', { p_utility_id: 'u1', p_period: 'year' });
    expect(within(periods()).getByRole('button', { name: 'Per jaar' })).toHaveAttribute('aria-pressed', 'true');
    expect(tableRows('Verbruik Water W-1 per jaar')).toEqual([
      ['', 'Verbruik'],
      ['2025', '8,25'],
      ['2026', '0,125'],
    ]);
    await chartDrawn();
  });

  it('exports what is shown as CSV: Periode; Meter; Verbruik; Dagen; Controleren', async () => {
    show([consumption('month', MONTHS)]);
    await userEvent.click(screen.getByRole('button', { name: 'Verbruik exporteren' }));
    const [[name, content]] = jest.mocked(downloadFile).mock.calls;
    expect(name).toMatch(/^Verbruik Water W-1 per maand \d{4}-\d{2}-\d{2}\.csv$/);
    expect(content).toBe(
      '\uFEFFPeriode;Meter;Verbruik;Dagen;Controleren\r\njan 2026;1;120;12;Nee\r\nfeb 2026;1;180;10;Nee\r\nmrt 2026;1;150;4;Nee\r\nmrt 2026;2;1234,567;10;Ja\r\n',
    );
    await chartDrawn();
  });

  it('says that two readings are needed when there is no consumption yet, with nothing to export', () => {
    show([consumption('month', [])]);
    expect(screen.getByText(NO_CONSUMPTION)).toHaveTextContent('Nog geen verbruik: er zijn minstens twee meteropnames nodig.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verbruik exporteren' })).toBeDisabled();
  });

  it('says in Dutch when the consumption could not be read, and tries again', async () => {
    const mutate = jest.fn();
    jest.mocked(useFunctionRows).mockReturnValue({ data: undefined, error: { message: 'Failed to fetch' }, isLoading: false, isValidating: false, mutate } as never);
    show([]);
    expect(screen.getByText('Er is een fout opgetreden bij het ophalen van het verbruik')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(mutate).toHaveBeenCalled();
    jest.mocked(useFunctionRows).mockReset();
  });
});
