import { Suspense, useState, type ReactNode } from 'react';
import { LoadingState } from '@facility/ui/basics';

/**
 * Renders its children (lazy components in a grid) once half of their place has scrolled into
 * view; until then an empty place across the grid holds it, with a spinner while their code
 * loads. What lies below the fold (or only peeks above it) costs a first visit nothing.
 */
export function WhenVisible({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  // A browser without IntersectionObserver (old, or a test's DOM) shows them at once.
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  const watch = (place: HTMLDivElement) => {
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && setSeen(true), { threshold: 0.5 });
    observer.observe(place);
    return () => observer.disconnect();
  };
  const holder = (
    <div ref={seen ? undefined : watch} style={{ gridColumn: '1 / -1', minHeight }}>
      {seen && <LoadingState />}
    </div>
  );
  return seen ? <Suspense fallback={holder}>{children}</Suspense> : holder;
}
