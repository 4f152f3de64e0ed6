// Access per building (supabase/migrations/20261129000100_staff_access.sql and
// 20261129000200_access_per_building.sql), with real sign-ins and tokens:
//
// - for every table of public (read from the database: a table without an entry in RULES
//   fails), a medewerker of building A reads and changes A's rows and gets nothing of B, a
//   lezer of A reads and changes nothing, a deactivated staff member and a user without a
//   staff row get nothing; tables without a building: read by all staff, changed by
//   beheerder and medewerker, deleted by the beheerder only;
// - the staff tables: a user reads their own row, the beheerder manages everyone's, the last
//   active beheerder stays; the refresh token of a deactivated user is refused;
// - functions and views called through the API follow the same rules.
//
// Two buildings A and B, each with a row in every table that belongs to a building, are made
// as the database owner and removed afterwards (past the history rules: the owner, with
// triggers off), so the other data tests see the seed as it was.
import { randomUUID } from 'node:crypto';
import { SHARED_TABLES, toDutchMessage } from '@facility/data';
import type { Client } from 'pg';
import { RUN } from './cases';
import { DEMO_USER, SEED, amsterdamDay, ownerDb, signedIn, table, userClient, whereAll, type Db, type Row, type TableName } from './helpers';

const NO_WRITE_ACCESS = 'Je hebt geen rechten om dit te wijzigen.';
const LAST_BEHEERDER = 'Er moet minstens één actieve beheerder blijven.';

/** The rows of one building, made by the owner: one per table that belongs to a building. */
const PARTS = [
  'building', 'entrance', 'space', 'space2', 'housing', 'parking', 'nuisance', 'cabinet', 'key', 'loanOut', 'loanIn',
  'provision', 'utility', 'reading', 'malfunction', 'request', 'complaint', 'service',
] as const;
type Chain = Record<(typeof PARTS)[number], string>;

async function makeChain(pg: Client, label: string): Promise<Chain> {
  const c = Object.fromEntries(PARTS.map((p) => [p, randomUUID()])) as Chain;
  const name = `Toegang ${label} ${RUN}`;
  await pg.query(
    `insert into public.buildings (id, name, street, city, floors) values ($1, $2, 'Teststraat 1', 'Utrecht', 3);
     `.trim(),
    [c.building, name],
  );
  const q = (sql: string, values: unknown[]) => pg.query(sql, values);
  await q(`insert into public.entrances_and_exits (id, building_id, name) values ($1, $2, 'Hoofdingang')`, [c.entrance, c.building]);
  await q(`insert into public.spaces (id, building_id, name, entrance_id) values ($1, $3, 'Hal', $4), ($2, $3, 'Berging', $4)`, [
    c.space, c.space2, c.building, c.entrance,
  ]);
  await q(`insert into public.housing (id, building_id, house_number) values ($1, $2, '1')`, [c.housing, c.building]);
  await q(`insert into public.parking_spaces (id, building_id, space_number, housing_id) values ($1, $2, 'P1', $3)`, [c.parking, c.building, c.housing]);
  await q(`insert into public.nuisances (id, location, space_id, description) values ($1, $2, $3, 'Geluidsoverlast')`, [c.nuisance, c.building, c.space]);
  await q(`insert into public.key_cabinets (id, name, space_id) values ($1, 'Kast', $2)`, [c.cabinet, c.space]);
  await q(`insert into public.keys (id, number, key_cabinet_id) values ($1, 'S1', $2)`, [c.key, c.cabinet]);
  await q(`insert into public.keys_spaces (key_id, space_id) values ($1, $2)`, [c.key, c.space]);
  await q(
    `insert into public.key_loans (id, key_id, kind, borrower_name, handed_out_on, due_date) values ($1, $2, 'out', 'Jan', current_date, current_date)`,
    [c.loanOut, c.key],
  );
  await q(`insert into public.key_loans (id, key_id, kind, borrower_name) values ($1, $2, 'in', 'Jan')`, [c.loanIn, c.key]);
  await q(
    `insert into public.technical_provisions (id, device_name, type_and_model, manufacturer, serial_number, space_id, installation_date)
     values ($1, 'Lift', 'X1', 'Kone', $2, $3, current_date - 30)`,
    [c.provision, `SN-${label}-${RUN}`, c.space],
  );
  await q(`insert into public.owners_technical_provisions (owner_id, technical_provision_id) values ($1, $2)`, [SEED.owner(1), c.provision]);
  await q(
    `insert into public.provision_services (id, technical_provision_id, kind, performed_on, next_date, mechanic_id)
     values ($1, $2, 'maintenance', current_date - 1, current_date + 30, $3)`,
    [c.service, c.provision, SEED.mechanic(1)],
  );
  await q(`insert into public.malfunctions (id, technical_provision_id, description) values ($1, $2, 'Storing')`, [c.malfunction, c.provision]);
  await q(`insert into public.utilities (id, type, space_id, is_readable) values ($1, 'Water', $2, true)`, [c.utility, c.space]);
  await q(
    `insert into public.utility_readings (id, utility_id, reading_value, reading_date) values ($1, $2, '100', now() - interval '10 days')`,
    [c.reading, c.utility],
  );
  await q(`insert into public.cleaning_requests (id, description, space_id, supplier_id) values ($1, 'Ramen', $2, $3)`, [
    c.request, c.space, SEED.supplier(1),
  ]);
  await q(`insert into public.cleaning_complaints (id, space_id, description) values ($1, $2, 'Vloer vies')`, [c.complaint, c.space]);
  return c;
}

/** A row of a table that belongs to a building, found through the chain of its building. */
interface ScopedRule {
  /** How the row's building is found (the title says it). */
  via: string;
  /** The chain's row (its key). */
  row: (c: Chain) => Row;
  /** A new row in that building, as the API gets it; none for buildings (see its own test). */
  fresh?: (c: Chain, n: number) => Row;
  /** An update that keeps every rule. */
  change: (c: Chain) => Row;
  /** A history table: no row can be changed or deleted (this rule refuses). */
  history?: string;
}
/** A row of a table without a building. */
interface SharedRule {
  shared: true;
  seeded: Row;
  fresh: (n: number) => Row;
  change: (fresh: Row) => Row;
}
/** The staff tables (their own tests below). */
interface StaffRule {
  staff: true;
}
type Rule = ScopedRule | SharedRule | StaffRule;

const byId = (part: keyof Chain) => (c: Chain) => ({ id: c[part] });
const freshSupplier = randomUUID();

/** Every table of public: how its rows are found per building, or that it has none. */
const RULES: Record<string, Rule> = {
  buildings: { via: 'the building itself', row: byId('building'), change: () => ({ city: 'Leiden' }) },
  entrances_and_exits: {
    via: 'building_id',
    row: byId('entrance'),
    fresh: (c: Chain, n: number) => ({ building_id: c.building, name: `Ingang ${n}` }),
    change: () => ({ description: 'Gewijzigd' }),
  },
  spaces: { via: 'building_id', row: byId('space'), fresh: (c: Chain, n: number) => ({ building_id: c.building, name: `Ruimte ${n}` }), change: () => ({ comments: 'Gewijzigd' }) },
  housing: { via: 'building_id', row: byId('housing'), fresh: (c: Chain, n: number) => ({ building_id: c.building, house_number: `${100 + n}` }), change: () => ({ comments: 'Gewijzigd' }) },
  parking_spaces: {
    via: 'building_id',
    row: byId('parking'),
    fresh: (c: Chain, n: number) => ({ building_id: c.building, space_number: `N${n}` }),
    change: () => ({ comments: 'Gewijzigd' }),
  },
  nuisances: { via: 'location (the building)', row: byId('nuisance'), fresh: (c: Chain) => ({ location: c.building, description: 'Nieuw' }), change: () => ({ description: 'Gewijzigd' }) },
  key_cabinets: { via: 'its space', row: byId('cabinet'), fresh: (c: Chain, n: number) => ({ space_id: c.space, name: `Kast ${n}` }), change: () => ({ name: 'Gewijzigd' }) },
  keys: { via: 'its key cabinet', row: byId('key'), fresh: (c: Chain, n: number) => ({ key_cabinet_id: c.cabinet, number: `N${n}` }), change: () => ({ brand: 'Gewijzigd' }) },
  keys_spaces: {
    via: 'its key and its space',
    row: (c: Chain) => ({ key_id: c.key, space_id: c.space }),
    fresh: (c: Chain) => ({ key_id: c.key, space_id: c.space2 }),
    change: (c: Chain) => ({ space_id: c.space2 }),
  },
  key_loans: {
    via: 'its key',
    row: byId('loanOut'),
    fresh: (c: Chain) => ({ key_id: c.key, kind: 'out', borrower_name: 'Piet', handed_out_on: amsterdamDay(), due_date: amsterdamDay(1) }),
    change: () => ({ borrower_name: 'Gewijzigd' }),
    history: 'key_loans_immutable',
  },
  technical_provisions: {
    via: 'its space',
    row: byId('provision'),
    fresh: (c: Chain, n: number) => ({ space_id: c.space, device_name: `Pomp ${n}`, type_and_model: 'P', manufacturer: 'Grundfos', serial_number: `N${n}-${RUN}` }),
    change: () => ({ compatibility: 'Gewijzigd' }),
  },
  owners_technical_provisions: {
    via: 'its technical provision',
    row: (c: Chain) => ({ owner_id: SEED.owner(1), technical_provision_id: c.provision }),
    fresh: (c: Chain) => ({ owner_id: SEED.owner(2), technical_provision_id: c.provision }),
    change: () => ({ owner_id: SEED.owner(2) }),
  },
  provision_services: {
    via: 'its technical provision',
    row: byId('service'),
    fresh: (c: Chain) => ({ technical_provision_id: c.provision, kind: 'maintenance', performed_on: amsterdamDay(), next_date: amsterdamDay(60), mechanic_id: SEED.mechanic(1) }),
    change: () => ({ note: 'Gewijzigd' }),
    history: 'provision_services_immutable',
  },
  malfunctions: {
    via: 'its technical provision',
    row: byId('malfunction'),
    fresh: (c: Chain) => ({ technical_provision_id: c.provision, description: 'Nieuwe storing' }),
    change: () => ({ priority: 'high' }),
  },
  utilities: { via: 'its space', row: byId('utility'), fresh: (c: Chain) => ({ space_id: c.space, type: 'Gas' }), change: () => ({ capacity: '10 kW' }) },
  utility_readings: {
    via: 'its utility',
    row: byId('reading'),
    fresh: (c: Chain) => ({ utility_id: c.utility, reading_value: '200' }),
    change: () => ({ reading_value: '100' }),
  },
  cleaning_requests: {
    via: 'its space',
    row: byId('request'),
    fresh: (c: Chain) => ({ space_id: c.space, supplier_id: SEED.supplier(1), description: 'Nieuw' }),
    change: () => ({ status: 'approved' }),
  },
  cleaning_complaints: { via: 'its space', row: byId('complaint'), fresh: (c: Chain) => ({ space_id: c.space, description: 'Nieuw' }), change: () => ({ status: 'in_progress' }) },

  facility_types: { shared: true, seeded: { id: SEED.facilityType(1) }, fresh: (n: number) => ({ name: `Toegang ${RUN} ${n}` }), change: () => ({ description: 'Gewijzigd' }) },
  suppliers: { shared: true, seeded: { id: SEED.supplier(1) }, fresh: (n: number) => ({ company_name: `Toegang ${RUN} ${n}` }), change: () => ({ comments: 'Gewijzigd' }) },
  suppliers_facility_types: {
    shared: true,
    seeded: { supplier_id: SEED.supplier(1), facility_type_id: SEED.facilityType(1) },
    fresh: () => ({ supplier_id: freshSupplier, facility_type_id: SEED.facilityType(2) }),
    change: () => ({ facility_type_id: SEED.facilityType(3) }),
  },
  mechanics: { shared: true, seeded: { id: SEED.mechanic(1) }, fresh: (n: number) => ({ name: `Toegang ${RUN} ${n}` }), change: () => ({ comments: 'Gewijzigd' }) },
  companies: { shared: true, seeded: { id: SEED.company(1) }, fresh: (n: number) => ({ name: `Toegang ${RUN} ${n}` }), change: () => ({ comments: 'Gewijzigd' }) },
  owners: { shared: true, seeded: { id: SEED.owner(1) }, fresh: (n: number) => ({ company_name: `Toegang ${RUN} ${n}` }), change: () => ({ comments: 'Gewijzigd' }) },
  tasks: { shared: true, seeded: { id: SEED.task(1) }, fresh: (n: number) => ({ title: `Toegang ${RUN} ${n}`, start_date: new Date().toISOString() }), change: () => ({ comments: 'Gewijzigd' }) },

  staff: { staff: true },
  staff_buildings: { staff: true },
};

const isShared = (r: Rule): r is SharedRule => 'shared' in r;
const isStaff = (r: Rule): r is StaffRule => 'staff' in r;
const keyOf = (row: Row, like: Row) => Object.fromEntries(Object.keys(like).map((k) => [k, row[k]]));

// ---------------------------------------------------------------------------
// The people: made as the owner, signed in through the API.
// ---------------------------------------------------------------------------
const PASSWORD = `toegang-${RUN}`;
type Person = { id: string; email: string; role?: string; active?: boolean; buildings?: 'A' };
const PEOPLE = {
  medewerker: { id: randomUUID(), email: `medewerker-${RUN}@example.nl`, role: 'medewerker', active: true, buildings: 'A' },
  lezer: { id: randomUUID(), email: `lezer-${RUN}@example.nl`, role: 'lezer', active: true, buildings: 'A' },
  inactive: { id: randomUUID(), email: `inactief-${RUN}@example.nl`, role: 'medewerker', active: false, buildings: 'A' },
  nobody: { id: randomUUID(), email: `niemand-${RUN}@example.nl` },
  leaving: { id: randomUUID(), email: `vertrekt-${RUN}@example.nl`, role: 'medewerker', active: true, buildings: 'A' },
  beheerder2: { id: randomUUID(), email: `beheerder2-${RUN}@example.nl`, role: 'beheerder', active: true },
} satisfies Record<string, Person>;
type Who = keyof typeof PEOPLE;

let pg: Client;
let A: Chain;
let B: Chain;
const as = {} as Record<Who | 'beheerder', Db>;
/** Rows the tests made through the API (removed by the owner afterwards). */
const made: { table: string; key: Row }[] = [];
let counter = 0;

async function addPerson(p: Person) {
  await pg.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
             extensions.crypt($3, extensions.gen_salt('bf', 4)), now(), '{"provider":"email","providers":["email"]}', now(), now())`,
    [p.id, p.email, PASSWORD],
  );
  if (!p.role) return;
  await pg.query('insert into public.staff (user_id, name, role, active) values ($1, $2, $3, $4)', [p.id, p.email, p.role, p.active]);
  if (p.buildings === 'A') await pg.query('insert into public.staff_buildings (user_id, building_id) values ($1, $2)', [p.id, A.building]);
}

/** Removes, as the owner and with triggers off (the history tables refuse deletes), what this file made. */
async function cleanUp() {
  await pg.query('begin');
  await pg.query('set local session_replication_role = replica');
  for (const { table: name, key } of [...made].reverse()) {
    const columns = Object.keys(key);
    await pg.query(`delete from public.${name} where ${columns.map((c, i) => `"${c}" = $${i + 1}`).join(' and ')}`, columns.map((c) => key[c]));
  }
  for (const c of [A, B].filter(Boolean)) {
    await pg.query('delete from public.utility_readings where utility_id = $1', [c.utility]);
    await pg.query('delete from public.key_loans where key_id = $1', [c.key]);
    await pg.query('delete from public.keys_spaces where key_id = $1', [c.key]);
    await pg.query('delete from public.owners_technical_provisions where technical_provision_id = $1', [c.provision]);
    await pg.query('delete from public.provision_services where technical_provision_id = $1', [c.provision]);
    await pg.query('delete from public.malfunctions where technical_provision_id = $1', [c.provision]);
    for (const t of ['key_cabinets', 'technical_provisions', 'utilities', 'cleaning_requests', 'cleaning_complaints']) {
      await pg.query(`delete from public.${t} where space_id in (select id from public.spaces where building_id = $1)`, [c.building]);
    }
    await pg.query('delete from public.keys where id = $1', [c.key]);
    await pg.query('delete from public.nuisances where location = $1', [c.building]);
    for (const t of ['parking_spaces', 'housing', 'spaces', 'entrances_and_exits', 'staff_buildings']) {
      await pg.query(`delete from public.${t} where building_id = $1`, [c.building]);
    }
    await pg.query('delete from public.buildings where id = $1', [c.building]);
  }
  const ids = Object.values(PEOPLE).map((p) => p.id);
  await pg.query('delete from public.staff_buildings where user_id = any ($1)', [ids]);
  await pg.query('delete from public.staff where user_id = any ($1)', [ids]);
  await pg.query('delete from auth.refresh_tokens where user_id = any ($1::text[])', [ids]);
  await pg.query('delete from auth.sessions where user_id = any ($1)', [ids]);
  await pg.query('delete from auth.users where id = any ($1)', [ids]);
  await pg.query('delete from public.suppliers where id = $1', [freshSupplier]);
  await pg.query('commit');
}

beforeAll(async () => {
  pg = await ownerDb();
  A = await makeChain(pg, 'A');
  B = await makeChain(pg, 'B');
  await pg.query(`insert into public.suppliers (id, company_name) values ($1, $2)`, [freshSupplier, `Toegang ${RUN}`]);
  for (const p of Object.values(PEOPLE)) await addPerson(p);
  for (const [who, p] of Object.entries(PEOPLE)) as[who as Who] = await signedIn({ email: p.email, password: PASSWORD });
  as.beheerder = await userClient();
}, 60_000);

afterAll(async () => {
  for (const db of Object.values(as)) await db?.auth.signOut().catch(() => undefined);
  if (pg) {
    await cleanUp().catch(async (error) => {
      await pg.query('rollback');
      throw error;
    });
    await pg.end();
  }
});

/** The row as the owner sees it (past row-level security), or undefined. */
async function ownerRow(name: string, key: Row): Promise<Row | undefined> {
  const columns = Object.keys(key);
  const { rows } = await pg.query(
    `select * from public.${name} where ${columns.map((c, i) => `"${c}" = $${i + 1}`).join(' and ')}`,
    columns.map((c) => key[c]),
  );
  return rows[0];
}

async function select(db: Db, name: string, key: Row) {
  const { data, error } = await whereAll(table(db, name as TableName).select('*'), key);
  expect(error).toBeNull();
  return data ?? [];
}

async function insert(db: Db, name: string, row: Row) {
  const answer = await table(db, name as TableName).insert(row).select();
  if (!answer.error) for (const r of answer.data ?? []) made.push({ table: name, key: keyOf(r, keyLike(name)) });
  return answer;
}

const KEYS: Record<string, string[]> = {
  keys_spaces: ['key_id', 'space_id'],
  owners_technical_provisions: ['owner_id', 'technical_provision_id'],
  suppliers_facility_types: ['supplier_id', 'facility_type_id'],
};
const keyLike = (name: string): Row => Object.fromEntries((KEYS[name] ?? ['id']).map((k) => [k, null]));

const update = (db: Db, name: string, key: Row, patch: Row) => whereAll(table(db, name as TableName).update(patch), key).select();
const remove = (db: Db, name: string, key: Row) => whereAll(table(db, name as TableName).delete(), key).select();

/** Refused by row-level security: 403 from PostgREST, in Dutch for the user. */
function expectNoWriteAccess(answer: { error: unknown; data: unknown }) {
  expect(answer.error).toMatchObject({ code: '42501' });
  expect(toDutchMessage(answer.error)).toBe(NO_WRITE_ACCESS);
}

/**
 * Refused: by row-level security, or, where a trigger first locks the parent to copy its name
 * (a space's building, an entrance's building, a malfunction's provision: FOR SHARE, which
 * needs the right to change that parent), as a parent that does not exist for this caller.
 */
function expectRefused(answer: { error: unknown; data: unknown }) {
  const error = answer.error as { code?: string } | null;
  if (error?.code === '23503') expect(toDutchMessage(error)).toMatch(/^(De|Het) gekozen .* bestaat niet \(meer\)\./);
  else expectNoWriteAccess(answer);
}

/** Reached no row (PostgREST answers 200 with nothing): the row is as it was. */
async function expectUntouched(answer: { error: unknown; data: unknown }, name: string, key: Row, before: Row | undefined) {
  expect(answer.error).toBeNull();
  expect(answer.data).toEqual([]);
  expect(before).toBeDefined();
  expect(await ownerRow(name, key)).toEqual(before);
}

describe('access per building', () => {
  it('every table of public has a rule in this test (a new table without one fails here)', async () => {
    const { rows } = await pg.query<{ name: string }>(
      // public.history is written by the database only; who reads it: history.data.spec.ts.
      `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and relname <> 'history' order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(Object.keys(RULES).sort());
  });

  it("the screens leave out a medewerker's delete exactly where the database refuses it (SHARED_TABLES)", async () => {
    const { rows } = await pg.query<{ name: string }>(
      `select tablename as name from pg_policies
        where schemaname = 'public' and policyname = 'staff_delete' and tablename not in ('staff', 'staff_buildings')
          and qual like '%staff_role()%beheerder%' and qual not like '%medewerker%'
        order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([...SHARED_TABLES].sort());
    expect(Object.entries(RULES).filter(([, r]) => isShared(r)).map(([name]) => name).sort()).toEqual([...SHARED_TABLES].sort());
  });

  describe.each(Object.entries(RULES).filter(([, r]) => !isShared(r) && !isStaff(r)) as [string, ScopedRule][])('%s', (name, rule) => {
    it(`a medewerker of A reads A's rows (through ${rule.via}) and none of B's`, async () => {
      expect(await select(as.medewerker, name, rule.row(A))).toHaveLength(1);
      expect(await select(as.medewerker, name, rule.row(B))).toEqual([]);
      // The demo beheerder sees every building.
      expect(await select(as.beheerder, name, rule.row(B))).toHaveLength(1);
    });

    it('a medewerker of A changes A and nothing of B', async () => {
      if (rule.fresh) {
        const n = ++counter;
        const added = await insert(as.medewerker, name, rule.fresh(A, n));
        expect(added.error).toBeNull();
        expect(added.data).toHaveLength(1);
        expectRefused(await insert(as.medewerker, name, rule.fresh(B, n)));
        const key = keyOf((added.data as Row[])[0], rule.row(A));
        const changed = await update(as.medewerker, name, key, rule.change(A));
        const deleted = await remove(as.medewerker, name, key);
        if (rule.history) {
          expect(changed.error).toMatchObject({ code: '23514', message: expect.stringContaining(rule.history) });
          expect(deleted.error).toMatchObject({ code: '23514', message: expect.stringContaining(rule.history) });
        } else {
          expect(changed.error).toBeNull();
          expect(changed.data).toHaveLength(1);
          expect(deleted.error).toBeNull();
          expect(deleted.data).toHaveLength(1);
          expect(await ownerRow(name, key)).toBeUndefined();
        }
      } else {
        // A new building is in nobody's buildings yet: only staff who see all buildings add one.
        expectNoWriteAccess(await insert(as.medewerker, name, { name: `Nieuw ${RUN}`, street: 'Straat 1', city: 'Utrecht' }));
        const changed = await update(as.medewerker, name, rule.row(A), rule.change(A));
        expect(changed.error).toBeNull();
        expect(changed.data).toHaveLength(1);
      }
      const keyB = rule.row(B);
      const before = await ownerRow(name, keyB);
      await expectUntouched(await update(as.medewerker, name, keyB, rule.change(B)), name, keyB, before);
      await expectUntouched(await remove(as.medewerker, name, keyB), name, keyB, before);
      // Moving A's row to B is a write in B.
      if (rule.fresh && !rule.history && name !== 'buildings') {
        const moved = await update(as.medewerker, name, rule.row(A), rule.fresh(B, ++counter));
        expect(moved.error).not.toBeNull();
      }
    });

    it('a lezer of A reads A and changes nothing', async () => {
      const key = rule.row(A);
      expect(await select(as.lezer, name, key)).toHaveLength(1);
      expect(await select(as.lezer, name, rule.row(B))).toEqual([]);
      expectRefused(await insert(as.lezer, name, rule.fresh ? rule.fresh(A, ++counter) : { name: `Nieuw ${RUN}`, street: 'S 1', city: 'U' }));
      const before = await ownerRow(name, key);
      await expectUntouched(await update(as.lezer, name, key, rule.change(A)), name, key, before);
      await expectUntouched(await remove(as.lezer, name, key), name, key, before);
    });

    it('a deactivated staff member and a user without a staff row get nothing', async () => {
      for (const who of ['inactive', 'nobody'] as const) {
        const { data, error, count } = await table(as[who], name as TableName).select('*', { count: 'exact' });
        expect({ who, data, error, count }).toEqual({ who, data: [], error: null, count: 0 });
        expectRefused(await insert(as[who], name, rule.fresh ? rule.fresh(A, ++counter) : { name: `Nieuw ${RUN}`, street: 'S 1', city: 'U' }));
        const key = rule.row(A);
        const before = await ownerRow(name, key);
        await expectUntouched(await update(as[who], name, key, rule.change(A)), name, key, before);
        await expectUntouched(await remove(as[who], name, key), name, key, before);
      }
    });
  });

  describe.each(Object.entries(RULES).filter(([, r]) => isShared(r)) as [string, SharedRule][])('%s (no building)', (name, rule) => {
    it('every active staff member reads it; beheerder and medewerker add and change; only the beheerder deletes', async () => {
      for (const who of ['medewerker', 'lezer', 'beheerder'] as const) expect(await select(as[who], name, rule.seeded)).toHaveLength(1);
      const added = await insert(as.medewerker, name, rule.fresh(++counter));
      expect(added.error).toBeNull();
      let key = keyOf((added.data as Row[])[0], rule.seeded);
      const changed = await update(as.medewerker, name, key, rule.change(key));
      expect(changed.error).toBeNull();
      expect(changed.data).toHaveLength(1);
      key = keyOf((changed.data as Row[])[0], rule.seeded);
      const before = await ownerRow(name, key);
      await expectUntouched(await remove(as.medewerker, name, key), name, key, before);
      // A lezer changes nothing.
      expectNoWriteAccess(await insert(as.lezer, name, rule.fresh(++counter)));
      await expectUntouched(await update(as.lezer, name, key, rule.change(key)), name, key, before);
      await expectUntouched(await remove(as.lezer, name, key), name, key, before);
      const deleted = await remove(as.beheerder, name, key);
      expect(deleted.error).toBeNull();
      expect(deleted.data).toHaveLength(1);
    });

    it('a deactivated staff member and a user without a staff row get nothing', async () => {
      for (const who of ['inactive', 'nobody'] as const) {
        const { data, error, count } = await table(as[who], name as TableName).select('*', { count: 'exact' });
        expect({ who, data, error, count }).toEqual({ who, data: [], error: null, count: 0 });
        expectNoWriteAccess(await insert(as[who], name, rule.fresh(++counter)));
        const before = await ownerRow(name, rule.seeded);
        await expectUntouched(await update(as[who], name, rule.seeded, rule.change(rule.seeded)), name, rule.seeded, before);
        await expectUntouched(await remove(as[who], name, rule.seeded), name, rule.seeded, before);
      }
    });
  });

  it('buildings: a medewerker deletes an empty building of theirs; one who sees all buildings adds one', async () => {
    const empty = randomUUID();
    await pg.query(`insert into public.buildings (id, name, street, city) values ($1, $2, 'Leegstraat 1', 'Utrecht')`, [empty, `Leeg ${RUN}`]);
    made.push({ table: 'buildings', key: { id: empty } });
    await pg.query('insert into public.staff_buildings (user_id, building_id) values ($1, $2)', [PEOPLE.medewerker.id, empty]);
    const deleted = await remove(as.medewerker, 'buildings', { id: empty });
    expect(deleted.error).toBeNull();
    expect(deleted.data).toHaveLength(1);
    const added = await insert(as.beheerder, 'buildings', { name: `Nieuw ${RUN}`, street: 'Straat 1', city: 'Utrecht' });
    expect(added.error).toBeNull();
    expect(await select(as.medewerker, 'buildings', keyOf((added.data as Row[])[0], { id: null }))).toEqual([]);
  });
});

describe('access per building: links between buildings', () => {
  it("a medewerker of A cannot link A's rows to B's (the same-building rules see past row-level security)", async () => {
    const parking = await insert(as.medewerker, 'parking_spaces', { building_id: A.building, space_number: `L${RUN}`, housing_id: B.housing });
    expect(toDutchMessage(parking.error)).toBe('De woning moet in hetzelfde gebouw liggen als de parkeerplaats.');
    const nuisance = await insert(as.medewerker, 'nuisances', { location: A.building, space_id: B.space, description: 'Lawaai' });
    expect(toDutchMessage(nuisance.error)).toBe('De ruimte moet in het gekozen gebouw liggen.');
    const space = await insert(as.medewerker, 'spaces', { building_id: A.building, name: `L${RUN}`, entrance_id: B.entrance });
    expectRefused(space);
    expect(space.error).not.toBeNull();
  });
});

describe('access per building: functions and views', () => {
  it('save_key: a medewerker of A cannot add a key to B nor change one of B', async () => {
    const added = await as.medewerker.rpc('save_key', { p_id: null as unknown as string, p_key: { number: `F${RUN}`, key_cabinet_id: B.cabinet }, p_space_ids: [] });
    expectNoWriteAccess(added);
    const changed = await as.medewerker.rpc('save_key', { p_id: B.key, p_key: { number: 'S1', key_cabinet_id: B.cabinet, brand: 'X' }, p_space_ids: [] });
    expect(changed.error).toMatchObject({ code: 'PT404' });
    expect((await ownerRow('keys', { id: B.key }))?.brand).toBeNull();
  });

  it("import_housing knows only the caller's buildings, and a lezer imports nothing", async () => {
    const [a, b] = await Promise.all([A, B].map(async (c) => (await ownerRow('buildings', { id: c.building }))?.name as string));
    const unit = (building: string, number: string) => ({ building, house_number: number, floor: '0', type: 'Huur', status: 'Bewoond' });
    const { data, error } = await as.medewerker.rpc('import_housing', { housing_rows: [unit(a, 'I1'), unit(b, 'I2')], apply: false });
    expect(error).toBeNull();
    expect(data).toMatchObject({ problems: [{ row: 3, reasons: [{ code: 'building_unknown', value: b }] }] });
    const byLezer = await as.lezer.rpc('import_housing', { housing_rows: [unit(a, 'I3')], apply: true });
    expectNoWriteAccess(byLezer);
    expect(await ownerRow('housing', { building_id: A.building, house_number: 'I3' })).toBeUndefined();
  });

  it("views and reference choices show only the caller's buildings", async () => {
    const overview = await as.medewerker.from('housing_overview').select('building_id');
    expect(overview.data).toEqual([{ building_id: A.building }]);
    const choices = await as.medewerker.from('building_choices').select('id');
    expect(choices.data).toEqual([{ id: A.building }]);
    const none = await as.nobody.from('building_choices').select('id');
    expect(none.data).toEqual([]);
  });

  it("insights count only the caller's buildings", async () => {
    const total = async (db: Db) => ((await db.rpc('malfunctions_per_week')).data as { reported: number }[]).reduce((s, w) => s + w.reported, 0);
    const mine = await as.medewerker.from('malfunctions').select('id', { count: 'exact', head: true });
    expect(await total(as.medewerker)).toBe(mine.count);
    expect(await total(as.beheerder)).toBeGreaterThan(await total(as.medewerker));
    expect(await total(as.nobody)).toBe(0);
  });
});

describe('access per building: staff accounts', () => {
  it('a staff member reads their own row and buildings only, and changes none', async () => {
    const own = await as.medewerker.from('staff').select('user_id, role');
    expect(own.data).toEqual([{ user_id: PEOPLE.medewerker.id, role: 'medewerker' }]);
    const buildings = await as.medewerker.from('staff_buildings').select('building_id');
    expect(buildings.data).toEqual([{ building_id: A.building }]);
    const promoted = await as.medewerker.from('staff').update({ role: 'beheerder', all_buildings: true }).eq('user_id', PEOPLE.medewerker.id).select();
    expect(promoted).toMatchObject({ error: null, data: [] });
    expectNoWriteAccess(await as.medewerker.from('staff_buildings').insert({ user_id: PEOPLE.medewerker.id, building_id: B.building }).select());
    expect(await as.lezer.from('staff').select('user_id')).toMatchObject({ data: [{ user_id: PEOPLE.lezer.id }] });
    for (const who of ['inactive', 'nobody'] as const) {
      expect((await as[who].from('staff').select('user_id')).data).toEqual([]);
      expect((await as[who].from('staff_buildings').select('user_id')).data).toEqual([]);
    }
  });

  it('the beheerder reads and manages every staff member and their buildings', async () => {
    const all = await as.beheerder.from('staff').select('user_id').in('user_id', Object.values(PEOPLE).map((p) => p.id));
    expect(all.data).toHaveLength(Object.values(PEOPLE).filter((p) => 'role' in p).length);
    const assigned = await as.beheerder.from('staff_buildings').insert({ user_id: PEOPLE.lezer.id, building_id: B.building }).select();
    expect(assigned.error).toBeNull();
    expect(await select(as.lezer, 'buildings', { id: B.building })).toHaveLength(1);
    const twice = await as.beheerder.from('staff_buildings').insert({ user_id: PEOPLE.lezer.id, building_id: B.building });
    expect(toDutchMessage(twice.error)).toBe('Deze medewerker heeft dit gebouw al.');
    const unassigned = await as.beheerder.from('staff_buildings').delete().match({ user_id: PEOPLE.lezer.id, building_id: B.building }).select();
    expect(unassigned.data).toHaveLength(1);
    expect(await select(as.lezer, 'buildings', { id: B.building })).toEqual([]);
    const added = await as.beheerder.from('staff').insert({ user_id: PEOPLE.nobody.id, name: 'Niemand', role: 'lezer', all_buildings: true }).select();
    expect(added.error).toBeNull();
    expect(await select(as.nobody, 'buildings', { id: B.building })).toHaveLength(1);
    const removed = await as.beheerder.from('staff').delete().eq('user_id', PEOPLE.nobody.id).select();
    expect(removed.data).toHaveLength(1);
    expect(await select(as.nobody, 'buildings', { id: B.building })).toEqual([]);
  });

  it('a staff row refuses a name that shows nothing, is too long or has a line break, and an unknown role, in Dutch', async () => {
    const tries: [Row, string, string][] = [
      [{ name: ' \u200B ' }, 'staff_name_not_blank', 'Vul de naam van de medewerker in.'],
      [{ name: 'x'.repeat(201) }, 'staff_name_length', 'Deze tekst is te lang (maximaal 200 tekens).'],
      [{ name: 'Jan\nJansen' }, 'staff_name_single_line', 'Deze tekst mag geen regeleinde, tab of ander onzichtbaar stuurteken bevatten.'],
      [{ role: 'eigenaar' }, 'staff_role_check', 'Kies een geldige rol: beheerder, medewerker of lezer.'],
    ];
    for (const [patch, constraint, message] of tries) {
      const { error } = await table(as.beheerder, 'staff').update(patch).eq('user_id', PEOPLE.lezer.id);
      expect({ constraint, error: error?.message, message: toDutchMessage(error) }).toEqual({
        constraint,
        error: expect.stringContaining(constraint),
        message,
      });
    }
  });

  it('the last active beheerder cannot be demoted, deactivated or removed', async () => {
    const demo = (await pg.query('select id from auth.users where email = $1', [DEMO_USER.email])).rows[0].id as string;
    // Two active beheerders: one of them may go.
    const demoted = await as.beheerder.from('staff').update({ role: 'medewerker' }).eq('user_id', PEOPLE.beheerder2.id).select();
    expect(demoted.error).toBeNull();
    expect(demoted.data).toHaveLength(1);
    // The demo user is now the only one.
    for (const patch of [{ role: 'medewerker' }, { active: false }, { role: 'lezer', active: false }]) {
      const { error } = await as.beheerder.from('staff').update(patch).eq('user_id', demo).select();
      expect({ patch, message: toDutchMessage(error) }).toEqual({ patch, message: LAST_BEHEERDER });
    }
    const removed = await as.beheerder.from('staff').delete().eq('user_id', demo).select();
    expect(toDutchMessage(removed.error)).toBe(LAST_BEHEERDER);
    // Nor by removing the account (the staff row goes with it).
    await expect(pg.query('delete from auth.users where id = $1', [demo])).rejects.toMatchObject({ constraint: 'staff_keeps_active_beheerder' });
    expect(await ownerRow('staff', { user_id: demo })).toMatchObject({ role: 'beheerder', active: true });
  });

  it('a deactivated user: their refresh token is refused and they read nothing more', async () => {
    const db = as.leaving;
    expect(await select(db, 'buildings', { id: A.building })).toHaveLength(1);
    const refreshed = await db.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const deactivated = await as.beheerder.from('staff').update({ active: false }).eq('user_id', PEOPLE.leaving.id).select();
    expect(deactivated.data).toHaveLength(1);
    // The access token still lives, but it reads nothing.
    expect(await select(db, 'buildings', { id: A.building })).toEqual([]);
    const refused = await db.auth.refreshSession();
    expect(refused.error).toMatchObject({ status: 400, code: 'user_banned' });
    expect(toDutchMessage(refused.error)).toBe('Dit account is geblokkeerd. Neem contact op met de beheerder.');
  });
});
