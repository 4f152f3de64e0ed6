import { updateRow } from '@facility/data/records';

/** Marks a report's follow-up action done: it leaves /follow-up-actions (the report stays on /nuisances). */
export async function completeFollowUp(id: string): Promise<void> {
  await updateRow('nuisances', id, { follow_up_completed_at: new Date().toISOString() });
}
