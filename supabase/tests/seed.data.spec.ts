// The seed gives every dashboard card and list content on the day it runs,
// queried the way the screens query it (spec core.md / records.md §7): with the
// filters the screens use (the computed fields tasks.is_open and tasks.has_started:
// open tasks include a recurring task whose next occurrence has begun) and the same
// date values (days for date columns, as apps/shell/src/dashboard/queries.ts sends them).
import { addDays, formatISO } from 'date-fns';
import { toDutchMessage } from '@facility/data';
import { DEMO_USER, anonClient, userClient, type Db } from './helpers';

let db: Db;

beforeAll(async () => {
  db = await userClient();
});

afterAll(async () => {
  await db?.auth.signOut();
});

/** The rows of a supabase-js result, after checking it has no error. */
function rowsOf<T>(result: { data: T[] | null; error: unknown }): T[] {
  expect(result.error).toBeNull();
  return result.data ?? [];
}

/** The row of a .single() result, after checking it has no error. */
function rowOf<R extends { data: unknown; error: unknown }>(result: R): NonNullable<R['data']> {
  expect(result.error).toBeNull();
  if (!result.data) throw new Error('expected a row');
  return result.data as NonNullable<R['data']>;
}

/** A day as the screens send it for a date column: 'yyyy-MM-dd', `days` from today. */
const day = (days = 0) => formatISO(addDays(new Date(), days), { representation: 'date' });

describe('demo user', () => {
  it('signs in with beheer@example.nl / beheer123 and gets the authenticated role', async () => {
    const { data } = await db.auth.getSession();
    expect(data.session?.user.email).toBe(DEMO_USER.email);
    expect(data.session?.user.role).toBe('authenticated');
  });

  it('a wrong password is refused with a Dutch message', async () => {
    const { error } = await anonClient().auth.signInWithPassword({ email: DEMO_USER.email, password: 'verkeerd' });
    expect(toDutchMessage(error)).toBe('Onjuist e-mailadres of wachtwoord.');
  });
});

describe('dashboard cards have content', () => {
  it('Vandaag: open tasks that have started', async () => {
    const tasks = rowsOf(
      await db.from('tasks').select('*').is('is_open', true).is('has_started', true).limit(5),
    );
    expect(tasks.length).toBeGreaterThanOrEqual(3);
  });

  it('Deze Week: maintenance within 7 days, with space and building', async () => {
    const provisions = rowsOf(
      await db
        .from('technical_provisions')
        .select('id, device_name, next_maintenance_date, spaces(name, buildings(name))')
        .gte('next_maintenance_date', day())
        .lte('next_maintenance_date', day(7))
        .limit(5),
    );
    expect(provisions.length).toBeGreaterThanOrEqual(2);
    expect(provisions[0].spaces?.name).toBeTruthy();
    expect(provisions[0].spaces?.buildings?.name).toBeTruthy();
  });

  it('Urgent: open high-priority malfunctions with provision and space', async () => {
    const malfunctions = rowsOf(
      await db
        .from('malfunctions')
        .select('id, priority, technical_provisions(device_name, spaces(name, buildings(name)))')
        .is('resolved_at', null)
        .eq('priority', 'high')
        .limit(5),
    );
    expect(malfunctions.length).toBeGreaterThanOrEqual(2);
    expect(malfunctions[0].technical_provisions?.device_name).toBeTruthy();
  });

  it('Status and Overzicht: counts', async () => {
    const count = async (q: PromiseLike<{ count: number | null; error: unknown }>) => {
      const { count: n, error } = await q;
      expect(error).toBeNull();
      return n ?? 0;
    };
    const head = { count: 'exact', head: true } as const;
    expect(await count(db.from('malfunctions').select('id', head).is('resolved_at', null))).toBeGreaterThan(0);
    expect(await count(db.from('tasks').select('id', head).is('is_open', true))).toBeGreaterThan(0);
    expect(await count(db.from('buildings').select('id', head))).toBe(5);
    expect(await count(db.from('spaces').select('id', head))).toBeGreaterThan(0);
    expect(await count(db.from('keys').select('id', head))).toBeGreaterThan(0);
    expect(await count(db.from('housing').select('id', head))).toBeGreaterThan(0);
  });

  it('has malfunctions of every priority', async () => {
    const malfunctions = rowsOf(await db.from('malfunctions').select('priority'));
    expect(new Set(malfunctions.map((m) => m.priority))).toEqual(new Set(['low', 'medium', 'high', 'critical']));
  });
});

describe('lists and lookups have content', () => {
  it('upcoming maintenance and inspections within 60 days', async () => {
    const maintenance = rowsOf(
      await db
        .from('technical_provisions')
        .select('id')
        .gte('next_maintenance_date', day())
        .lte('next_maintenance_date', day(60)),
    );
    expect(maintenance.length).toBeGreaterThanOrEqual(3);
    const inspections = rowsOf(
      await db
        .from('technical_provisions')
        .select('id')
        .eq('requires_inspection', true)
        .gte('next_inspection_date', day())
        .lte('next_inspection_date', day(60)),
    );
    expect(inspections.length).toBeGreaterThanOrEqual(3);
  });

  it("today's meter reading task and its single readable Water utility (calendar)", async () => {
    const tasks = rowsOf(
      await db
        .from('tasks')
        .select('title, start_date, is_completed')
        .like('title', 'Meteropname: Water (%')
        .is('is_open', true),
    );
    expect(tasks).toHaveLength(1);
    expect(tasks[0].title).toBe('Meteropname: Water (Hoofdmeter Kantoor Utrecht)');
    expect(new Date(tasks[0].start_date).getTime()).toBeLessThanOrEqual(Date.now());

    const utility = rowOf(await db.from('utilities').select('id, type').eq('type', 'Water').eq('is_readable', true).single());
    const readings = rowsOf(
      await db
        .from('utility_readings')
        .select('reading_value')
        .eq('utility_id', utility.id)
        .order('reading_date', { ascending: false }),
    );
    expect(readings.length).toBeGreaterThan(0);
  });

  it('completed, future and recurring tasks exist', async () => {
    const tasks = rowsOf(await db.from('tasks').select('*'));
    expect(tasks.some((t) => t.is_completed && t.completed_at)).toBe(true);
    expect(tasks.some((t) => new Date(t.start_date).getTime() > Date.now())).toBe(true);
    expect(tasks.some((t) => t.is_recurring && t.recurrence_pattern === 'weekly')).toBe(true);
  });

  it("the cleaning facility type 'Schoonmaak' with its suppliers", async () => {
    const type = rowOf(await db.from('facility_types').select('id').eq('name', 'Schoonmaak').single());
    const suppliers = rowsOf(
      await db
        .from('suppliers')
        .select('id, company_name, suppliers_facility_types!inner(facility_type_id)')
        .eq('suppliers_facility_types.facility_type_id', type.id)
        .order('company_name'),
    );
    expect(suppliers.length).toBeGreaterThanOrEqual(2);
  });

  it('nuisances with and without follow-up', async () => {
    const nuisances = rowsOf(await db.from('nuisances').select('follow_up_required, follow_up_completed_at'));
    expect(nuisances.some((n) => n.follow_up_required && !n.follow_up_completed_at)).toBe(true);
    expect(nuisances.some((n) => !n.follow_up_required)).toBe(true);
  });

  it('every nuisance report has a building, and its space, housing unit and parking space lie in it', async () => {
    const nuisances = rowsOf(
      await db.from('nuisances').select('location, spaces(building_id), housing(building_id), parking_spaces(building_id)'),
    );
    expect(nuisances.length).toBeGreaterThan(0);
    for (const n of nuisances) {
      expect(n.location).toBeTruthy();
      for (const linked of [n.spaces, n.housing, n.parking_spaces]) if (linked) expect(linked.building_id).toBe(n.location);
    }
  });

  it('demo rows keep the moments the seed gave them (created_at, completed_at, resolved_at)', async () => {
    const buildings = rowsOf(await db.from('buildings').select('created_at'));
    expect(buildings.every((b) => new Date(b.created_at).getTime() < Date.now() - 80 * 86_400_000)).toBe(true);
    const completed = rowsOf(await db.from('tasks').select('completed_at').eq('is_completed', true));
    expect(completed.some((t) => t.completed_at && new Date(t.completed_at).getTime() < Date.now() - 86_400_000)).toBe(true);
    const resolved = rowsOf(await db.from('malfunctions').select('resolved_at').not('resolved_at', 'is', null));
    expect(resolved.every((m) => new Date(m.resolved_at as string).getTime() < Date.now() - 86_400_000)).toBe(true);
  });

  it('cleaning quotes and complaints in every status', async () => {
    const requests = rowsOf(await db.from('cleaning_requests').select('status'));
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(['pending', 'approved', 'completed', 'cancelled']));
    const complaints = rowsOf(await db.from('cleaning_complaints').select('status'));
    expect(new Set(complaints.map((r) => r.status))).toEqual(new Set(['open', 'in_progress', 'resolved', 'cancelled']));
  });

  it('spaces join their building and entrance; keys their cabinet', async () => {
    const spaces = rowsOf(
      await db
        .from('spaces')
        .select('id, name, buildings(id, name, street, city, floors), entrances_and_exits(id, name)')
        .order('created_at', { ascending: false }),
    );
    expect(spaces.every((s) => s.buildings?.name)).toBe(true);
    const keys = rowsOf(await db.from('keys').select('id, number, key_cabinets(name)').order('number'));
    expect(keys[0].key_cabinets?.name).toBeTruthy();
  });

  it('nuisances join space, housing and parking space', async () => {
    const nuisances = rowsOf(
      await db
        .from('nuisances')
        .select('*, spaces(id, name), housing(id, street, house_number), parking_spaces(id, space_number)')
        .order('created_at', { ascending: false }),
    );
    expect(nuisances.some((n) => n.parking_spaces?.space_number)).toBe(true);
  });
});
