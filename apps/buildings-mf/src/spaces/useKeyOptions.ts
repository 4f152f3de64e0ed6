import { useRows, type From } from '@facility/data/records';

/** Keys with their cabinet's name, by number. */
export const keysWithCabinet = (from: From) => from('keys').select('id, number, key_cabinet:key_cabinets(name)').order('number');

/** Keys as choices: 'number (cabinet name)', by number. */
export function useKeyOptions() {
  const { data } = useRows(keysWithCabinet);
  return (data ?? []).map((key) => ({ value: key.id, label: `${key.number} (${key.key_cabinet?.name ?? ''})` }));
}
