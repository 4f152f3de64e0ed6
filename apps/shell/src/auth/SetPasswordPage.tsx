import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from '@facility/runtime/router';
import { LoadingState } from '@facility/ui/basics';
import { toDutchMessage, verifyEmailLink, type EmailLinkType } from '@facility/data/basics';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';

const TITLES: Record<EmailLinkType, string> = { invite: 'Welkom! Kies je wachtwoord', recovery: 'Nieuw wachtwoord instellen' };

// A link is used once: a second render of the page (React's StrictMode runs effects twice
// in development) waits for the same check instead of spending the link again.
const checks = new Map<string, Promise<void>>();
function checkLink(tokenHash: string, type: EmailLinkType) {
  const key = `${type}:${tokenHash}`;
  if (!checks.has(key)) checks.set(key, verifyEmailLink(tokenHash, type));
  return checks.get(key) as Promise<void>;
}

const linkType = (value: string | null): EmailLinkType | null => (value === 'invite' || value === 'recovery' ? value : null);

/** /wachtwoord-instellen: the link of an invitation or reset e-mail signs in, then the user chooses a password. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tokenHash = params.get('token_hash');
  const type = linkType(params.get('type'));
  const [state, setState] = useState<{ status: 'checking' } | { status: 'ready' } | { status: 'failed'; message: string }>(() =>
    tokenHash && type ? { status: 'checking' } : { status: 'failed', message: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.' },
  );

  useEffect(() => {
    if (!tokenHash || !type) return;
    let current = true;
    checkLink(tokenHash, type).then(
      () => current && setState({ status: 'ready' }),
      (failure) => current && setState({ status: 'failed', message: toDutchMessage(failure) }),
    );
    return () => {
      current = false;
    };
  }, [tokenHash, type]);

  const title = TITLES[type ?? 'recovery'];
  if (state.status === 'checking') return <LoadingState />;
  if (state.status === 'failed') {
    return (
      <AuthCard title={title}>
        <Alert severity="error">{state.message}</Alert>
        <Link component={RouterLink} to="/wachtwoord-vergeten" sx={{ justifySelf: 'start' }}>
          Nieuwe link aanvragen
        </Link>
      </AuthCard>
    );
  }
  const frame = (onSubmit: (event: FormEvent) => void, fields: ReactNode) => (
    <AuthCard title={title} intro="Kies een wachtwoord van minstens 6 tekens." onSubmit={onSubmit}>
      {fields}
    </AuthCard>
  );
  return <NewPasswordForm frame={frame} onSaved={() => navigate('/', { replace: true })} />;
}
