import { act, render, screen } from '@testing-library/react';
import { getAuthLoader, setAuthLoader } from '@facility/runtime';
import { accessToken, configureSupabase } from './client';
import { useSession } from './auth';
import { SESSION_CHANGED } from './session';

const now = () => Math.floor(Date.now() / 1000);

/** What auth-js keeps in localStorage after signing in to `host` (key: sb-<host's first label>-auth-token). */
function storeSession(host: string, email: string, expiresAt = now() + 3600) {
  const session = {
    access_token: `token-of-${email}`,
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user: { id: 'user-1', email, aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() },
  };
  localStorage.setItem(keyOf(host), JSON.stringify(session));
}
const keyOf = (host: string) => `sb-${host.split('.')[0]}-auth-token`;

/** Starts the page's client for `host` and counts how often the page's auth client is asked for. */
function start(host: string) {
  configureSupabase({ supabaseUrl: `http://${host}:9`, supabaseAnonKey: 'anon' });
  const load = jest.fn(getAuthLoader() as () => Promise<object>);
  setAuthLoader(load);
  return load;
}

/** Writes down every state it renders with, so a test sees the first one too. */
function SessionTrace({ seen }: { seen: string[] }) {
  const session = useSession();
  seen.push(session.status === 'signed-in' ? `signed-in as ${session.session.user.email}` : session.status);
  return <p>{seen.at(-1)}</p>;
}

afterEach(() => localStorage.clear());

test('signed in on this device, the first render already knows who, and the page loads no auth client', async () => {
  storeSession('first.test', 'beheer@example.nl');
  const load = start('first.test');
  const seen: string[] = [];
  render(<SessionTrace seen={seen} />);
  expect(seen[0]).toBe('signed-in as beheer@example.nl');
  expect(await accessToken()).toBe('token-of-beheer@example.nl');
  expect(seen).not.toContain('loading');
  expect(load).not.toHaveBeenCalled();
});

test('with nothing stored, the first render says signed out and requests go with the anon key, without the auth client', async () => {
  const load = start('second.test');
  const seen: string[] = [];
  render(<SessionTrace seen={seen} />);
  expect(seen[0]).toBe('signed-out');
  expect(await accessToken()).toBeNull();
  expect(load).not.toHaveBeenCalled();
});

test('a stored access token that is about to lapse makes the page load its auth client (to renew it)', () => {
  storeSession('seventh.test', 'beheer@example.nl', now() + 30);
  start('seventh.test');
  // Stands in for the download, which would go on to ask a server that is not there.
  const load = jest.fn(() => new Promise<object>(() => undefined));
  setAuthLoader(load);
  render(<SessionTrace seen={[]} />);
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByText('signed-in as beheer@example.nl')).toBeTruthy();
});

test('signing out in another tab signs this one out, and signing in there signs this one in', async () => {
  storeSession('fourth.test', 'beheer@example.nl');
  start('fourth.test');
  render(<SessionTrace seen={[]} />);
  localStorage.removeItem(keyOf('fourth.test'));
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: keyOf('fourth.test') })));
  expect(screen.getByText('signed-out')).toBeTruthy();
  storeSession('fourth.test', 'medewerker@example.nl');
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: keyOf('fourth.test') })));
  expect(screen.getByText('signed-in as medewerker@example.nl')).toBeTruthy();
});

test("the page's auth client announcing a change is read back from storage", () => {
  start('fifth.test');
  render(<SessionTrace seen={[]} />);
  storeSession('fifth.test', 'beheer@example.nl');
  act(() => void window.dispatchEvent(new Event(SESSION_CHANGED)));
  expect(screen.getByText('signed-in as beheer@example.nl')).toBeTruthy();
});

test('what is stored under the key but is no session counts as signed out', () => {
  localStorage.setItem(keyOf('sixth.test'), '{"access_token":');
  start('sixth.test');
  render(<SessionTrace seen={[]} />);
  expect(screen.getByText('signed-out')).toBeTruthy();
});
