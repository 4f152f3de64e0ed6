import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { changePassword, toDutchMessage } from '@facility/data/basics';
import { MIN_PASSWORD_LENGTH, passwordProblem } from './passwordRules';

interface NewPasswordFormProps {
  /** After the password is saved. */
  onSaved: () => void;
  /** Wraps the fields in a form: a card of its own (before signing in) or a page's section. */
  frame: (onSubmit: (event: FormEvent) => void, fields: ReactNode) => ReactNode;
  submitLabel?: string;
}

/** 'Nieuw wachtwoord' twice, saved for the signed-in user; what was typed stays when saving fails. */
export function NewPasswordForm({ onSaved, frame, submitLabel = 'Wachtwoord opslaan' }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = passwordProblem(password, repeated);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setError(null);
    if (problem) return;
    setBusy(true);
    try {
      await changePassword(password);
      onSaved();
    } catch (failure) {
      setError(toDutchMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return frame(
    submit,
    <>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={tried && password.length < MIN_PASSWORD_LENGTH}
        helperText={`Minstens ${MIN_PASSWORD_LENGTH} tekens.`}
      />
      <TextField
        label="Herhaal wachtwoord"
        type="password"
        autoComplete="new-password"
        required
        value={repeated}
        onChange={(e) => setRepeated(e.target.value)}
        error={tried && problem !== null && password.length >= MIN_PASSWORD_LENGTH}
      />
      {tried && problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Bezig met opslaan...' : submitLabel}
        </Button>
      </Box>
    </>,
  );
}
