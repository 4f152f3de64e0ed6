// Invitations, password reset and change, deactivation (issue #28): the local auth server's
// GoTrue endpoints as supabase-js calls them, its e-mails as the stack's mail catcher (maildev,
// MAIL_URL) received them, and the staff-admin function as the app calls it, with real
// sign-ins and tokens. Every test makes its own users (unique addresses), so any order works.
import { createHash, randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { toDutchMessage } from '@facility/data';
import type { Client } from 'pg';
// The module the gateway and the Edge runtime both run.
// eslint-disable-next-line @nx/enforce-module-boundaries -- deployed function code, not a lib: the test reads its texts
import { BAN_DURATION, MESSAGES } from '../functions/staff-admin/handler.js';
import { DEMO_USER, anonClient, ownerDb, signedIn, type Db } from './helpers';

const RUN = randomUUID().slice(0, 8);
const MAIL_URL = process.env.MAIL_URL as string;
const KANTOOR_UTRECHT = '00000001-0000-4000-8000-000000000001';
const AMSTELKWARTIER = '00000001-0000-4000-8000-000000000002';
const SEED = {
  beheerder: { id: 'beb0e000-0000-4000-8000-000000000001', ...DEMO_USER },
  medewerker: { email: 'medewerker@example.nl', password: 'medewerker123' },
  lezer: { email: 'lezer@example.nl', password: 'lezer123' },
};
const LAST_BEHEERDER = 'Er moet minstens één actieve beheerder blijven.';

let counter = 0;
/** A new address of this run (lower case, as the auth server keeps it). */
const address = (label: string) => `${label}-${RUN}-${(counter += 1)}@example.nl`;

type Mail = { subject: string; html: string; text: string; to: { address: string }[] };

async function mailsTo(to: string): Promise<Mail[]> {
  const res = await fetch(`${MAIL_URL}/api/email`);
  expect(res.status).toBe(200);
  const all = (await res.json()) as Mail[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()));
}

/** Waits (up to 5 s) until `count` mails to `to` have arrived; returns them, oldest first. */
async function waitForMails(to: string, count = 1): Promise<Mail[]> {
  for (let i = 0; i < 50; i += 1) {
    const mails = await mailsTo(to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${count} mail(s) to ${to} within 5 s`);
}

/** The link of a mail (its href to /wachtwoord-instellen). */
function linkOf(mail: Mail): URL {
  const href = /href="([^"]*\/wachtwoord-instellen\?[^"]*)"/.exec(mail.html)?.[1];
  if (!href) throw new Error(`no link in ${mail.html}`);
  return new URL(href.replace(/&amp;/g, '&'));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let pg: Client;

/** A user with a password (and a staff row when `role` is given), as the seed makes them. */
async function addUser(email: string, password: string, staff?: { role: string; buildings?: string[]; all?: boolean }) {
  const id = randomUUID();
  await pg.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
             extensions.crypt($3, extensions.gen_salt('bf', 4)), now(), '{"provider":"email","providers":["email"]}', now(), now())`,
    [id, email, password],
  );
  if (staff) {
    await pg.query('insert into public.staff (user_id, name, role, all_buildings) values ($1, $2, $3, $4)', [id, email, staff.role, staff.all ?? false]);
    for (const b of staff.buildings ?? []) await pg.query('insert into public.staff_buildings (user_id, building_id) values ($1, $2)', [id, b]);
  }
  return { id, email, password };
}

async function userByEmail(email: string) {
  const { rows } = await pg.query('select * from auth.users where lower(email) = lower($1)', [email]);
  return rows[0] ?? null;
}

/** Calls staff-admin as `db`; the answer's status and JSON body. */
async function staffAdmin(db: Db, body: Record<string, unknown>) {
  const { data, error } = await db.functions.invoke('staff-admin', { body });
  if (!error) return { status: 200, body: data };
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

const inviteBody = (email: string, extra: Record<string, unknown> = {}) => ({
  action: 'invite',
  name: 'Nieuwe Collega',
  email,
  role: 'medewerker',
  all_buildings: false,
  building_ids: [KANTOOR_UTRECHT],
  ...extra,
});

let beheer: Db;

beforeAll(async () => {
  pg = await ownerDb();
  beheer = await signedIn(SEED.beheerder);
});

afterAll(async () => {
  // Whatever this run made (staff rows go with their user; the demo beheerder stays).
  await pg.query(`delete from auth.users where email like $1`, [`%-${RUN}-%@example.nl`]);
  await pg.end();
});

describe('password reset by e-mail (POST /recover, POST /verify, PUT /user)', () => {
  it('mails a one-time link; it signs the user in once; the new password works and the old one no longer', async () => {
    const user = await addUser(address('herstel'), 'oud-wachtwoord', { role: 'medewerker', buildings: [KANTOOR_UTRECHT] });
    const anon = anonClient();
    const asked = await anon.auth.resetPasswordForEmail(user.email, { redirectTo: 'http://localhost:4200/wachtwoord-instellen' });
    expect(asked.error).toBeNull();

    const [mail] = await waitForMails(user.email);
    expect(mail.subject).toBe('Nieuw wachtwoord instellen');
    expect(mail.to.map((t) => t.address)).toEqual([user.email]);
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4200/wachtwoord-instellen');
    expect(link.searchParams.get('type')).toBe('recovery');
    const tokenHash = link.searchParams.get('token_hash') as string;
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(mail.text).toContain(link.href);
    // The database keeps only the token's hash.
    const stored = await userByEmail(user.email);
    expect(stored.recovery_token).toBe(sha256(tokenHash));
    expect(stored.recovery_sent_at).not.toBeNull();

    // A second request within the minute: refused, no second mail.
    const again = await anon.auth.resetPasswordForEmail(user.email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    const client = anonClient();
    const verified = await client.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.session?.refresh_token).toBeTruthy();
    expect(verified.data.user?.email).toBe(user.email);
    expect((await userByEmail(user.email)).last_sign_in_at).not.toBeNull();

    const reused = await anonClient().auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(reused.data.session).toBeNull();

    const weak = await client.auth.updateUser({ password: 'kort' });
    expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password' });

    const changed = await client.auth.updateUser({ password: 'nieuw-wachtwoord' });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(user.email);
    expect((await userByEmail(user.email)).encrypted_password).toMatch(/^\$2[abxy]?\$/);

    const withNew = await anonClient().auth.signInWithPassword({ email: user.email, password: 'nieuw-wachtwoord' });
    expect(withNew.error).toBeNull();
    const withOld = await anonClient().auth.signInWithPassword({ email: user.email, password: 'oud-wachtwoord' });
    expect(withOld.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('answers an unknown address as a known one (200) and sends nothing', async () => {
    const nobody = address('onbekend');
    const { data, error } = await anonClient().auth.resetPasswordForEmail(nobody);
    expect(error).toBeNull();
    expect(data).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(nobody)).toEqual([]);
    expect(await userByEmail(nobody)).toBeNull();
  });

  it('refuses a link older than an hour, and a made-up one', async () => {
    const user = await addUser(address('verlopen'), 'oud-wachtwoord');
    expect((await anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const tokenHash = linkOf((await waitForMails(user.email))[0]).searchParams.get('token_hash') as string;
    await pg.query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`, [user.id]);
    const late = await anonClient().auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(late.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' });
    const madeUp = await anonClient().auth.verifyOtp({ type: 'recovery', token_hash: sha256('verzonnen') });
    expect(madeUp.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('a signed-in user changes their password; a password shorter than 6 is refused', async () => {
    const user = await addUser(address('wijzig'), 'oud-wachtwoord', { role: 'lezer', buildings: [AMSTELKWARTIER] });
    const db = await signedIn(user);
    const weak = await db.auth.updateUser({ password: '12345' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await db.auth.updateUser({ password: 'ander-wachtwoord' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: 'ander-wachtwoord' })).error).toBeNull();
  });
});

describe('staff-admin: invite', () => {
  it('a beheerder invites: the mail links to choosing a password; the invitee then sees only their building', async () => {
    const email = address('uitnodiging');
    const name = 'Sanne & Co <test>';
    const answer = await staffAdmin(beheer, inviteBody(email, { name, redirect_to: 'http://127.0.0.1:4330/' }));
    expect(answer.status).toBe(200);
    const userId = answer.body.user_id as string;
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);

    const { rows: staff } = await pg.query('select name, role, all_buildings, active from public.staff where user_id = $1', [userId]);
    expect(staff).toEqual([{ name, role: 'medewerker', all_buildings: false, active: true }]);
    const { rows: links } = await pg.query('select building_id from public.staff_buildings where user_id = $1', [userId]);
    expect(links).toEqual([{ building_id: KANTOOR_UTRECHT }]);
    const invited = await userByEmail(email);
    expect(invited).toMatchObject({ id: userId, email_confirmed_at: null, raw_user_meta_data: { name } });
    expect(invited.invited_at).not.toBeNull();

    const [mail] = await waitForMails(email);
    expect(mail.subject).toBe('Je uitnodiging voor het beheer');
    expect(mail.html).toContain('Sanne &amp; Co &lt;test&gt;');
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:4330/wachtwoord-instellen');
    expect(link.searchParams.get('type')).toBe('invite');
    const tokenHash = link.searchParams.get('token_hash') as string;
    expect(invited.confirmation_token).toBe(sha256(tokenHash));

    // No password yet: nobody signs in with one.
    const early = await anonClient().auth.signInWithPassword({ email, password: '' + 'geen-wachtwoord' });
    expect(early.error).toMatchObject({ code: 'invalid_credentials' });

    const invitee = anonClient();
    const verified = await invitee.auth.verifyOtp({ type: 'invite', token_hash: tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(userId);
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect((await anonClient().auth.verifyOtp({ type: 'invite', token_hash: tokenHash })).error).toMatchObject({ status: 403, code: 'otp_expired' });

    expect((await invitee.auth.updateUser({ password: 'mijn-wachtwoord' })).error).toBeNull();
    const db = await signedIn({ email, password: 'mijn-wachtwoord' });
    const buildings = await db.from('buildings').select('id');
    expect(buildings.error).toBeNull();
    expect(buildings.data).toEqual([{ id: KANTOOR_UTRECHT }]);
    const spaces = await db.from('spaces').select('building_id');
    expect(spaces.data?.length).toBeGreaterThan(0);
    expect(new Set(spaces.data?.map((s) => s.building_id))).toEqual(new Set([KANTOOR_UTRECHT]));
  });

  it('an address with an account already: 422, nothing changed', async () => {
    for (const email of ['lezer@example.nl', 'LEZER@example.nl']) {
      const answer = await staffAdmin(beheer, inviteBody(email));
      expect(answer).toEqual({ status: 422, body: { error: MESSAGES.emailExists } });
    }
    const { rows } = await pg.query(`select role from public.staff where user_id = 'beb0e000-0000-4000-8000-000000000005'`);
    expect(rows).toEqual([{ role: 'lezer' }]);
  });

  it('a medewerker or lezer, or nobody signed in, is refused; nothing is made', async () => {
    for (const who of [SEED.medewerker, SEED.lezer]) {
      const email = address('geweigerd');
      const answer = await staffAdmin(await signedIn(who), inviteBody(email));
      expect(answer).toEqual({ status: 403, body: { error: MESSAGES.forbidden } });
      expect(MESSAGES.forbidden).toBe('Alleen een beheerder mag de toegang beheren.');
      expect(await userByEmail(email)).toBeNull();
    }
    const email = address('anoniem');
    expect(await staffAdmin(anonClient(), inviteBody(email))).toEqual({ status: 401, body: { error: MESSAGES.unauthenticated } });
    expect(await userByEmail(email)).toBeNull();
  });

  it('invalid input: 422 with a Dutch text, nothing is made', async () => {
    const email = address('ongeldig');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'Vul een naam in.'],
      [{ name: undefined }, 'Vul een naam in.'],
      [{ email: 'geen-adres' }, 'Vul een geldig e-mailadres in.'],
      [{ email: '' }, 'Vul een geldig e-mailadres in.'],
      [{ role: 'eigenaar' }, 'Kies een rol.'],
      [{ role: undefined }, 'Kies een rol.'],
      [{ building_ids: [] }, 'Kies minstens één gebouw of alle gebouwen.'],
      [{ building_ids: undefined }, 'Kies minstens één gebouw of alle gebouwen.'],
      [{ building_ids: [randomUUID()] }, MESSAGES.unknownBuilding],
    ];
    for (const [change, error] of cases) {
      const answer = await staffAdmin(beheer, inviteBody(email, change));
      expect({ change, ...answer }).toEqual({ change, status: 422, body: { error } });
    }
    expect(await userByEmail(email)).toBeNull();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('a beheerder of some buildings assigns only their own buildings, never all', async () => {
    const limited = await addUser(address('beperkt'), 'beperkt-wachtwoord', { role: 'beheerder', buildings: [KANTOOR_UTRECHT] });
    try {
      await invitesOnlyOwnBuildings(await signedIn(limited));
    } finally {
      // Gone again, so the last-beheerder test below finds one active beheerder.
      await pg.query('delete from auth.users where id = $1', [limited.id]);
    }
  });

  async function invitesOnlyOwnBuildings(db: Db) {
    for (const change of [{ all_buildings: true, building_ids: [] }, { building_ids: [AMSTELKWARTIER] }, { building_ids: [KANTOOR_UTRECHT, AMSTELKWARTIER] }]) {
      const email = address('buiten');
      expect(await staffAdmin(db, inviteBody(email, change))).toEqual({ status: 403, body: { error: MESSAGES.ownBuildingsOnly } });
      expect(await userByEmail(email)).toBeNull();
    }
    const email = address('binnen');
    const answer = await staffAdmin(db, inviteBody(email, { role: 'lezer' }));
    expect(answer.status).toBe(200);
    await waitForMails(email);
  }

  it('resend-invite: a new link for an invitee who has not accepted; the old link no longer works', async () => {
    const email = address('opnieuw');
    const { body } = await staffAdmin(beheer, inviteBody(email));
    const first = linkOf((await waitForMails(email, 1))[0]).searchParams.get('token_hash') as string;
    expect(await staffAdmin(beheer, { action: 'resend-invite', user_id: body.user_id })).toEqual({ status: 200, body: { sent: true } });
    const mails = await waitForMails(email, 2);
    const second = linkOf(mails[1]).searchParams.get('token_hash') as string;
    expect(second).not.toBe(first);
    expect((await anonClient().auth.verifyOtp({ type: 'invite', token_hash: first })).error).toMatchObject({ code: 'otp_expired' });
    expect((await anonClient().auth.verifyOtp({ type: 'invite', token_hash: second })).error).toBeNull();
    expect(await staffAdmin(beheer, { action: 'resend-invite', user_id: body.user_id })).toEqual({
      status: 422,
      body: { error: MESSAGES.alreadySignedIn },
    });
  });
});

describe('staff-admin: set-active', () => {
  it('deactivating ends the sessions: refresh and password sign-in refused (user_banned); reactivating lets them in again', async () => {
    const user = await addUser(address('deactiveer'), 'deactiveer-wachtwoord', { role: 'medewerker', buildings: [KANTOOR_UTRECHT] });
    const db = await signedIn(user);
    expect((await db.from('buildings').select('id')).data).toHaveLength(1);

    expect(await staffAdmin(beheer, { action: 'set-active', user_id: user.id, active: false })).toEqual({ status: 200, body: { active: false } });
    const { rows } = await pg.query('select s.active, u.banned_until from public.staff s join auth.users u on u.id = s.user_id where s.user_id = $1', [user.id]);
    expect(rows[0].active).toBe(false);
    expect(rows[0].banned_until.getTime()).toBeGreaterThan(Date.now() + 50 * 365 * 24 * 3600 * 1000);
    expect(BAN_DURATION).toBe('876000h');

    // Their access token still lives until it lapses, but reads nothing.
    expect((await db.from('buildings').select('id')).data).toEqual([]);
    const refreshToken = (await db.auth.getSession()).data.session?.refresh_token as string;
    const refreshed = await db.auth.refreshSession();
    expect(refreshed.error).toMatchObject({ status: 400, code: 'user_banned' });
    const again = await anonClient().auth.signInWithPassword(user);
    expect(again.error).toMatchObject({ status: 400, code: 'user_banned' });
    expect(toDutchMessage(again.error)).toBe('Dit account is geblokkeerd. Neem contact op met de beheerder.');
    // Nor does a reset link let them in.
    expect((await anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const tokenHash = linkOf((await waitForMails(user.email))[0]).searchParams.get('token_hash') as string;
    expect((await anonClient().auth.verifyOtp({ type: 'recovery', token_hash: tokenHash })).error).toMatchObject({ code: 'user_banned' });

    expect(await staffAdmin(beheer, { action: 'set-active', user_id: user.id, active: true })).toEqual({ status: 200, body: { active: true } });
    const back = await signedIn(user);
    expect((await back.from('buildings').select('id')).data).toHaveLength(1);
    // The sessions of before stay ended.
    const old = await anonClient().auth.refreshSession({ refresh_token: refreshToken });
    expect(old.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('only an active beheerder; bad input 422; an unknown user 404', async () => {
    const user = await addUser(address('blijft'), 'blijft-wachtwoord', { role: 'lezer', buildings: [KANTOOR_UTRECHT] });
    const medewerker = await signedIn(SEED.medewerker);
    expect(await staffAdmin(medewerker, { action: 'set-active', user_id: user.id, active: false })).toEqual({ status: 403, body: { error: MESSAGES.forbidden } });
    expect(await staffAdmin(beheer, { action: 'set-active', user_id: 'x', active: false })).toEqual({ status: 422, body: { error: MESSAGES.userId } });
    expect(await staffAdmin(beheer, { action: 'set-active', user_id: user.id, active: 'nee' })).toEqual({ status: 422, body: { error: MESSAGES.active } });
    expect(await staffAdmin(beheer, { action: 'set-active', user_id: randomUUID(), active: false })).toEqual({ status: 404, body: { error: MESSAGES.notFound } });
    expect(await staffAdmin(beheer, { action: 'iets' })).toEqual({ status: 400, body: { error: MESSAGES.unknownAction } });
    const { rows } = await pg.query('select active from public.staff where user_id = $1', [user.id]);
    expect(rows).toEqual([{ active: true }]);
  });

  it('the last active beheerder cannot be deactivated: the database refuses, the account stays', async () => {
    const { rows } = await pg.query(`select user_id from public.staff where role = 'beheerder' and active`);
    expect(rows).toEqual([{ user_id: SEED.beheerder.id }]);
    const answer = await staffAdmin(beheer, { action: 'set-active', user_id: SEED.beheerder.id, active: false });
    expect(answer).toEqual({ status: 409, body: { error: LAST_BEHEERDER } });
    expect(MESSAGES.lastBeheerder).toBe(LAST_BEHEERDER);
    const { rows: after } = await pg.query('select s.active, u.banned_until from public.staff s join auth.users u on u.id = s.user_id where s.user_id = $1', [SEED.beheerder.id]);
    expect(after).toEqual([{ active: true, banned_until: null }]);
    expect((await anonClient().auth.signInWithPassword(DEMO_USER)).error).toBeNull();
  });
});
