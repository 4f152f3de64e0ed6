import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog or menu whose code loads the first time it opens, not with the page that
 * could open it: most visits to a list never open its menus, dialogs or forms. Once
 * opened it stays mounted, so it closes with its transition and opens again at once.
 * `preload` starts the download early (on hover or focus of what opens it).
 */
export function openedLazily<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const View = lazy(() => load().then((component) => ({ default: component })));
  function OpenedLazily(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  }
  return Object.assign(OpenedLazily, {
    preload: () => {
      load().catch(() => undefined);
    },
  });
}
