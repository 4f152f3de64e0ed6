import type { ComponentType } from 'react';
import { LoadingState } from '../states/LoadingState';
import { loadOnce } from './loadOnce';
import { useLoaded } from './useLoaded';

/**
 * A page a remote serves, whose code downloads when it first shows. The shell calls
 * `preload` as soon as it knows the page comes next (at start, on hover or focus of a link
 * to it), so the page usually renders at once. A failed download goes to the shell's
 * error boundary around the remote, whose retry downloads again.
 */
export function lazyView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const once = loadOnce(() => load().then((module) => module.default));

  function LazyView(props: P) {
    const View = useLoaded(once);
    return View ? <View {...props} /> : <LoadingState />;
  }

  return Object.assign(LazyView, {
    preload: (): Promise<void> =>
      once.start().then(
        () => undefined,
        () => once.forget(),
      ),
  });
}
