import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, renderWithData } from '@facility/kit/testing';
import CompaniesPage from './CompaniesPage';
import { companiesResource } from './companiesResource';
import type { Company } from './companyRow';

const company: Company = {
  id: 'c1',
  name: 'VvE Domtoren',
  contact_person: 'J. de Vries',
  email: 'bestuur@vve-domtoren.nl',
  phone: null,
  street: 'Domplein',
  house_number: '4',
  postal_code: '3512 JC',
  city: 'Utrecht',
  comments: 'Vergadert in maart',
  created_at: '',
};

describe('CompaniesPage', () => {
  beforeEach(() => renderWithData(<CompaniesPage />, [listAnswer(companiesResource, [company])], { url: '/companies' }));

  it("shows a VvE read-only from 'Bekijken': contact details, address and comments", async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor VvE Domtoren' }));
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual(['Bekijken', 'Bewerken', 'Verwijderen']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Bekijken' }));
    const dialog = await screen.findByRole('dialog', { name: 'VvE Domtoren' });
    expect(dialog).toHaveTextContent('J. de Vries');
    expect(dialog).toHaveTextContent('Domplein 4, 3512 JC Utrecht');
    expect(dialog).toHaveTextContent('Telefoon-');
    expect(dialog).toHaveTextContent('Vergadert in maart');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it("asks with the spec's text before deleting", async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor VvE Domtoren' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    expect(await screen.findByRole('dialog', { name: 'VvE verwijderen' })).toHaveTextContent(
      'Weet je zeker dat je dit bedrijf wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
    );
  });

  it('requires the VvE name and a real e-mail address', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'VvE Toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'VvE Toevoegen' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'bestuur');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(dialog).findByText('VvE naam is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Ongeldig e-mailadres')).toBeInTheDocument();
  });
});
