import { callRpc, constraintName, toDutchMessage, UserError } from '@facility/data/records';
import type { ProvisionValues } from './provisionSchema';

const LINK_FAILURE = 'Er is een fout opgetreden bij het koppelen van de eigenaar';

/**
 * The provision and its owner in one database call (save_technical_provision): a
 * link that fails leaves nothing saved. `id` null: a new provision. Returns its id.
 */
export async function saveProvision({ owner_id, ...provision }: ProvisionValues, id: string | null): Promise<string> {
  const args = { p_id: id as string, p_provision: provision, p_owner_id: owner_id as string };
  try {
    return await callRpc('save_technical_provision', args, { refreshes: ['technical_provisions', 'owners_technical_provisions'] });
  } catch (error) {
    // The spec's own words for a failed owner link, with the reason.
    if (constraintName(error)?.startsWith('owners_technical_provisions')) throw new UserError(`${LINK_FAILURE}. ${toDutchMessage(error)}`);
    throw error;
  }
}
