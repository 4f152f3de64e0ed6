import { callRpc } from '@facility/data/records';
import type { KeyValues } from './keySchema';

/**
 * The key and the spaces it opens in one database call (save_key): a link that
 * fails leaves no half-saved key. `id` null: a new key. Returns the key's id.
 */
export function saveKey({ space_ids, ...key }: KeyValues, id: string | null): Promise<string> {
  const args = { p_id: id as string, p_key: key, p_space_ids: space_ids };
  return callRpc('save_key', args, { refreshes: ['keys', 'keys_spaces'] });
}
