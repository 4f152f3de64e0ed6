import { useReferenceCache } from '@facility/data';
import { useMemo, useRef } from 'react';
import { entranceFormSchema } from './entranceSchema';

/** The entrance rules with the floor maximum of the chosen building (read when it was chosen or shown). */
export function useEntranceSchema() {
  const { get } = useReferenceCache('building');
  // The form keeps the resolver it started with, so the rule reads the buildings through a ref.
  const latest = useRef(get);
  latest.current = get;
  return useMemo(() => entranceFormSchema((id) => latest.current(id)?.floors ?? undefined), []);
}
