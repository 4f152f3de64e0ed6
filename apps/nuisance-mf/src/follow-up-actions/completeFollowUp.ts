import { refreshTable, supabase, unwrap } from '@facility/data/records';

/** Marks a report's follow-up action done: it leaves /follow-up-actions (the report stays on /nuisances). */
export async function completeFollowUp(id: string): Promise<void> {
  const result = await supabase()
    .from('nuisances')
    .update({ follow_up_completed_at: new Date().toISOString() })
    .eq('id', id)
    .select('id');
  // No row: deleted meanwhile or hidden; say so instead of passing silently.
  if (unwrap(result).length === 0) throw { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' };
  await refreshTable('nuisances');
}
