import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@facility/ui';
import { longDate, type ConfirmLower, type PreviousReading } from './readings';

interface Question {
  previous: PreviousReading;
  value: string;
  answer: (confirmed: boolean) => void;
}

/** The question for a reading lower than the previous one; the dialog answers the promise of `ask`. */
export function lowerReadingQuestion(value: string, previous: PreviousReading) {
  return `De meterstand ${value} is lager dan de vorige meterstand (${previous.value} op ${longDate(previous.date)}). Is de meter vervangen of is dit een tikfout?`;
}

export function useConfirmLower() {
  const [question, setQuestion] = useState<Question | null>(null);
  const ask: ConfirmLower = useCallback(
    (previous, value) => new Promise<boolean>((resolve) => setQuestion({ previous, value, answer: resolve })),
    [],
  );
  const answer = (confirmed: boolean) => {
    question?.answer(confirmed);
    setQuestion(null);
  };
  const dialog = (
    <ConfirmDialog
      open={question !== null}
      title="Lagere meterstand"
      text={question ? lowerReadingQuestion(question.value, question.previous) : ''}
      cancelLabel="Tikfout, aanpassen"
      confirmLabel="Meter vervangen, opslaan"
      onCancel={() => answer(false)}
      onConfirm={() => answer(true)}
    />
  );
  return { ask, dialog };
}
