import { lazy, Suspense, type ComponentProps } from 'react';

const Provider = lazy(() => import('../theme/PickersProvider'));

/**
 * The Dutch pickers' localization for pickers a page renders itself. Its code (the date-fns
 * adapter and Dutch locale) downloads when it first renders, so a form without a date
 * field does not load it with @facility/ui/form; its children show once it is there.
 */
export default function PickersProvider(props: ComponentProps<typeof Provider>) {
  return (
    <Suspense fallback={null}>
      <Provider {...props} />
    </Suspense>
  );
}
