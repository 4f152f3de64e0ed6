import { useMemo, useRef } from 'react';
import type { FloorsOf } from './fields';
import { useReferenceCache } from './references';

/**
 * A form's rules that need the floors of the chosen building (a space's, an entrance's or a
 * housing unit's floor), made once with the floors of the buildings chosen or shown so far.
 * `make` must be stable (a module's function).
 */
export function useFloorsSchema<S>(make: (floorsOf: FloorsOf) => S): S {
  const { get } = useReferenceCache('building');
  // The form keeps the resolver it started with, so the rule reads the buildings through a ref.
  const latest = useRef(get);
  latest.current = get;
  return useMemo(() => make((id) => latest.current(id)?.floors ?? undefined), [make]);
}
