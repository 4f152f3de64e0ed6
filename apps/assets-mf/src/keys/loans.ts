import { refreshTable, supabase, unwrap, type TablesInsert } from '@facility/data/records';
import type { LoanValues } from './loanSchema';

async function record(row: TablesInsert<'key_loans'>) {
  unwrap(await supabase().from('key_loans').insert(row).select('id'));
  await Promise.all([refreshTable('keys'), refreshTable('key_loans')]);
}

/** 'Uitgeven': the database refuses a key that is out already. */
export function handOut(keyId: string, loan: LoanValues) {
  return record({ key_id: keyId, kind: 'out', ...loan });
}

/** 'Innemen': the database refuses a key that is not out. */
export function takeIn(key: { id: string }) {
  // The database names whom the key came back from (the open loan's borrower).
  return record({ key_id: key.id, kind: 'in' } as TablesInsert<'key_loans'>);
}

export function loanHistoryQuery(keyId: string) {
  return supabase().from('key_loans').select('*').eq('key_id', keyId).order('created_at', { ascending: false }).order('id', { ascending: false });
}
