import { useCallback, useState } from 'react';
import { failureMessage } from '@facility/data/records';
import { useToast } from '@facility/ui';
import { generateDescription, type DescriptionFacts } from './aiDescription';

/**
 * 'Genereer met AI': without space and supplier it says they are needed; otherwise it
 * generates, with 'Omschrijving gegenereerd' or 'Fout bij AI generatie' (result null), the
 * function's own Dutch reason below it when it gave one (e.g. too many calls a minute).
 */
const GENERATE_FAILED = 'Er is iets misgegaan bij het genereren van de tekst.';

export function useGenerateDescription() {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const generate = useCallback(
    async (facts: DescriptionFacts | null): Promise<string | null> => {
      if (!facts) {
        toast({ variant: 'destructive', title: 'Vul eerst een locatie en leverancier in', description: 'Deze zijn nodig om een omschrijving te genereren.' });
        return null;
      }
      setBusy(true);
      try {
        const text = await generateDescription(facts);
        toast({ variant: 'success', title: 'Omschrijving gegenereerd' });
        return text;
      } catch (err) {
        console.error('generate-with-ai', err);
        toast({ variant: 'destructive', title: 'Fout bij AI generatie', description: failureMessage(err, GENERATE_FAILED) });
        return null;
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );
  return { generate, busy };
}
