import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithData } from '../testing/renderWithData';
import { BuildingDialog } from './BuildingDialog';
import type { Building } from './useBuildings';

const building: Building = { id: 'b1', name: 'Kantoor Utrecht', street: 'Oudegracht 120', city: 'Utrecht', floors: 4, created_at: '' };

describe('BuildingDialog', () => {
  it('starts empty with 1 floor and shows the Dutch messages instead of saving', async () => {
    renderWithData(<BuildingDialog open building={null} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Nieuw gebouw toevoegen' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Aantal etages/)).toHaveValue(1);
    await userEvent.clear(screen.getByLabelText(/Aantal etages/));
    await userEvent.type(screen.getByLabelText(/Aantal etages/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Naam is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Straat is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Plaats is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Het aantal etages moet minimaal 1 zijn.')).toBeInTheDocument();
  });

  it('edits a building with its current values', () => {
    renderWithData(<BuildingDialog open building={building} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Gebouw bewerken' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Naam/)).toHaveValue('Kantoor Utrecht');
    expect(screen.getByLabelText(/Aantal etages/)).toHaveValue(4);
  });
});
