import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@facility/runtime/router';
import { listAnswer, renderWithData } from '@facility/kit/testing';
import FacilityTypesPage from './FacilityTypesPage';
import { facilityTypesResource } from './facilityTypesResource';
import NewFacilityTypePage from './NewFacilityTypePage';

const pages = (
  <Routes>
    <Route path="/facility-types" element={<FacilityTypesPage />} />
    <Route path="/facility-types/new" element={<NewFacilityTypePage />} />
  </Routes>
);
const answers = [listAnswer(facilityTypesResource, [{ id: 't1', name: 'Schoonmaak', description: 'Schoonmaak van ruimtes', created_at: '' }])];

describe('facility types', () => {
  it("lists name and description, and 'Nieuwe soort toevoegen' leads to the form", async () => {
    renderWithData(pages, answers, { url: '/facility-types' });
    const row = within(screen.getByRole('table', { name: 'Soorten voorzieningen' })).getByRole('row', { name: /Schoonmaak/ });
    expect(within(row).getByText('Schoonmaak van ruimtes')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Acties' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Nieuwe soort toevoegen' }));
    expect(await screen.findByRole('form', { name: 'Nieuwe soort voorziening' })).toBeInTheDocument();
  });

  it("'Nieuwe soort voorziening' needs a name; Annuleren goes back to the list", async () => {
    renderWithData(pages, answers, { url: '/facility-types/new' });
    const form = screen.getByRole('form', { name: 'Nieuwe soort voorziening' });
    expect(within(form).getByRole('textbox', { name: 'Omschrijving' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText('Naam is verplicht')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByRole('heading', { name: 'Soorten voorzieningen' })).toBeInTheDocument();
  });
});
