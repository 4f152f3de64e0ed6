import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveRow, updateRow } from '@facility/data/records';
import { listAnswer, renderWithData } from '@facility/kit/testing';
import { choiceAnswers, domSpace } from '../common/testData';
import { choose } from '../common/testing';
import CleaningComplaintsPage from './CleaningComplaintsPage';
import type { CleaningComplaint } from './complaintRow';
import { complaintsResource } from './complaintsResource';

jest.mock('@facility/data/records', () => ({ ...jest.requireActual('@facility/data/records'), saveRow: jest.fn(), updateRow: jest.fn() }));
const save = saveRow as jest.MockedFunction<typeof saveRow>;
const changeStatus = updateRow as jest.MockedFunction<typeof updateRow>;

const complaint = (over: Partial<CleaningComplaint>): CleaningComplaint => ({
  id: 'c1',
  space_id: 's1',
  description: 'Prullenbakken niet geleegd',
  status: 'open',
  reported_at: new Date(2026, 10, 18, 8, 0).toISOString(),
  resolved_at: null,
  created_at: new Date(2026, 10, 18, 8, 0).toISOString(),
  space: domSpace,
  ...over,
});

beforeEach(() => {
  save.mockReset();
  changeStatus.mockReset();
});

const render = (rows: CleaningComplaint[]) => renderWithData(<CleaningComplaintsPage />, [...choiceAnswers, listAnswer(complaintsResource, rows)], { url: '/cleaning-complaints' });

describe('CleaningComplaintsPage list', () => {
  it("shows location, status, reported and resolved moments ('-' while open); status changes go to the database", async () => {
    render([complaint({}), complaint({ id: 'c2', description: 'Vloer plakt', status: 'resolved', resolved_at: new Date(2026, 10, 19, 10, 15).toISOString() })]);
    const table = screen.getByRole('table', { name: 'Schoonmaak Klachten' });
    const open = within(table).getByRole('row', { name: /Prullenbakken/ });
    expect(within(open).getByText('Vergaderzaal Dom - Kantoor Utrecht')).toBeInTheDocument();
    expect(within(open).getByText('18-11-2026 08:00')).toBeInTheDocument();
    expect(within(open).getByText('-')).toBeInTheDocument();
    const resolved = within(table).getByRole('row', { name: /Vloer plakt/ });
    expect(within(resolved).getByText('19-11-2026 10:15')).toBeInTheDocument();
    expect(within(resolved).getByRole('combobox', { name: /^Status van/ })).toHaveDisplayValue('Opgelost');

    changeStatus.mockResolvedValueOnce('c1');
    await userEvent.selectOptions(within(open).getByRole('combobox', { name: /^Status van/ }), 'Opgelost');
    expect(changeStatus).toHaveBeenCalledWith('cleaning_complaints', 'c1', { status: 'resolved' });
    expect(await screen.findByText('De status van de klacht is succesvol bijgewerkt.')).toBeInTheDocument();
  });

  it('says so when a status change fails', async () => {
    render([complaint({})]);
    changeStatus.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Status van/ }), 'In behandeling');
    expect(await screen.findByText('Fout')).toBeInTheDocument();
  });
});

describe("dialog 'Schoonmaakklacht Toevoegen'", () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Schoonmaakklacht Toevoegen' });
  beforeEach(async () => {
    render([]);
    await userEvent.click(screen.getByRole('button', { name: 'Schoonmaakklacht Toevoegen' }));
    await screen.findByRole('dialog', { name: 'Schoonmaakklacht Toevoegen' });
  });

  it("asks for a building first, clears the space when the building changes, and adds {space_id, description}", async () => {
    const space = () => within(dialog()).getByRole('combobox', { name: /Ruimte/ });
    await waitFor(() => expect(space()).toBeDisabled());
    expect(space()).toHaveValue('Selecteer eerst een gebouw');
    expect(within(dialog()).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
    await choose(/Gebouw/, 'Kantoor Utrecht');
    await choose(/Ruimte/, 'Vergaderzaal Dom');
    await choose(/Gebouw/, 'Zorgcentrum De Kempen');
    expect(space()).toHaveValue('');
    await choose(/Ruimte/, 'Recreatiezaal');
    save.mockResolvedValueOnce('c3');
    await userEvent.type(within(dialog()).getByPlaceholderText('Beschrijf de klacht...'), 'Stof');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Klacht toegevoegd')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith('cleaning_complaints', { space_id: 's2', description: 'Stof' }, undefined, { refreshes: [] });
  }, 20000); // many clicks: slow on a busy machine

  it('keeps the dialog and its input when saving fails', async () => {
    save.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await choose(/Gebouw/, 'Kantoor Utrecht');
    await choose(/Ruimte/, 'Vergaderzaal Dom');
    await userEvent.type(within(dialog()).getByPlaceholderText('Beschrijf de klacht...'), 'Stof');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Fout')).toBeInTheDocument();
    expect(within(dialog()).getByPlaceholderText('Beschrijf de klacht...')).toHaveValue('Stof');
  }, 15000);
});
