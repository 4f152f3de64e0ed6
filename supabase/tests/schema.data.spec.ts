// Keeps the table-driven tests and the Dutch error mapping complete: every
// table, NOT NULL column, CHECK, UNIQUE and foreign key in the database must be
// covered by cases.ts and libs/data/src/errors.ts, and every table must have
// row-level security. Reads the catalog directly (SUPABASE_DB_URL, set by
// supabase/tests/run.mjs and npm test).
import { CHECK_MESSAGES, UNIQUE_MESSAGES } from '@facility/data';
import { Client } from 'pg';
import { CASES, FOREIGN_KEYS } from './cases';

const dbUrl = process.env.SUPABASE_DB_URL;
const describeWithDb = dbUrl ? describe : describe.skip;

describeWithDb('schema coverage', () => {
  let pg: Client;

  beforeAll(async () => {
    pg = new Client({ connectionString: dbUrl });
    await pg.connect();
  });

  afterAll(async () => {
    await pg?.end();
  });

  const query = async <T>(sql: string): Promise<T[]> => (await pg.query(sql)).rows as T[];

  it('every public table has a test case, row-level security and the authenticated policy only', async () => {
    const tables = await query<{ name: string; rls: boolean; policies: string[] }>(`
      select c.relname as name, c.relrowsecurity as rls,
             coalesce(array_agg(p.policyname || ':' || array_to_string(p.roles, ',')) filter (where p.policyname is not null), '{}') as policies
        from pg_class c
        left join pg_policies p on p.schemaname = 'public' and p.tablename = c.relname
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
       group by c.relname, c.relrowsecurity
       order by 1`);
    expect(tables.map((t) => t.name)).toEqual(CASES.map((c) => c.table).sort());
    expect(tables).toHaveLength(23);
    for (const t of tables) {
      expect({ table: t.name, rls: t.rls, policies: t.policies }).toEqual({
        table: t.name,
        rls: true,
        policies: ['authenticated_full_access:authenticated'],
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
       where table_schema = 'public' and is_nullable = 'NO' and column_name <> 'id'
       order by 1, 2`);
    const tested = CASES.flatMap((c) => [...Object.keys(c.required), ...(c.maintained ?? [])].map((col) => `${c.table}.${col}`)).sort();
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`).sort()).toEqual(tested);
  });

  it('every CHECK constraint has a Dutch message and a test', async () => {
    const checks = await query<{ name: string }>(`
      select conname as name from pg_constraint
       where connamespace = 'public'::regnamespace and contype = 'c' order by 1`);
    const tested = new Set(CASES.flatMap((c) => c.bad.map((b) => b.constraint)));
    for (const { name } of checks) {
      expect({ name, message: name in CHECK_MESSAGES, tested: tested.has(name) }).toEqual({ name, message: true, tested: true });
    }
  });

  it('every UNIQUE constraint (beyond uuid primary keys) has a Dutch message and a test', async () => {
    const uniques = await query<{ name: string; columns: number }>(`
      select conname as name, cardinality(conkey) as columns from pg_constraint
       where connamespace = 'public'::regnamespace and contype in ('u', 'p') order by 1`);
    const tested = new Set(CASES.flatMap((c) => c.bad.map((b) => b.constraint)));
    for (const { name } of uniques.filter((u) => u.columns > 1 || !u.name.endsWith('_pkey'))) {
      expect({ name, message: name in UNIQUE_MESSAGES, tested: tested.has(name) }).toEqual({ name, message: true, tested: true });
    }
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
      FOREIGN_KEYS.map((f) => describeFk(f.child, f.column, f.parent, !!f.cascade)).sort(),
    );
    for (const f of fks) expect(['c', 'r']).toContain(f.on_delete);
    const linkTables = new Set(['keys_spaces', 'suppliers_facility_types', 'owners_technical_provisions']);
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
