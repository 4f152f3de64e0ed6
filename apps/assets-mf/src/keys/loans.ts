import { refreshTable, supabase, unwrap } from '@facility/data';
import type { LoanValues } from './loanSchema';

async function record(row: { key_id: string; kind: 'out' | 'in' } & Partial<LoanValues>) {
  unwrap(await supabase().from('key_loans').insert(row).select('id'));
  await Promise.all([refreshTable('keys'), refreshTable('key_loans')]);
}

/** 'Uitgeven': the database refuses a key that is out already. */
export function handOut(keyId: string, loan: LoanValues) {
  return record({ key_id: keyId, kind: 'out', ...loan });
}

/** 'Innemen': the database refuses a key that is not out. */
export function takeIn(key: { id: string }) {
  return record({ key_id: key.id, kind: 'in' });
}

export function loanHistoryQuery(keyId: string) {
  return supabase().from('key_loans').select('*').eq('key_id', keyId).order('created_at', { ascending: false }).order('id', { ascending: false });
}
