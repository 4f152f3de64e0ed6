import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { listAnswer, renderWithData } from '@facility/kit/testing';
import type { TechnicalProvision } from '../technicalProvisions/provisionRow';
import UpcomingInspectionsPage from './UpcomingInspectionsPage';
import UpcomingMaintenancePage from './UpcomingMaintenancePage';
import { upcomingResource } from './upcomingResource';

const iso = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const shown = (offset: number) => format(addDays(new Date(), offset), 'dd-MM-yyyy');

const base = {
  type_and_model: 'MonoSpace 500',
  manufacturer: 'Kone',
  serial_number: 'KN-1',
  compatibility: null,
  facility_type_id: null,
  space_id: 's1',
  building_name: 'Kantoor Utrecht',
  installation_date: '2020-01-01',
  installer_id: 'c2',
  warranty_end_date: null,
  requires_inspection: true,
  maintenance_interval_months: 6,
  inspection_interval_months: null,
  service_company_id: 'c1',
  status: 'active',
  company_id: null,
  created_at: '',
  attachment_count: 0,
  space: { id: 's1', name: 'Liftschacht', building_id: 'b1', building_name: 'Kantoor Utrecht' },
  facility_type: null,
  installer: { id: 'c2', company_name: 'Installatie BV', name: null },
  service_company: { id: 'c1', company_name: 'Liftservice BV', name: null },
  company: null,
  owners_technical_provisions: [],
};
const late = { ...base, id: 'p1', device_name: 'Personenlift A', next_maintenance_date: iso(-3), next_inspection_date: iso(20) } as TechnicalProvision;
const soon = { ...base, id: 'p2', device_name: 'Goederenlift', next_maintenance_date: iso(10), next_inspection_date: iso(-1) } as TechnicalProvision;

describe('upcoming pages', () => {
  it("'Aankomend onderhoud' lists the overdue first, marked 'Achterstallig', with space, installer and service company", () => {
    renderWithData(<UpcomingMaintenancePage />, [listAnswer(upcomingResource('maintenance'), [late, soon])], { url: '/upcoming-maintenance' });
    expect(screen.getByRole('heading', { name: 'Aankomend onderhoud' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Aankomend onderhoud' })).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText(shown(-3))).toBeInTheDocument();
    expect(within(rows[0]).getByText('Achterstallig')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Liftschacht (Kantoor Utrecht)')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Installatie BV')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Liftservice BV')).toBeInTheDocument();
    expect(within(rows[1]).getByText(shown(10))).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Achterstallig')).toBeNull();
  });

  it("'Aankomende keuringen' shows the inspection date and offers 'Keuring uitgevoerd'", async () => {
    renderWithData(<UpcomingInspectionsPage />, [listAnswer(upcomingResource('inspection'), [soon])], { url: '/upcoming-inspections' });
    const row = within(screen.getByRole('table', { name: 'Aankomende keuringen' })).getAllByRole('row')[1];
    expect(within(row).getByText(shown(-1))).toBeInTheDocument();
    expect(within(row).getByText('Achterstallig')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Goederenlift' }));
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual(['Bekijken', 'Keuring uitgevoerd']);
  });

  it('asks the database for the next 60 days only, soonest first; inspections only where required', () => {
    const calls: [string, ...unknown[]][] = [];
    const query = new Proxy({}, { get: (_, name: string) => (...args: unknown[]) => (calls.push([name, ...args]), query) }) as never;
    upcomingResource('inspection').filter?.(query);
    expect(calls).toEqual([
      ['lte', 'next_inspection_date', iso(60)],
      ['eq', 'requires_inspection', true],
    ]);
    expect(upcomingResource('maintenance').defaultSort).toEqual({ key: 'next_maintenance_date', direction: 'asc' });
  });
});
