import { useBuildingOptions } from '@facility/data/records';
import { useMemo, useRef } from 'react';
import { spaceSchema } from './spaceSchema';

/** The space rules with the floor maximum of the buildings as they are now. */
export function useSpaceSchema() {
  const { buildings } = useBuildingOptions();
  // The form keeps the resolver it started with, so the rule reads the buildings through a ref.
  const latest = useRef(buildings);
  latest.current = buildings;
  return useMemo(() => spaceSchema((id) => latest.current.find((b) => b.id === id)?.floors), []);
}
