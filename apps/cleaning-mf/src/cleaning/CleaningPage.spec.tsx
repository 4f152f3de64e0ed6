import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveRow, updateRow } from '@facility/data/records';
import { listAnswer, renderWithData } from '@facility/kit/testing';
import { choiceAnswers, domSpace } from '../common/testData';
import { choose } from '../common/testing';
import { generateDescription } from './aiDescription';
import CleaningPage from './CleaningPage';
import type { CleaningRequest } from './cleaningRequestRow';
import { cleaningRequestsResource } from './cleaningRequestsResource';

jest.mock('@facility/data/records', () => ({ ...jest.requireActual('@facility/data/records'), saveRow: jest.fn(), updateRow: jest.fn() }));
jest.mock('./aiDescription', () => ({ ...jest.requireActual('./aiDescription'), generateDescription: jest.fn() }));
const save = saveRow as jest.MockedFunction<typeof saveRow>;
const generate = generateDescription as jest.MockedFunction<typeof generateDescription>;
const changeStatus = updateRow as jest.MockedFunction<typeof updateRow>;

const quote: CleaningRequest = {
  id: 'q1',
  description: 'Glasbewassing buitenzijde',
  space_id: 's1',
  supplier_id: 'p1',
  status: 'pending',
  requested_at: new Date(2026, 10, 20, 9, 5).toISOString(),
  completed_at: null,
  created_at: new Date(2026, 10, 20, 9, 5).toISOString(),
  space: domSpace,
  supplier: { id: 'p1', name: 'Jan Jansen', company_name: 'CleanCo B.V.' },
};

beforeEach(() => {
  save.mockReset();
  generate.mockReset();
  changeStatus.mockReset();
});

const render = () => renderWithData(<CleaningPage />, [...choiceAnswers, listAnswer(cleaningRequestsResource, [quote])], { url: '/cleaning' });
const dialog = () => screen.getByRole('dialog', { name: 'Prijsopgave Schoonmaak' });

describe('CleaningPage list', () => {
  it('shows the quote with location, supplier, Dutch status and dd-MM-yyyy HH:mm; a status change goes to the database', async () => {
    render();
    const row = within(screen.getByRole('table', { name: 'Prijsopgaves' })).getByRole('row', { name: /Glasbewassing/ });
    expect(within(row).getByText('Vergaderzaal Dom - Kantoor Utrecht')).toBeInTheDocument();
    expect(within(row).getByText('CleanCo B.V.')).toBeInTheDocument();
    expect(within(row).getByText('20-11-2026 09:05')).toBeInTheDocument();
    expect(within(row).getByText('-')).toBeInTheDocument();
    const status = within(row).getByRole('combobox', { name: /^Status van/ });
    expect(status).toHaveDisplayValue('In behandeling');
    changeStatus.mockResolvedValueOnce('q1');
    await userEvent.selectOptions(status, 'Goedgekeurd');
    expect(changeStatus).toHaveBeenCalledWith('cleaning_requests', 'q1', { status: 'approved' });
    expect(await screen.findByText('De status van de prijsopgave is succesvol bijgewerkt.')).toBeInTheDocument();
  });
});

describe("dialog 'Prijsopgave Schoonmaak'", () => {
  beforeEach(async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Prijsopgave Aanvragen' }));
    await screen.findByRole('dialog', { name: 'Prijsopgave Schoonmaak' });
  });

  it('disables the space until a building is chosen and offers cleaning suppliers by company name or else name', async () => {
    expect(await within(dialog()).findByRole('combobox', { name: /Locatie/ })).toBeDisabled();
    await choose(/Gebouw/, 'Kantoor Utrecht');
    expect(within(dialog()).getByRole('combobox', { name: /Locatie/ })).toBeEnabled();
    await userEvent.click(within(dialog()).getByRole('combobox', { name: /Leverancier/ }));
    const names = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(['CleanCo B.V.', 'Puk Schoonmaak']);
  });

  it("'Genereer met AI' without space and supplier says they are needed and asks nothing", async () => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Genereer met AI' }));
    expect(await screen.findByText('Vul eerst een locatie en leverancier in')).toBeInTheDocument();
    expect(screen.getByText('Deze zijn nodig om een omschrijving te genereren.')).toBeInTheDocument();
    expect(generate).not.toHaveBeenCalled();
  });

  it("generates the description ('Genereren...' while busy), then adds a pending quote without the building", async () => {
    let answer: (text: string) => void = () => undefined;
    generate.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    save.mockResolvedValueOnce('q2');
    await choose(/Gebouw/, 'Kantoor Utrecht');
    await choose(/Locatie/, 'Vergaderzaal Dom');
    await choose(/Leverancier/, 'CleanCo B.V.');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Genereer met AI' }));
    expect(within(dialog()).getByRole('button', { name: 'Genereren...' })).toBeDisabled();
    expect(generate).toHaveBeenCalledWith({ space: 'Vergaderzaal Dom', building: 'Kantoor Utrecht', supplier: 'CleanCo B.V.', notes: '' });
    await act(async () => answer('Graag ontvangen wij een prijsopgave.'));
    expect(await screen.findByText('Omschrijving gegenereerd')).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: /Omschrijving/ })).toHaveValue('Graag ontvangen wij een prijsopgave.');

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Prijsopgave toegevoegd')).toBeInTheDocument();
    const [table, row] = save.mock.calls[0];
    expect(table).toBe('cleaning_requests');
    expect(row).toEqual({
      space_id: 's1',
      supplier_id: 'p1',
      description: 'Graag ontvangen wij een prijsopgave.',
      status: 'pending',
      requested_at: expect.any(String),
    });
  }, 20000); // many clicks: slow on a busy machine

  it("says 'Fout bij AI generatie' when generating fails, and leaves the description", async () => {
    generate.mockRejectedValueOnce(new Error('502'));
    await choose(/Gebouw/, 'Kantoor Utrecht');
    await choose(/Locatie/, 'Vergaderzaal Dom');
    await choose(/Leverancier/, 'Puk Schoonmaak');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Genereer met AI' }));
    expect(await screen.findByText('Fout bij AI generatie')).toBeInTheDocument();
    expect(screen.getByText('Er is iets misgegaan bij het genereren van de tekst.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: /Omschrijving/ })).toHaveValue('');
  }, 15000);

  it("shows the function's own Dutch reason in the one failure toast when it refuses: too many calls a minute (429)", async () => {
    const tooOften = 'Te veel aanvragen om tekst te genereren (maximaal 30 per minuut). Wacht even en probeer het opnieuw.';
    // The real call (invokeFunction through supabase-js), answered as the function answers a user over its limit.
    generate.mockImplementationOnce(jest.requireActual('./aiDescription').generateDescription);
    const realFetch = global.fetch;
    const functionCalls: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/functions/v1/')) return realFetch(input, init);
      functionCalls.push(String(input));
      return new Response(JSON.stringify({ error: tooOften }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '42' } });
    }) as typeof fetch;
    try {
      await choose(/Gebouw/, 'Kantoor Utrecht');
      await choose(/Locatie/, 'Vergaderzaal Dom');
      await choose(/Leverancier/, 'Puk Schoonmaak');
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Genereer met AI' }));
      expect(await screen.findByText('Fout bij AI generatie')).toBeInTheDocument();
      expect(screen.getByText(tooOften)).toBeInTheDocument();
      expect(screen.getAllByText('Fout bij AI generatie')).toHaveLength(1);
      expect(screen.queryByText('Er is iets misgegaan bij het genereren van de tekst.')).not.toBeInTheDocument();
      expect(functionCalls).toEqual([expect.stringMatching(/\/functions\/v1\/generate-with-ai$/)]);
      expect(within(dialog()).getByRole('textbox', { name: /Omschrijving/ })).toHaveValue('');
    } finally {
      global.fetch = realFetch;
    }
  }, 15000);

  it('refuses an empty quote with the spec’s messages', async () => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Toevoegen' }));
    for (const message of ['Gebouw is verplicht', 'Locatie is verplicht', 'Leverancier is verplicht', 'Omschrijving is verplicht']) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    expect(save).not.toHaveBeenCalled();
  });
});
