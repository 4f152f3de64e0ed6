import { act, render, screen } from '@testing-library/react';
import { configureSupabase } from './client';
import { useSession } from './auth';

/** What supabase-js keeps in localStorage after signing in to `host` (key: sb-<host's first label>-auth-token). */
function storeSession(host: string, email: string) {
  const now = Math.floor(Date.now() / 1000);
  const session = {
    access_token: 'token',
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: { id: 'user-1', email, aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() },
  };
  localStorage.setItem(`sb-${host.split('.')[0]}-auth-token`, JSON.stringify(session));
}

// A host per test: one client per storage key, as on a page.
const start = (host: string) => configureSupabase({ supabaseUrl: `http://${host}:9`, supabaseAnonKey: 'test' });

/** Writes down every state it renders with, so a test sees the first one too. */
function SessionTrace({ seen }: { seen: string[] }) {
  const session = useSession();
  seen.push(session.status === 'signed-in' ? `signed-in as ${session.session.user.email}` : session.status);
  return <p>{seen.at(-1)}</p>;
}

afterEach(() => localStorage.clear());

test('rendered once the client has read its storage, the first render already knows who is signed in', async () => {
  storeSession('first.test', 'beheer@example.nl');
  const client = start('first.test');
  await client.auth.getSession();
  const seen: string[] = [];
  render(<SessionTrace seen={seen} />);
  expect(seen[0]).toBe('signed-in as beheer@example.nl');
  await act(() => client.auth.getSession());
  expect(seen).not.toContain('loading');
});

test('rendered before the client has read its storage, it shows loading and then the session', async () => {
  storeSession('second.test', 'beheer@example.nl');
  start('second.test');
  const seen: string[] = [];
  render(<SessionTrace seen={seen} />);
  expect(seen[0]).toBe('loading');
  expect(await screen.findByText('signed-in as beheer@example.nl')).toBeTruthy();
});

test('with nothing stored, the first render after start says signed out', async () => {
  const client = start('third.test');
  await client.auth.getSession();
  const seen: string[] = [];
  render(<SessionTrace seen={seen} />);
  expect(seen[0]).toBe('signed-out');
  await act(() => client.auth.getSession());
  expect(screen.getByText('signed-out')).toBeTruthy();
});
