import { UserError, callRpc } from '@facility/data/records';
import { restoreFailureMessage } from '@facility/data/history';

/** Puts a deleted row back ('Herstellen'); a refusal becomes its Dutch reason. */
export async function restoreDeleted(historyId: number, table: string): Promise<void> {
  try {
    await callRpc('restore_deleted', { history_id: historyId }, { refreshes: ['deleted_rows', 'history', table as never] });
  } catch (error) {
    throw new UserError(restoreFailureMessage(error));
  }
}
