import { render, screen, waitFor, within } from '@testing-library/react';
import { ChartWithTable, MuiBars, SimpleBars } from '../charts';
import { dutchNumber } from './dutchNumber';

describe('a chart with its figures as a table', () => {
  it('writes numbers the Dutch way', () => {
    expect(dutchNumber(1234.56)).toBe('1.234,6');
    expect(dutchNumber(1234.56, 0)).toBe('1.235');
    expect(dutchNumber(0.125, 3)).toBe('0,125');
  });

  // MuiBars' drawing (MUI X Charts) is a large module to transform on a first import: load it once before the tests.
  beforeAll(() => import('./BarChartView'), 20_000);

  /** The chart's code has loaded and it drew its bars in place of the placeholder. */
  const chartDrawn = () => waitFor(() => expect(document.querySelector('.MuiSkeleton-root')).toBeNull(), { timeout: 10_000 });

  it('shows every figure of every series in a table named by the title, with the remarks', async () => {
    render(
      <ChartWithTable
        Drawing={MuiBars}
        title="Verbruik per maand"
        categories={['jan 26', 'feb 26']}
        series={[
          { id: 'use', label: 'Verbruik', values: [120, 1180.5] },
          { id: 'days', label: 'Dagen', values: [12, 28] },
        ]}
        format={(value) => dutchNumber(value)}
        remarks={[undefined, 'Controleren']}
        remarkLabel="Let op"
      />,
    );
    const table = screen.getByRole('table', { name: 'Verbruik per maand' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['', 'Verbruik', 'Dagen', 'Let op'],
      ['jan 26', '120', '12', ''],
      ['feb 26', '1.180,5', '28', 'Controleren'],
    ]);
    expect(screen.getByRole('img', { name: 'Verbruik per maand; de cijfers staan in de tabel' })).toBeInTheDocument();
    await chartDrawn();
  });

  it('draws a few bars without a library: each bar carries its value, the second series hatched', () => {
    const { container } = render(
      <ChartWithTable
        Drawing={SimpleBars}
        title="Storingen per week"
        categories={['wk 1', 'wk 2']}
        series={[
          { id: 'open', label: 'Open', values: [2, 0] },
          { id: 'new', label: 'Gemeld', values: [1, 3] },
        ]}
        format={String}
      />,
    );
    expect([...container.querySelectorAll('.chart-bar-label')].map((label) => label.textContent)).toEqual(['2', '1', '3']);
    const hatch = container.querySelector('pattern')?.id;
    expect(container.querySelector('[data-series="new"] .chart-legend-mark')?.getAttribute('fill')).toBe(`url(#${hatch})`);
    expect([...container.querySelectorAll('g[data-series="new"] rect')].map((bar) => bar.getAttribute('fill'))).toEqual([`url(#${hatch})`, `url(#${hatch})`]);
  });

  it('leaves the remarks column out when there is nothing to remark', async () => {
    render(<ChartWithTable Drawing={MuiBars} title="Storingen" categories={['wk 1']} series={[{ id: 'n', label: 'Gemeld', values: [3] }]} format={String} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['', 'Gemeld']);
    await chartDrawn();
  });
});
