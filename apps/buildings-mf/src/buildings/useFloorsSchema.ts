import { useReferenceCache } from '@facility/data';
import type { FloorsOf } from '@facility/data/fields';
import { useMemo, useRef } from 'react';

/**
 * A form's rules that need the floors of the chosen building (a space's or an entrance's
 * floor), made once with the floors of the buildings chosen or shown so far.
 */
export function useFloorsSchema<S>(make: (floorsOf: FloorsOf) => S): S {
  const { get } = useReferenceCache('building');
  // The form keeps the resolver it started with, so the rule reads the buildings through a ref.
  const latest = useRef(get);
  latest.current = get;
  return useMemo(() => make((id) => latest.current(id)?.floors ?? undefined), [make]);
}
