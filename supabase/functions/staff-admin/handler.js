// staff-admin — user management for beheerders: invite a staff member, deactivate or
// reactivate one, send an invitation again. POST JSON {action, ...}; answers JSON, and every
// refusal {error: '<Dutch text>'} with a fitting status.
//
// Web-standard APIs only (Request, Response, fetch): the same module runs as a Supabase Edge
// Function (index.ts) and in the local stack (tools/stack/functions.mjs). It calls Supabase
// Auth's admin API and PostgREST at SUPABASE_URL; SUPABASE_SERVICE_ROLE_KEY stays here, on the
// server, and is used only after the caller proved to be an active beheerder:
//
// - the caller: GET /auth/v1/user with their bearer, then their staff row (service key);
// - invite {name, email, role, all_buildings, building_ids, redirect_to?}: the auth user by
//   the admin invite (Auth sends the e-mail, data {name}), then the staff row and its buildings
//   (service key); when those fail, the auth user is deleted again. A beheerder limited to
//   buildings assigns only their own buildings, never all. -> {user_id}
// - set-active {user_id, active}: the staff row is changed WITH THE CALLER'S TOKEN through
//   PostgREST, so row-level security and the last-beheerder rule decide; then the account is
//   banned (deactivate) or unbanned (reactivate) through the admin API, which ends its sessions'
//   refresh. -> {active}
// - resend-invite {user_id, redirect_to?}: a new invitation (a new link; the old one no longer
//   works) for a staff member whose address is not confirmed yet. -> {sent: true}

export const ROLES = ['beheerder', 'medewerker', 'lezer'];

/** A ban that does not end (GoTrue's ban_duration; 100 years). */
export const BAN_DURATION = '876000h';

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export const MESSAGES = {
  method: 'Alleen POST-verzoeken zijn toegestaan.',
  unauthenticated: 'Je bent niet ingelogd of je sessie is verlopen. Log opnieuw in.',
  authUnavailable: 'De aanmeldcontrole is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
  forbidden: 'Alleen een beheerder mag de toegang beheren.',
  ownBuildingsOnly: 'Je kunt alleen gebouwen toewijzen die je zelf beheert.',
  badJson: 'Ongeldige aanvraag: stuur JSON met een action.',
  unknownAction: 'Onbekende actie. Kies uit: invite, set-active, resend-invite.',
  name: 'Vul een naam in.',
  nameTooLong: 'De naam is te lang: maximaal 200 tekens.',
  email: 'Vul een geldig e-mailadres in.',
  role: 'Kies een rol.',
  buildings: 'Kies minstens één gebouw of alle gebouwen.',
  unknownBuilding: 'Een van de gekozen gebouwen bestaat niet.',
  emailExists: 'Er bestaat al een account met dit e-mailadres.',
  userId: 'Kies een medewerker.',
  active: 'Geef aan of de medewerker actief moet zijn (waar of onwaar).',
  notFound: 'Deze medewerker bestaat niet.',
  alreadySignedIn: 'Deze medewerker heeft de uitnodiging al aangenomen; een nieuwe is niet nodig.',
  tooSoon: 'Er is net al een e-mail naar dit adres gestuurd. Wacht een minuut en probeer het opnieuw.',
  lastBeheerder: 'Er moet minstens één actieve beheerder blijven.',
  failed: 'Er is iets misgegaan bij het beheren van de toegang. Probeer het later opnieuw.',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const json = (status, body) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
const refuse = (status, error) => json(status, { error });

/** A refusal thrown inside an action, answered as {error}. */
class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * @param {Record<string, string | undefined>} env  SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY
 * @param {{ fetch?: typeof fetch }} [deps]  injectable fetch (tests)
 * @returns {(req: Request) => Promise<Response>}
 */
export function createHandler(env = {}, deps = {}) {
  const doFetch = deps.fetch ?? ((...args) => fetch(...args));
  const supabaseUrl = String(env.SUPABASE_URL ?? '').replace(/\/+$/, '');
  const anonKey = env.SUPABASE_ANON_KEY ?? '';
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const asService = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` };

  /** fetch + JSON body (null when none); a network failure becomes a 503 refusal. */
  async function call(path, { method = 'GET', headers = {}, body } = {}) {
    let res;
    try {
      res = await doFetch(`${supabaseUrl}${path}`, {
        method,
        headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
    } catch (err) {
      console.error(`staff-admin: ${method} ${path} failed`, err);
      throw new Refusal(503, MESSAGES.failed);
    }
    const text = await res.text();
    let data = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = text;
    }
    return { status: res.status, ok: res.ok, data };
  }

  const unexpected = (what, answer) => {
    console.error(`staff-admin: ${what} answered`, answer.status, answer.data);
    return new Refusal(answer.status >= 500 ? 502 : 500, MESSAGES.failed);
  };

  /** The caller (GET /auth/v1/user with their bearer) and their staff row, read with the service key. */
  async function caller(req) {
    const authorization = req.headers.get('Authorization') ?? '';
    if (!/^Bearer\s+\S+/i.test(authorization)) throw new Refusal(401, MESSAGES.unauthenticated);
    const me = await call('/auth/v1/user', { headers: { Authorization: authorization, apikey: anonKey } });
    if (me.status >= 500) throw new Refusal(503, MESSAGES.authUnavailable);
    if (!me.ok || typeof me.data?.id !== 'string') throw new Refusal(401, MESSAGES.unauthenticated);
    const staff = await call(
      `/rest/v1/staff?user_id=eq.${me.data.id}&select=user_id,role,all_buildings,active,staff_buildings(building_id)`,
      { headers: asService },
    );
    if (!staff.ok) throw unexpected('reading the caller', staff);
    const row = staff.data?.[0];
    if (!row || !row.active || row.role !== 'beheerder') throw new Refusal(403, MESSAGES.forbidden);
    return {
      authorization,
      userId: me.data.id,
      allBuildings: row.all_buildings,
      buildings: (row.staff_buildings ?? []).map((b) => b.building_id),
    };
  }

  const redirectQuery = (redirectTo) =>
    typeof redirectTo === 'string' && redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : '';

  async function invite(me, body) {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!name) throw new Refusal(422, MESSAGES.name);
    if (name.length > 200 || /[\r\n]/.test(name)) throw new Refusal(422, name.length > 200 ? MESSAGES.nameTooLong : MESSAGES.name);
    if (!EMAIL.test(email) || email.length > 255) throw new Refusal(422, MESSAGES.email);
    if (!ROLES.includes(body.role)) throw new Refusal(422, MESSAGES.role);
    const allBuildings = body.all_buildings === true;
    const ids = Array.isArray(body.building_ids) ? [...new Set(body.building_ids)] : null;
    if (body.all_buildings !== undefined && typeof body.all_buildings !== 'boolean') throw new Refusal(422, MESSAGES.buildings);
    if (ids === null && body.building_ids !== undefined) throw new Refusal(422, MESSAGES.buildings);
    const buildingIds = ids ?? [];
    if (buildingIds.some((id) => typeof id !== 'string' || !UUID.test(id))) throw new Refusal(422, MESSAGES.unknownBuilding);
    if (!allBuildings && buildingIds.length === 0) throw new Refusal(422, MESSAGES.buildings);
    if (!me.allBuildings && (allBuildings || buildingIds.some((id) => !me.buildings.includes(id)))) {
      throw new Refusal(403, MESSAGES.ownBuildingsOnly);
    }
    const assigned = allBuildings ? [] : buildingIds;
    if (assigned.length) {
      const found = await call(`/rest/v1/buildings?id=in.(${assigned.join(',')})&select=id`, { headers: asService });
      if (!found.ok) throw unexpected('reading buildings', found);
      if (found.data.length !== assigned.length) throw new Refusal(422, MESSAGES.unknownBuilding);
    }

    const invited = await call(`/auth/v1/invite${redirectQuery(body.redirect_to)}`, {
      method: 'POST',
      headers: asService,
      body: { email, data: { name } },
    });
    if (invited.status === 422 && invited.data?.code === 'email_exists') throw new Refusal(422, MESSAGES.emailExists);
    if (!invited.ok || typeof invited.data?.id !== 'string') throw unexpected('invite', invited);
    const userId = invited.data.id;

    const staff = await call('/rest/v1/staff', {
      method: 'POST',
      headers: { ...asService, Prefer: 'return=minimal' },
      body: { user_id: userId, name, role: body.role, all_buildings: allBuildings, active: true },
    });
    let failure = staff.ok ? null : staff;
    if (!failure && assigned.length) {
      const links = await call('/rest/v1/staff_buildings', {
        method: 'POST',
        headers: { ...asService, Prefer: 'return=minimal' },
        body: assigned.map((building_id) => ({ user_id: userId, building_id })),
      });
      if (!links.ok) failure = links;
    }
    if (failure && failure.data?.code === '23505' && !staff.ok) {
      // Supabase Auth invites an unconfirmed address again and answers its user: one that has
      // a staff row already (an earlier invitation). It stays as it was.
      throw new Refusal(422, MESSAGES.emailExists);
    }
    if (failure) {
      // No account without its staff row: the auth user goes again (its staff row with it).
      const removed = await call(`/auth/v1/admin/users/${userId}`, { method: 'DELETE', headers: asService, body: {} });
      if (!removed.ok) console.error('staff-admin: removing the invited user failed', removed.status, removed.data);
      throw unexpected('saving the staff row', failure);
    }
    return json(200, { user_id: userId });
  }

  function targetId(body) {
    if (typeof body.user_id !== 'string' || !UUID.test(body.user_id)) throw new Refusal(422, MESSAGES.userId);
    return body.user_id;
  }

  async function setActive(me, body) {
    const userId = targetId(body);
    if (typeof body.active !== 'boolean') throw new Refusal(422, MESSAGES.active);
    // As the caller: row-level security and staff_keeps_active_beheerder decide.
    const updated = await call(`/rest/v1/staff?user_id=eq.${userId}&select=user_id,active`, {
      method: 'PATCH',
      headers: { apikey: anonKey, Authorization: me.authorization, Prefer: 'return=representation' },
      body: { active: body.active },
    });
    if (!updated.ok) {
      if (updated.data?.code === '23514' && /staff_keeps_active_beheerder/.test(JSON.stringify(updated.data))) {
        throw new Refusal(409, MESSAGES.lastBeheerder);
      }
      if (updated.status === 401 || updated.status === 403) throw new Refusal(403, MESSAGES.forbidden);
      throw unexpected('updating the staff row', updated);
    }
    if (!Array.isArray(updated.data) || updated.data.length === 0) throw new Refusal(404, MESSAGES.notFound);

    const banned = await call(`/auth/v1/admin/users/${userId}`, {
      method: 'PUT',
      headers: asService,
      body: { ban_duration: body.active ? 'none' : BAN_DURATION },
    });
    if (!banned.ok) {
      // The account keeps what it had: the staff row goes back as well.
      await call(`/rest/v1/staff?user_id=eq.${userId}`, {
        method: 'PATCH',
        headers: { apikey: anonKey, Authorization: me.authorization, Prefer: 'return=minimal' },
        body: { active: !body.active },
      });
      throw unexpected('(un)banning the user', banned);
    }
    return json(200, { active: body.active });
  }

  async function resendInvite(me, body) {
    const userId = targetId(body);
    const user = await call(`/auth/v1/admin/users/${userId}`, { headers: asService });
    if (user.status === 404) throw new Refusal(404, MESSAGES.notFound);
    if (!user.ok) throw unexpected('reading the user', user);
    const staff = await call(`/rest/v1/staff?user_id=eq.${userId}&select=user_id`, { headers: asService });
    if (!staff.ok) throw unexpected('reading the staff row', staff);
    if (!staff.data?.length) throw new Refusal(404, MESSAGES.notFound);
    if (user.data.email_confirmed_at) throw new Refusal(422, MESSAGES.alreadySignedIn);
    // Supabase Auth invites an address again while it is not confirmed: a new link, the old one void.
    const sent = await call(`/auth/v1/invite${redirectQuery(body.redirect_to)}`, {
      method: 'POST',
      headers: asService,
      body: { email: user.data.email, data: user.data.user_metadata ?? {} },
    });
    if (sent.status === 422 && sent.data?.code === 'email_exists') throw new Refusal(422, MESSAGES.alreadySignedIn);
    if (sent.status === 429) throw new Refusal(429, MESSAGES.tooSoon);
    if (!sent.ok) throw unexpected('resending', sent);
    return json(200, { sent: true });
  }

  const ACTIONS = { invite, 'set-active': setActive, 'resend-invite': resendInvite };

  return async function handler(req) {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (req.method !== 'POST') return refuse(405, MESSAGES.method);
    try {
      const me = await caller(req);
      let body;
      try {
        body = await req.json();
      } catch {
        return refuse(400, MESSAGES.badJson);
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) return refuse(400, MESSAGES.badJson);
      const action = Object.hasOwn(ACTIONS, body.action) ? ACTIONS[body.action] : null;
      if (!action) return refuse(400, MESSAGES.unknownAction);
      return await action(me, body);
    } catch (err) {
      if (err instanceof Refusal) return refuse(err.status, err.message);
      console.error('staff-admin:', err);
      return refuse(500, MESSAGES.failed);
    }
  };
}
