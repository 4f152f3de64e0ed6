import { render, screen, within } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { MemoryRouter } from '@facility/runtime/router';
import { AppProviders } from '@facility/ui';
import { answerTo, renderWithData } from '@facility/kit/testing';
import HousingOverviewPage, { housingOverview } from './HousingOverviewPage';

const count = (building_id: string, building_name: string, occupied: number, rented: number, sold: number, reserved: number) => ({
  building_id,
  building_name,
  occupied,
  rented,
  sold,
  reserved,
  total: occupied + rented + sold + reserved,
});

describe('HousingOverviewPage', () => {
  it("counts each building's units per status, with the totals of all buildings under them", () => {
    renderWithData(<HousingOverviewPage />, [answerTo(housingOverview, [count('b1', 'Kantoor Utrecht', 2, 1, 0, 1), count('b2', 'Zorgcentrum De Kempen', 0, 3, 1, 0)])]);
    const table = screen.getByRole('table', { name: 'Woningen per gebouw' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Gebouw', 'Bewoond', 'Verhuurd', 'Verkocht', 'Gereserveerd', 'Totaal']);
    const rows = within(table).getAllByRole('row').slice(1).map((r) => Array.from(r.children, (c) => c.textContent));
    expect(rows).toEqual([
      ['Kantoor Utrecht', '2', '1', '0', '1', '4'],
      ['Zorgcentrum De Kempen', '0', '3', '1', '0', '4'],
      ['Totaal', '2', '4', '1', '1', '8'],
    ]);
    expect(screen.getByRole('link', { name: 'Nieuwe Woning' })).toHaveAttribute('href', '/housing');
  });

  it("says 'Nog geen woningen.' without buildings", () => {
    renderWithData(<HousingOverviewPage />, [answerTo(housingOverview, [])]);
    expect(screen.getByText('Nog geen woningen.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says in place, with a retry, when the counts cannot be read', () => {
    const [key] = answerTo(housingOverview, null);
    const cache = new Map([[unstable_serialize(key), { data: undefined, error: { code: '42501', message: 'permission denied for view housing_overview' } }]]);
    render(
      <SWRConfig value={{ provider: () => cache, revalidateOnMount: false, revalidateOnFocus: false }}>
        <MemoryRouter>
          <AppProviders>
            <HousingOverviewPage />
          </AppProviders>
        </MemoryRouter>
      </SWRConfig>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Er is een fout opgetreden bij het ophalen van de woningen');
    expect(alert).toHaveTextContent('Je hebt geen rechten voor deze actie. Log opnieuw in.');
    expect(within(alert).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
