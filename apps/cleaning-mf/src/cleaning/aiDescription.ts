import { invokeFunction } from '@facility/data/records';

export const SYSTEM_PROMPT =
  'Je bent een assistent van een facilitaire afdeling. Schrijf een beknopt, professioneel Nederlands schoonmaakverzoek voor een prijsopgave. Geef alleen de tekst van het verzoek.';

export interface DescriptionFacts {
  space: string;
  building: string;
  supplier: string;
  /** What the user typed already, if anything. */
  notes: string;
}

/** The function refuses prompts over 4,000 characters; what was typed is cut well before that. */
export const MAX_NOTES_CHARS = 3000;

/** The user prompt: the facts as 'Label: waarde' lines (the template provider reads them too). */
export function userPrompt({ space, building, supplier, notes }: DescriptionFacts): string {
  return [
    'Schrijf een beknopt, professioneel schoonmaakverzoek.',
    `Locatie: ${space}`,
    building && `Gebouw: ${building}`,
    `Leverancier: ${supplier}`,
    notes.trim() && `Toelichting: ${notes.trim().replace(/\s+/g, ' ').slice(0, MAX_NOTES_CHARS)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Calls the server function 'generate-with-ai' ({systemPrompt, userPrompt} -> {text} or {error}). */
export async function generateDescription(facts: DescriptionFacts): Promise<string> {
  const data = await invokeFunction('generate-with-ai', { systemPrompt: SYSTEM_PROMPT, userPrompt: userPrompt(facts) });
  if (!data?.text?.trim()) throw new Error(data?.error ?? 'generate-with-ai gaf geen tekst');
  return data.text.trim();
}

