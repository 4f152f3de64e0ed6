import { useBuildingOptions } from '@facility/data/records';
import { useMemo, useRef } from 'react';
import { housingSchema } from './housingSchema';

/** The housing rules with the floor maximum of the buildings as they are now. */
export function useHousingSchema() {
  const { buildings } = useBuildingOptions();
  // The form keeps the resolver it started with, so the rule reads the buildings through a ref.
  const latest = useRef(buildings);
  latest.current = buildings;
  return useMemo(() => housingSchema((id) => latest.current.find((b) => b.id === id)?.floors), []);
}
