import { insertRow, type From, type TablesInsert } from '@facility/data/records';
import type { LoanValues } from './loanSchema';

// A loan changes its key's loan columns (loaned_to, loaned_until): the keys list shows them.
const record = (row: TablesInsert<'key_loans'>) => insertRow('key_loans', row, { refreshes: ['keys'] });

/** 'Uitgeven': the database refuses a key that is out already. */
export function handOut(keyId: string, loan: LoanValues) {
  return record({ key_id: keyId, kind: 'out', ...loan });
}

/** 'Innemen': the database refuses a key that is not out. */
export function takeIn(key: { id: string }) {
  // The database names whom the key came back from (the open loan's borrower).
  return record({ key_id: key.id, kind: 'in' } as TablesInsert<'key_loans'>);
}

/** A key's loans, newest first. */
export const loanHistory = (keyId: string) => (from: From) =>
  from('key_loans').select('*').eq('key_id', keyId).order('created_at', { ascending: false }).order('id', { ascending: false });
