import { useTableQuery } from '@facility/data/records';

/** Keys as choices: 'number (cabinet name)', by number. */
export function useKeyOptions() {
  const { data } = useTableQuery(['keys', 'with-cabinet'], (db) =>
    db.from('keys').select('id, number, key_cabinet:key_cabinets(name)').order('number'),
  );
  return (data ?? []).map((key) => ({ value: key.id, label: `${key.number} (${key.key_cabinet?.name ?? ''})` }));
}
