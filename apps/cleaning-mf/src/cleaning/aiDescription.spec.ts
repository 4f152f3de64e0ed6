import { invokeFunction } from '@facility/data/records';
import { generateDescription, MAX_NOTES_CHARS, SYSTEM_PROMPT, userPrompt } from './aiDescription';

jest.mock('@facility/data/records', () => ({ ...jest.requireActual('@facility/data/records'), invokeFunction: jest.fn() }));
const invoke = jest.mocked(invokeFunction);

describe('the prompt for generate-with-ai', () => {
  it("gives the facts as 'Label: waarde' lines, which the template provider reads", () => {
    expect(userPrompt({ space: 'Vergaderzaal Dom', building: 'Kantoor Utrecht', supplier: 'CleanCo B.V.', notes: '  ramen\n en  vloeren ' })).toBe(
      'Schrijf een beknopt, professioneel schoonmaakverzoek.\nLocatie: Vergaderzaal Dom\nGebouw: Kantoor Utrecht\nLeverancier: CleanCo B.V.\nToelichting: ramen en vloeren',
    );
  });

  it('stays under the function’s cap of 4,000 characters whatever was typed', () => {
    const prompt = userPrompt({ space: 'Dom', building: '', supplier: 'CleanCo', notes: 'x'.repeat(10_000) });
    expect(prompt).toContain(`Toelichting: ${'x'.repeat(MAX_NOTES_CHARS)}`);
    expect(prompt.length).toBeLessThan(4000);
    expect(prompt).not.toContain('Gebouw:');
  });
});

describe('generateDescription', () => {
  const facts = { space: 'Vergaderzaal Dom', building: 'Kantoor Utrecht', supplier: 'CleanCo B.V.', notes: '' };

  it("asks the server function 'generate-with-ai' and answers its text, trimmed", async () => {
    invoke.mockResolvedValueOnce({ text: ' Graag een prijsopgave. \n' });
    expect(await generateDescription(facts)).toBe('Graag een prijsopgave.');
    expect(invoke).toHaveBeenLastCalledWith('generate-with-ai', { systemPrompt: SYSTEM_PROMPT, userPrompt: userPrompt(facts) });
  });

  it('fails on an answer without text, with the reason the function gave', async () => {
    invoke.mockResolvedValueOnce({ error: 'De AI-dienst is niet bereikbaar.' });
    await expect(generateDescription(facts)).rejects.toThrow('De AI-dienst is niet bereikbaar.');
    invoke.mockResolvedValueOnce(null);
    await expect(generateDescription(facts)).rejects.toThrow();
  });
});
