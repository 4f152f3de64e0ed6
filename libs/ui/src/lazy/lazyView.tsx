import type { ComponentType } from 'react';
import { LoadingState } from '../states/LoadingState';
import { loadOnce } from './loadOnce';
import { useLoaded } from './useLoaded';

/** A page's module: the page, and what it reads first, to start before it renders. */
export interface PageModule<P> {
  default: ComponentType<P>;
  /** Starts the page's first read (a list page: `preloadList` of @facility/kit). */
  preloadData?: () => void;
}

export interface PreloadOptions {
  /** Also start the page's first read once its code is there: the page is about to show (at start). */
  data?: boolean;
}

/**
 * A page a remote serves, whose code downloads when it first shows. The shell calls
 * `preload` as soon as it knows the page comes next (at start, on hover or focus of a link
 * to it), so the page usually renders at once; at start also with `{ data: true }`, so its
 * first read runs while React renders the page. A failed download goes to the shell's
 * error boundary around the remote, whose retry downloads again.
 */
export function lazyView<P extends object>(load: () => Promise<PageModule<P>>) {
  const once = loadOnce(load);

  function LazyView(props: P) {
    const View = useLoaded(once)?.default;
    return View ? <View {...props} /> : <LoadingState />;
  }

  return Object.assign(LazyView, {
    preload: ({ data = false }: PreloadOptions = {}): Promise<void> =>
      once.start().then(
        (module) => {
          if (data) module.preloadData?.();
        },
        () => once.forget(),
      ),
  });
}
