// Writes of one row, shared by every remote. A write that reaches no row (deleted
// meanwhile, or hidden by row-level security) fails instead of passing silently.
import { supabase } from './client';
import { refreshTable, unwrap } from './query';
import type { Database, TablesInsert, TablesUpdate } from './database.types';

export type TableName = keyof Database['public']['Tables'];

const NO_ROW = { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: 'The result contains 0 rows' };

function expectOneRow(rows: { id: string }[] | null): string {
  if (!rows || rows.length === 0) throw NO_ROW;
  return rows[0].id;
}

/** Inserts `values`, or updates row `id` with them; refreshes the table's lists. Returns the row id. */
export async function saveRow<T extends TableName>(
  table: T,
  values: TablesInsert<T> & TablesUpdate<T>,
  id?: string,
): Promise<string> {
  const rows = supabase().from(table);
  // supabase-js cannot relate a generic table name to its row type; the signature above checks the values.
  const query = id ? rows.update(values as never).eq('id' as never, id as never) : rows.insert(values as never);
  const saved = expectOneRow(unwrap(await query.select('id')) as unknown as { id: string }[]);
  void refreshTable(table);
  return saved;
}

/** Deletes row `id`; refreshes the table's lists. */
export async function deleteRow(table: TableName, id: string): Promise<void> {
  const query = supabase().from(table).delete().eq('id' as never, id as never);
  expectOneRow(unwrap(await query.select('id')) as unknown as { id: string }[]);
  void refreshTable(table);
}
