import { MAX_NOTES_CHARS, userPrompt } from './aiDescription';

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
