import { useCallback, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ConfirmLower, PreviousReading } from '@facility/data/records';
import { longDate } from './readings';

interface Question {
  previous: PreviousReading;
  value: string;
  answer: (confirmed: boolean) => void;
}

/** The question for a reading lower than the previous one. */
export function lowerReadingQuestion(value: string, previous: PreviousReading) {
  return `De meterstand ${value} is lager dan de vorige meterstand (${previous.value} op ${longDate(previous.date)}). Is de meter vervangen of is dit een tikfout?`;
}

/**
 * 'Lagere meterstand': `ask` shows the question and its promise answers once the
 * dialog has closed (so what follows, a toast or the form, is not hidden behind it).
 */
export function useConfirmLower() {
  const [question, setQuestion] = useState<Question | null>(null);
  const [open, setOpen] = useState(false);
  const chosen = useRef(false);
  const ask: ConfirmLower = useCallback(
    (previous, value) =>
      new Promise<boolean>((resolve) => {
        chosen.current = false;
        setQuestion({ previous, value, answer: resolve });
        setOpen(true);
      }),
    [],
  );
  const answer = (confirmed: boolean) => {
    chosen.current = confirmed;
    setOpen(false);
  };
  const onExited = () => {
    question?.answer(chosen.current);
    setQuestion(null);
  };
  const dialog = (
    <Dialog open={open} onClose={() => answer(false)} aria-labelledby="lower-reading-title" slotProps={{ transition: { onExited } }}>
      <DialogTitle id="lower-reading-title">Lagere meterstand</DialogTitle>
      <DialogContent>
        <DialogContentText>{question ? lowerReadingQuestion(question.value, question.previous) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)} autoFocus>
          Tikfout, aanpassen
        </Button>
        <Button onClick={() => answer(true)} variant="contained">
          Meter vervangen, opslaan
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, dialog };
}
