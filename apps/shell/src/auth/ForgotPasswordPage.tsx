import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useSearchParams } from '@facility/runtime/router';
import { requestPasswordReset, toDutchMessage } from '@facility/data/basics';
import { AuthCard } from './AuthCard';

const SENT = 'Als er een account bij dit e-mailadres hoort, ontvang je een e-mail met een link om een nieuw wachtwoord in te stellen.';

/** /wachtwoord-vergeten: asks for an e-mail with a link to choose a new password. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError('Vul een geldig e-mailadres in.');
      return;
    }
    setState('busy');
    setError(null);
    try {
      await requestPasswordReset(address, window.location.origin);
      setState('sent');
    } catch (failure) {
      setError(toDutchMessage(failure));
      setState('idle');
    }
  }

  return (
    <AuthCard title="Wachtwoord vergeten?" intro="Vul je e-mailadres in. Je krijgt een e-mail met een link om een nieuw wachtwoord te kiezen." onSubmit={submit}>
      {error && <Alert severity="error">{error}</Alert>}
      {state === 'sent' ? (
        <Alert severity="success">{SENT}</Alert>
      ) : (
        <>
          <TextField label="E-mail" type="email" autoComplete="username" required autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" variant="contained" size="large" disabled={state === 'busy'}>
            {state === 'busy' ? 'Bezig met versturen...' : 'Stuur link'}
          </Button>
        </>
      )}
      <Link component={RouterLink} to="/" sx={{ justifySelf: 'start' }}>
        Terug naar inloggen
      </Link>
    </AuthCard>
  );
}
