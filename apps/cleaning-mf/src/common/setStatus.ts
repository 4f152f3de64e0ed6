import { refreshTable, supabase, unwrap } from '@facility/data/records';

export type StatusTable = 'cleaning_requests' | 'cleaning_complaints';

/** Sets a row's status; the database sets the moments that go with it (completed_at, resolved_at). */
export async function setStatus(table: StatusTable, id: string, status: string): Promise<void> {
  const result = await supabase().from(table).update({ status }).eq('id', id).select('id');
  if (unwrap(result).length === 0) throw { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' };
  await refreshTable(table);
}
