// The one way to write: insert, update or delete one row, or call a database
// function, typed from the generated Database. Every write names what it changes,
// and every read of those tables refreshes after it.
import { mutate } from 'swr';
import { supabase } from './client';
import { unwrap } from './reads';
import type { TablesInsert, TablesUpdate } from './database.types';
import type { FunctionArgs, FunctionName, FunctionResult, SourceName, TableName } from './schemaNames';

export type { FunctionArgs, FunctionName, FunctionResult, SourceName, TableName, ViewName } from './schemaNames';

export interface WriteOptions {
  /** Other tables and views whose reads show what this write changed (a building's name in the spaces list). */
  refreshes?: readonly SourceName[];
}

const NO_SUCH_ROW = 'NoSuchRow';

/** A write that reached no row: deleted meanwhile, or hidden by row-level security. */
export class NoSuchRow extends Error {
  // PostgREST's shape of "no row" (toDutchMessage says: not found, perhaps deleted).
  readonly code = 'PGRST116';
  readonly details = 'The result contains 0 rows';
  constructor() {
    super('The row does not exist (any more)');
    // By name, not instanceof: a remote may bundle another copy of this class.
    this.name = NO_SUCH_ROW;
  }
}

/** The one rule for writes of one row: exactly that row was written, else NoSuchRow. */
function theOneRow(rows: { id: string }[] | null): string {
  if (!rows || rows.length !== 1) throw new NoSuchRow();
  return rows[0].id;
}

/** Refreshes every read of these tables and views (their SWR keys start with the name). */
export function refreshTables(sources: readonly string[]): Promise<unknown> {
  const names = new Set(sources);
  return mutate((key) => Array.isArray(key) && names.has(key[0]));
}

function refreshAfter(table: string, options?: WriteOptions) {
  return refreshTables([table, ...(options?.refreshes ?? [])]);
}

// supabase-js cannot relate a generic table name to its row type; each signature below checks the values.
function rowsOf(table: TableName) {
  return supabase().from(table) as unknown as {
    insert(values: unknown): { select(columns: 'id'): PromiseLike<{ data: { id: string }[] | null; error: unknown }> };
    update(values: unknown): { eq(column: 'id', id: string): { select(columns: 'id'): PromiseLike<{ data: { id: string }[] | null; error: unknown }> } };
    delete(): { eq(column: 'id', id: string): { select(columns: 'id'): PromiseLike<{ data: { id: string }[] | null; error: unknown }> } };
  };
}

/** Inserts one row; returns its id. */
export async function insertRow<T extends TableName>(table: T, values: TablesInsert<T>, options?: WriteOptions): Promise<string> {
  const id = theOneRow(unwrap(await rowsOf(table).insert(values).select('id')));
  await refreshAfter(table, options);
  return id;
}

/** Updates row `id`; fails with NoSuchRow when it is gone. Returns the id. */
export async function updateRow<T extends TableName>(table: T, id: string, values: TablesUpdate<T>, options?: WriteOptions): Promise<string> {
  theOneRow(unwrap(await rowsOf(table).update(values).eq('id', id).select('id')));
  await refreshAfter(table, options);
  return id;
}

/** Inserts `values`, or updates row `id` with them. Returns the row's id. */
export function saveRow<T extends TableName>(table: T, values: TablesInsert<T> & TablesUpdate<T>, id?: string | null, options?: WriteOptions) {
  return id ? updateRow(table, id, values, options) : insertRow(table, values, options);
}

/** Deletes row `id`; fails with NoSuchRow when it is gone. */
export async function deleteRow(table: TableName, id: string, options?: WriteOptions): Promise<void> {
  theOneRow(unwrap(await rowsOf(table).delete().eq('id', id).select('id')));
  await refreshAfter(table, options);
}

/**
 * Calls a database function (changes that must succeed together: a key with its
 * spaces, an import). `refreshes` names the tables it changes.
 */
export async function callRpc<F extends FunctionName>(fn: F, args: FunctionArgs<F>, options: Required<WriteOptions>): Promise<FunctionResult<F>> {
  // The generated Functions type is the one supabase-js reads too; its generic rpc does not narrow by name.
  const answer = await supabase().rpc(fn as never, args as never);
  const result = unwrap(answer) as FunctionResult<F>;
  await refreshTables(options.refreshes);
  return result;
}

export function isNoSuchRow(error: unknown): boolean {
  return error instanceof Error && error.name === NO_SUCH_ROW;
}
