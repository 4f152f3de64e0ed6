import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, renderWithData } from '@facility/kit/testing';
import { aReport } from '../nuisances/testData';
import { completeFollowUp } from './completeFollowUp';
import FollowUpActionsPage from './FollowUpActionsPage';
import { followUpActionsResource } from './followUpActionsResource';

jest.mock('./completeFollowUp', () => ({ completeFollowUp: jest.fn() }));
const complete = completeFollowUp as jest.MockedFunction<typeof completeFollowUp>;

const report = aReport({ housing_id: 'h1', housing: { id: 'h1', street: 'Oudegracht', house_number: '120A', floor: 2 } });

beforeEach(() => complete.mockReset());

describe('FollowUpActionsPage', () => {
  it('shows a card per report: Dutch long date, badge, location, space with building, housing, description', () => {
    renderWithData(<FollowUpActionsPage />, [listAnswer(followUpActionsResource, [report])], { url: '/follow-up-actions' });
    const card = screen.getByRole('article', { name: '20 november 2026 21:30' });
    expect(within(card).getByText('Vervolgactie noodzakelijk')).toBeInTheDocument();
    expect(within(card).getByText('Locatie: Kantoor Utrecht')).toBeInTheDocument();
    expect(within(card).getByText('Ruimte: Vergaderzaal Dom (Kantoor Utrecht)')).toBeInTheDocument();
    expect(within(card).getByText('Woning: Oudegracht 120A, Etage 2')).toBeInTheDocument();
    expect(within(card).getByText('Harde muziek na 23:00')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there are none', () => {
    renderWithData(<FollowUpActionsPage />, [listAnswer(followUpActionsResource, [])], { url: '/follow-up-actions' });
    expect(screen.getByText('Er zijn momenteel geen openstaande vervolgacties.')).toBeInTheDocument();
  });

  it('marks one done with a toast; a failure says so in Dutch', async () => {
    renderWithData(<FollowUpActionsPage />, [listAnswer(followUpActionsResource, [report])], { url: '/follow-up-actions' });
    complete.mockResolvedValueOnce(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Afgehandeld' }));
    expect(complete).toHaveBeenCalledWith('n1');
    expect(await screen.findByText('De vervolgactie is succesvol afgehandeld.')).toBeInTheDocument();
    complete.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Afgehandeld' }));
    expect(await screen.findByText('Fout')).toBeInTheDocument();
  });
});
