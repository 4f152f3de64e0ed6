// Keeps the table-driven tests and the Dutch error mapping complete: every
// table, NOT NULL column, CHECK (also the ones triggers raise), UNIQUE constraint
// and index and foreign key in the database must be covered by cases.ts and
// libs/data/src/errors.ts, every table must have row-level security, and the value
// rules must reach every column they are about. Reads the catalog directly as the
// database owner (SUPABASE_DB_URL, set by supabase/tests/run.mjs and npm test;
// without it every test here fails and says so).
import { CHECK_MESSAGES, TEXT_LIMITS, UNIQUE_MESSAGES } from '@facility/data';
import type { Client } from 'pg';
import { CASES, FOREIGN_KEYS, OWN_SPEC_TABLES, TESTED_ELSEWHERE } from './cases';
import { ownerDb } from './helpers';

/** Constraint names the table-driven tests try. */
const tested = new Set([
  ...CASES.flatMap((c) => c.bad.map((b) => b.constraint)),
  ...OWN_SPEC_TABLES.flatMap((t) => t.constraints),
  ...Object.keys(TESTED_ELSEWHERE),
]);

/**
 * Text columns without a <table>_<column>_length CHECK, and what bounds them instead:
 * the CHECK that lists their values or fixes their format, or null for a copy the
 * database maintains (whatever the client sends is replaced).
 */
const TEXT_WITHOUT_LENGTH: Record<string, string | null> = {
  'entrances_and_exits.type': 'entrances_and_exits_type_check',
  'housing.type': 'housing_type_check',
  'housing.status': 'housing_status_check',
  'tasks.recurrence_pattern': 'tasks_recurrence_pattern_check',
  'technical_provisions.status': 'technical_provisions_status_check',
  'utilities.type': 'utilities_type_check',
  'malfunctions.priority': 'malfunctions_priority_check',
  'parking_spaces.type': 'parking_spaces_type_check',
  'cleaning_requests.status': 'cleaning_requests_status_check',
  'cleaning_complaints.status': 'cleaning_complaints_status_check',
  'suppliers.postal_code': 'suppliers_postal_code_format',
  'suppliers.kvk_number': 'suppliers_kvk_number_format',
  'suppliers.vat_number': 'suppliers_vat_number_format',
  'companies.postal_code': 'companies_postal_code_format',
  'owners.postal_code': 'owners_postal_code_format',
  'owners.kvk_number': 'owners_kvk_number_format',
  'owners.vat_number': 'owners_vat_number_format',
  'utility_readings.reading_value': 'utility_readings_reading_value_format',
  'spaces.building_name': null, // supabase/tests/space-sort-names.data.spec.ts
  'housing.house_number_order': null, // generated from house_number (housing-import.data.spec.ts)
  'spaces.entrance_name': null,
  'key_loans.kind': 'key_loans_kind_check',
  'keys.loaned_to': null, // kept from key_loans (supabase/tests/key-loans.data.spec.ts)
  'technical_provisions.building_name': null, // copied from the space (supabase/tests/provisions.data.spec.ts)
  'entrances_and_exits.building_name': null, // copies for sorting (supabase/tests/sort-name-copies.data.spec.ts)
  'malfunctions.device_name': null,
  'malfunctions.supplier_company_name': null,
  'provision_services.kind': 'provision_services_kind_check',
  'staff.role': 'staff_role_check',
};

/** Date and timestamp columns the database sets itself (so no client value needs a range). */
// public.history and the view of its deleted rows are written by the database's own triggers
// only (no API role may write them; supabase/tests/history.data.spec.ts): the rules for what
// a client sends do not apply to them.
const WRITTEN_BY_THE_DATABASE = `'history', 'deleted_rows'`;

const DATES_SET_BY_THE_DATABASE = new Set([
  ...CASES.filter((c) => c.maintained?.includes('created_at')).map((c) => `${c.table}.created_at`),
  ...OWN_SPEC_TABLES.filter((t) => t.maintained.includes('created_at')).map((t) => `${t.table}.created_at`),
  'keys.loaned_until', // kept from key_loans.due_date
  'tasks.completed_at',
  'malfunctions.resolved_at',
  'cleaning_complaints.resolved_at',
  'cleaning_requests.completed_at',
  // From auth.users, set by the auth server (a view's columns: 20261130000100_staff_overview.sql).
  'staff_overview.last_sign_in_at',
  'staff_overview.invited_at',
  'staff_overview.email_confirmed_at',
]);

describe('schema coverage', () => {
  let pg: Client;

  beforeAll(async () => {
    pg = await ownerDb();
  });

  afterAll(async () => {
    await pg?.end();
  });

  const query = async <T>(sql: string): Promise<T[]> => (await pg.query(sql)).rows as T[];

  const checkConstraints = () =>
    query<{ name: string; table: string; definition: string }>(`
      select conname as name, conrelid::regclass::text as table, pg_get_constraintdef(oid) as definition
        from pg_constraint
       where connamespace = 'public'::regnamespace and contype = 'c'
         and conrelid::regclass::text not in (${WRITTEN_BY_THE_DATABASE.replace(/'(\w+)'/g, "'public.$1', '$1'")}) order by 1`);

  it('every public table has a test case, row-level security and the four staff policies only', async () => {
    const tables = await query<{ name: string; rls: boolean; policies: string[] }>(`
      select c.relname as name, c.relrowsecurity as rls,
             coalesce(array_agg(p.policyname || ':' || array_to_string(p.roles, ',')) filter (where p.policyname is not null), '{}') as policies
        from pg_class c
        left join pg_policies p on p.schemaname = 'public' and p.tablename = c.relname
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname not in (${WRITTEN_BY_THE_DATABASE})
       group by c.relname, c.relrowsecurity
       order by 1`);
    expect(tables.map((t) => t.name)).toEqual([...CASES.map((c) => c.table), ...OWN_SPEC_TABLES.map((t) => t.table)].sort());
    expect(tables).toHaveLength(27);
    // What each allows: supabase/tests/access.data.spec.ts, per table and role.
    for (const t of tables) {
      expect({ table: t.name, rls: t.rls, policies: [...t.policies].sort() }).toEqual({
        table: t.name,
        rls: true,
        policies: ['staff_delete:authenticated', 'staff_insert:authenticated', 'staff_read:authenticated', 'staff_update:authenticated'],
      });
    }
  });

  it('anon has no privilege on any table', async () => {
    const grants = await query<{ table_name: string; privilege_type: string }>(`
      select table_name, privilege_type from information_schema.role_table_grants
       where table_schema = 'public' and grantee in ('anon', 'PUBLIC')`);
    expect(grants).toEqual([]);
  });

  it('every NOT NULL column (except id) is tested, or maintained by a trigger', async () => {
    const columns = await query<{ table_name: string; column_name: string }>(`
      select table_name, column_name from information_schema.columns
       where table_schema = 'public' and is_nullable = 'NO' and column_name <> 'id' and table_name not in (${WRITTEN_BY_THE_DATABASE})
       order by 1, 2`);
    const covered = [
      ...CASES.flatMap((c) => [...Object.keys(c.required), ...(c.maintained ?? [])].map((col) => `${c.table}.${col}`)),
      ...OWN_SPEC_TABLES.flatMap((t) => [...t.required, ...t.maintained].map((col) => `${t.table}.${col}`)),
    ].sort();
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`).sort()).toEqual(covered);
  });

  it('every CHECK constraint has a Dutch message and a test', async () => {
    for (const { name } of await checkConstraints()) {
      expect({ name, message: name in CHECK_MESSAGES, tested: tested.has(name) }).toEqual({ name, message: true, tested: true });
    }
  });

  it('every rule a trigger raises has a Dutch message and a test', async () => {
    const functions = await query<{ name: string; source: string }>(`
      select proname as name, prosrc as source from pg_proc
       where pronamespace = 'public'::regnamespace and prorettype = 'trigger'::regtype`);
    const raised = new Set<string>();
    for (const f of functions) {
      // `constraint = '<name>'` in a RAISE, or `rule := '<name>'` when the name is chosen first.
      for (const m of f.source.matchAll(/(?:constraint\s*=|rule\s*:=)\s*'([a-z0-9_]+)'/g)) raised.add(m[1]);
    }
    expect(raised.size).toBeGreaterThanOrEqual(10);
    for (const name of raised) {
      const message = name.endsWith('_fkey') ? true : name in CHECK_MESSAGES;
      expect({ name, message, tested: name.endsWith('_fkey') || tested.has(name) }).toEqual({ name, message: true, tested: true });
    }
  });

  it('every UNIQUE constraint or index (beyond uuid primary keys) has a Dutch message and a test', async () => {
    const uniques = await query<{ name: string; columns: number }>(`
      select conname as name, cardinality(conkey) as columns from pg_constraint
       where connamespace = 'public'::regnamespace and contype in ('u', 'p')
      union
      select i.relname, x.indnatts from pg_index x
        join pg_class i on i.oid = x.indexrelid
       where i.relnamespace = 'public'::regnamespace and x.indisunique
         and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
       order by 1`);
    expect(uniques.map((u) => u.name)).toContain('facility_types_name_normalized_key');
    for (const { name } of uniques.filter((u) => u.columns > 1 || !u.name.endsWith('_pkey'))) {
      expect({ name, message: name in UNIQUE_MESSAGES, tested: tested.has(name) }).toEqual({ name, message: true, tested: true });
    }
  });

  it('every not-blank rule uses the one function public.is_blank', async () => {
    const notBlank = (await checkConstraints()).filter((c) => c.name.endsWith('_not_blank'));
    expect(notBlank.length).toBeGreaterThanOrEqual(24);
    for (const c of notBlank) expect({ name: c.name, definition: c.definition }).toEqual({ name: c.name, definition: expect.stringMatching(/^CHECK \(\(NOT (public\.)?is_blank\(\w+\)\)\)$/) });
  });

  it('every text column has a length limit (TEXT_LIMITS, as in the database) or is bounded otherwise', async () => {
    const columns = await query<{ table_name: string; column_name: string }>(`
      select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
       -- Stored columns only: a view's text (housing_overview.building_name) is its table's.
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type in ('text', 'character varying')
         and c.table_name not in (${WRITTEN_BY_THE_DATABASE})
       order by 1, 2`);
    const checks = new Map((await checkConstraints()).map((c) => [c.name, c]));
    const limits = TEXT_LIMITS as Record<string, Record<string, number>>;
    for (const { table_name: table, column_name: column } of columns) {
      const key = `${table}.${column}`;
      const limit = limits[table]?.[column];
      if (limit === undefined) {
        expect({ key, exempt: key in TEXT_WITHOUT_LENGTH }).toEqual({ key, exempt: true });
        const bound = TEXT_WITHOUT_LENGTH[key];
        if (bound) expect({ key, bound, exists: checks.has(bound) }).toEqual({ key, bound, exists: true });
      } else {
        const definition = checks.get(`${table}_${column}_length`)?.definition;
        expect({ key, definition }).toEqual({ key, definition: `CHECK ((char_length(${column}) <= ${limit}))` });
      }
    }
    const lengthChecks = [...checks.keys()].filter((name) => name.endsWith('_length'));
    expect(lengthChecks.sort()).toEqual(
      Object.entries(limits)
        .flatMap(([table, cols]) => Object.keys(cols).map((col) => `${table}_${col}_length`))
        .sort(),
    );
  });

  it('every date a client sets lies within 1900-01-01 .. 2200-12-31; the others are set by the database', async () => {
    const columns = await query<{ table_name: string; column_name: string }>(`
      select table_name, column_name from information_schema.columns
       where table_schema = 'public' and data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
         and table_name not in (${WRITTEN_BY_THE_DATABASE})
       order by 1, 2`);
    const checks = new Map((await checkConstraints()).map((c) => [c.name, c.definition]));
    for (const { table_name: table, column_name: column } of columns) {
      const key = `${table}.${column}`;
      if (DATES_SET_BY_THE_DATABASE.has(key)) continue;
      const definition = checks.get(`${table}_${column}_range`) ?? '';
      const range = definition.includes(`'1900-01-01'::date`) && definition.includes(`'2200-12-31'::date`);
      expect({ key, range }).toEqual({ key, range: true });
    }
  });

  it('every table with created_at sets it in the database', async () => {
    const triggers = await query<{ table_name: string; trigger_name: string }>(`
      select c.relname as table_name, t.tgname as trigger_name
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where c.relnamespace = 'public'::regnamespace and t.tgfoid = 'public.set_created_at()'::regprocedure`);
    const withCreatedAt = await query<{ table_name: string }>(`
      select table_name from information_schema.columns
       where table_schema = 'public' and column_name = 'created_at' order by 1`);
    expect(triggers.map((t) => `${t.table_name}:${t.trigger_name}`).sort()).toEqual(
      withCreatedAt.map((t) => `${t.table_name}:${t.table_name}_set_created_at`).sort(),
    );
  });

  it('every foreign key is tested, CASCADE only on the link tables', async () => {
    const fks = await query<{ child: string; column: string; parent: string; on_delete: string }>(`
      select c.conrelid::regclass::text as child, a.attname as column, c.confrelid::regclass::text as parent,
             c.confdeltype as on_delete
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.connamespace = 'public'::regnamespace and c.contype = 'f'`);
    const describeFk = (child: string, column: string, parent: string, cascade: boolean) =>
      `${child}.${column} -> ${parent} ${cascade ? 'cascade' : 'restrict'}`;
    expect(fks.map((f) => describeFk(f.child, f.column, f.parent, f.on_delete === 'c')).sort()).toEqual(
      [...FOREIGN_KEYS, ...OWN_SPEC_TABLES.flatMap((t) => t.foreignKeys)].map((f) => describeFk(f.child, f.column, f.parent, !!f.cascade)).sort(),
    );
    for (const f of fks) expect(['c', 'r']).toContain(f.on_delete);
    // The pure link rows go with either side; a staff row goes with its account (auth.users).
    const linkTables = new Set(['keys_spaces', 'suppliers_facility_types', 'owners_technical_provisions', 'staff_buildings', 'staff']);
    for (const f of fks) expect(f.on_delete === 'c').toBe(linkTables.has(f.child));
  });

  it('every foreign key column has an index', async () => {
    const unindexed = await query<{ fk: string }>(`
      select c.conname as fk from pg_constraint c
       where c.connamespace = 'public'::regnamespace and c.contype = 'f'
         and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`);
    expect(unindexed).toEqual([]);
  });
});
