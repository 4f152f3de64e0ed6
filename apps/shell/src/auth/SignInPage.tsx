import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from '@facility/runtime/router';
import { preloadAuth, signIn } from '@facility/data/basics';
import { AuthCard } from './AuthCard';
import { signInMessage } from './signInMessage';

export function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The auth client downloads while the user types.
  useEffect(preloadAuth, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
    } catch (failure) {
      setError(signInMessage(failure));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Inloggen" intro="Log in om verder te gaan naar het beheer." onSubmit={submit}>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField label="E-mail" type="email" autoComplete="username" required autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField label="Wachtwoord" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" variant="contained" size="large" disabled={busy || !email || !password}>
        {busy ? 'Bezig met inloggen...' : 'Inloggen'}
      </Button>
      <Link component={RouterLink} to={`/wachtwoord-vergeten${email.trim() ? `?email=${encodeURIComponent(email.trim())}` : ''}`} sx={{ justifySelf: 'start' }}>
        Wachtwoord vergeten?
      </Link>
    </AuthCard>
  );
}
