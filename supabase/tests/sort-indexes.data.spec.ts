// Every column a list page sorts on has an index on (column, id) of the list's table
// (README, "Adding a list page"). The kit orders by the sort column and then by id in
// the same direction (libs/kit sortColumn / listQuery), so with that index PostgreSQL
// reads the first page in order instead of sorting the whole table.
//
// The sort columns come from the apps themselves: every source file of the apps that
// defines a list (defineResource, defineList; the resource files apps/*/src/**/*Resource.ts(x)
// and any other) is imported, and for each of its definitions' sortable columns and its
// default sort the column the kit orders by is checked against the catalog
// (pg_index), as the database owner (SUPABASE_DB_URL). A sort on a column of another
// table (`building(name)`) can use no index of the list's table: keep a copy on the row,
// maintained by triggers (as spaces.building_name), and sort by that.
import fs from 'node:fs';
import path from 'node:path';
import { SERVICE_KIND_LABELS } from '@facility/data/records';
import { sortColumn } from '@facility/kit/query';
import type { Client } from 'pg';
import { ownerDb } from './helpers';

const ROOT = path.resolve(__dirname, '../..');
const APPS = path.join(ROOT, 'apps');

/**
 * Sort columns allowed without a (column, id) index, as 'table.column' -> the reason.
 * Keep it empty: a list that sorts must be fast at scale.
 */
const WITHOUT_INDEX: Record<string, string> = {
  // A view: the catalog has no index of its own for it. Its rows are staff's, one each, and
  // a page by (name, id) reads staff_name_user_id_idx on staff (name, user_id).
  'staff_overview.name': 'a view over staff (one row per person with access); staff has the (name, user_id) index',
  // A view of history's delete entries: the partial indexes history_deleted_idx (changed_at, id)
  // and history_deleted_table_idx (table_name, changed_at, id) where action = 'delete' serve its pages.
  'deleted_rows.changed_at': "a view of history's deletes; history has the partial (changed_at, id) index where action = 'delete'",
};

/**
 * Exported functions that make resource definitions, and the arguments the apps call
 * them with (each call is a list page of its own).
 */
const FACTORIES: Record<string, readonly unknown[]> = {
  upcomingResource: Object.keys(SERVICE_KIND_LABELS), // /upcoming-maintenance, /upcoming-inspections
};

/** What this test reads of a list's definition (libs/kit `Resource`, or a list without a table). */
interface Definition {
  table: string;
  columns?: { key: string; sortBy?: string }[];
  defaultSort: { key: string; direction: string };
}

const isDefinition = (value: unknown): value is Definition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Definition).table === 'string' &&
  ((value as Definition).columns === undefined || Array.isArray((value as Definition).columns)) &&
  typeof (value as Definition).defaultSort?.key === 'string';

/** Source files (not tests) of the apps, relative to the repository root. */
function appSources(): string[] {
  return fs
    .readdirSync(APPS)
    .flatMap((app) => {
      const src = path.join(APPS, app, 'src');
      if (!fs.existsSync(src)) return [];
      return (fs.readdirSync(src, { recursive: true }) as string[]).map((f) => path.relative(ROOT, path.join(src, f)));
    })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(spec|test)\.tsx?$/.test(f))
    .sort();
}

const RESOURCE_FILE = /Resource\.tsx?$/;
/** A call of the kit's definition functions (defineResource<...>(...), defineList(...)). */
const DEFINES_A_LIST = /\bdefine(?:Resource|List)\s*[<(]/g;

/** The number of definition calls in a source text, comments left out. */
function definitionCalls(source: string): number {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return code.match(DEFINES_A_LIST)?.length ?? 0;
}

interface Found {
  file: string;
  name: string;
  definition: Definition;
}

interface FileDefinitions {
  file: string;
  /** Definition calls in the source. */
  calls: number;
  /** Exported definitions and factories found for them. */
  exported: number;
}

/**
 * Every list definition the files export; a factory is called with each argument of
 * FACTORIES. Also per file: the definition calls in its source against what was found
 * for them, so a definition the test cannot reach does not pass unseen.
 */
async function findDefinitions(files: string[]): Promise<{ found: Found[]; perFile: FileDefinitions[] }> {
  const found: Found[] = [];
  const perFile: FileDefinitions[] = [];
  for (const file of files) {
    const exports = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    let exported = 0;
    for (const [name, value] of Object.entries(exports)) {
      if (isDefinition(value)) {
        found.push({ file, name, definition: value });
        exported += 1;
      } else if (typeof value === 'function' && (name in FACTORIES || /(Resource|List)$/.test(name))) {
        const args = FACTORIES[name];
        if (!args) throw new Error(`${file}: ${name} looks like a list factory; list the arguments the apps call it with in FACTORIES`);
        for (const arg of args) {
          const made: unknown = (value as (a: unknown) => unknown)(arg);
          if (!isDefinition(made)) throw new Error(`${file}: ${name}(${JSON.stringify(arg)}) is no list definition`);
          found.push({ file, name: `${name}(${JSON.stringify(arg)})`, definition: made });
        }
        exported += 1;
      }
    }
    perFile.push({ file, calls: definitionCalls(fs.readFileSync(path.join(ROOT, file), 'utf8')), exported });
  }
  return { found, perFile };
}

interface SortUse {
  table: string;
  column: string;
  /** Where the apps sort on it: 'file name: column key' or '... default sort'. */
  uses: string[];
}

/** The columns the kit orders each list by: every sortable column's, and the default sort's. */
function sortUses(found: Found[]): SortUse[] {
  const byKey = new Map<string, SortUse>();
  const add = (table: string, column: string, use: string) => {
    const key = `${table}.${column}`;
    const entry = byKey.get(key) ?? { table, column, uses: [] };
    entry.uses.push(use);
    byKey.set(key, entry);
  };
  for (const { file, name, definition } of found) {
    const resource = definition as unknown as Parameters<typeof sortColumn>[0];
    for (const c of definition.columns ?? []) {
      if (c.sortBy) add(definition.table, sortColumn(resource, c.key), `${file} ${name}: ${c.key}`);
    }
    add(definition.table, sortColumn(resource, definition.defaultSort.key), `${file} ${name}: default sort`);
  }
  return [...byKey.values()].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}

describe('every sort column of a list has a (column, id) index', () => {
  let pg: Client;
  let files: string[];
  let found: Found[];
  let perFile: FileDefinitions[];
  let uses: SortUse[];
  /** 'table.column' of every plain btree index whose first two columns are (column, id). */
  let indexed: Set<string>;

  beforeAll(async () => {
    files = appSources().filter((f) => RESOURCE_FILE.test(f) || definitionCalls(fs.readFileSync(path.join(ROOT, f), 'utf8')) > 0);
    ({ found, perFile } = await findDefinitions(files));
    uses = sortUses(found);

    pg = await ownerDb();
    const { rows } = await pg.query<{ table_name: string; column_name: string }>(`
      select t.relname as table_name, a.attname as column_name
        from pg_index x
        join pg_class t on t.oid = x.indrelid
        join pg_class i on i.oid = x.indexrelid
        join pg_am am on am.oid = i.relam
        join pg_attribute a on a.attrelid = x.indrelid and a.attnum = x.indkey[0]
        join pg_attribute b on b.attrelid = x.indrelid and b.attnum = x.indkey[1]
       where t.relnamespace = 'public'::regnamespace
         and am.amname = 'btree' and x.indisvalid and x.indpred is null
         and x.indnkeyatts >= 2 and b.attname = 'id'
         and x.indoption[0] = 0 and x.indoption[1] = 0`);
    indexed = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
  });

  afterAll(async () => {
    await pg?.end();
  });

  it('finds the resource definitions of the apps', () => {
    // A broken search must not pass for want of lists: 20 resource files, 21 lists today.
    expect(files.filter((f) => RESOURCE_FILE.test(f)).length).toBeGreaterThanOrEqual(20);
    expect(found.length).toBeGreaterThanOrEqual(21);
    // Each definition in a file is exported (or made by an exported factory), so the test sees it.
    for (const { file, calls, exported } of perFile) expect({ file, exported }).toEqual({ file, exported: Math.max(calls, 1) });
    expect(found.map((f) => f.definition.table)).toEqual(expect.arrayContaining(['buildings', 'spaces', 'malfunctions', 'technical_provisions']));
    expect(uses.length).toBeGreaterThanOrEqual(50);
  });

  it('every sort column is a column of the list’s own table with an index on (column, id)', () => {
    const missing = uses
      .filter((u) => !indexed.has(`${u.table}.${u.column}`) && !(`${u.table}.${u.column}` in WITHOUT_INDEX))
      .map((u) => ({
        sort: `${u.table}.${u.column}`,
        problem: /[(.]/.test(u.column)
          ? 'a column of another table: no index of the list’s table can serve it; sort by a copy on the row (as spaces.building_name)'
          : `no index on (${u.column}, id)`,
        uses: u.uses,
      }));
    expect(missing).toEqual([]);
  });

  it('every exception is still needed, and says why', () => {
    for (const [sort, reason] of Object.entries(WITHOUT_INDEX)) {
      expect({ sort, sorted: uses.some((u) => `${u.table}.${u.column}` === sort), indexed: indexed.has(sort), reason: reason.length > 10 }).toEqual({
        sort,
        sorted: true,
        indexed: false,
        reason: true,
      });
    }
  });
});
