import { useReferenceCache } from '@facility/data';
import { useMemo, useRef } from 'react';
import { spaceSchema } from './spaceSchema';

/** The space rules with the floor maximum of the chosen building (read when it was chosen or shown). */
export function useSpaceSchema() {
  const { get } = useReferenceCache('building');
  // The form keeps the resolver it started with, so the rule reads the buildings through a ref.
  const latest = useRef(get);
  latest.current = get;
  return useMemo(() => spaceSchema((id) => latest.current(id)?.floors ?? undefined), []);
}
