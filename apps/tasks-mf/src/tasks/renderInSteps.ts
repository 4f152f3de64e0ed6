import { startTransition, useEffect, useState } from 'react';

/** How many items the first paint of a long list shows. */
export const FIRST_STEP = 20;

/**
 * The items to render now: the first `first` at once, then all of them in a transition,
 * which input can interrupt. A hundred task cards took ~150 ms to render on this
 * machine, and the first card waited for the last.
 */
export function useRenderInSteps<T>(items: T[], first = FIRST_STEP): T[] {
  const [all, setAll] = useState(false);
  const partial = !all && items.length > first;
  useEffect(() => {
    if (partial) startTransition(() => setAll(true));
  }, [partial]);
  return partial ? items.slice(0, first) : items;
}
