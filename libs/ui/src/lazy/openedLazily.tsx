import { useState, type ComponentType } from 'react';
import { LoadFailure } from './LoadFailure';
import { loadOnce } from './loadOnce';
import { useLoaded } from './useLoaded';

export const PART_LOAD_FAILED = 'Dit onderdeel kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.';

/** What closes the part (its onClose or onCancel), so a failed load does not leave it 'open'. */
type Closable = { open: boolean; onClose?: (...args: never[]) => void; onCancel?: () => void };

/**
 * A dialog or menu whose code loads the first time it opens, not with the page that
 * could open it: most visits to a list never open its menus, dialogs or forms. Once
 * opened it stays mounted, so it closes with its transition and opens again at once.
 * `preload` starts the download early (on hover or focus of what opens it). A failed
 * download says so in Dutch, closes the part and is tried again at the next opening.
 */
export function openedLazily<P extends Closable>(load: () => Promise<ComponentType<P>>) {
  const once = loadOnce(load);

  function Loaded(props: P) {
    // State, not Suspense: a part that suspended would show no sooner than 300 ms after
    // its (empty) fallback, however fast its code arrived.
    const View = useLoaded(once);
    return View ? <View {...props} /> : null;
  }

  function OpenedLazily(props: P) {
    const [opened, setOpened] = useState(props.open);
    // After a failed load: nothing until the part is closed, then a new attempt at the next opening.
    const [failures, setFailures] = useState({ count: 0, showing: false });
    if (props.open && !opened) setOpened(true);
    if (failures.showing && !props.open) setFailures((f) => ({ ...f, showing: false }));
    if (!opened || failures.showing) return null;
    const failed = () => {
      once.forget();
      setFailures((f) => ({ count: f.count + 1, showing: true }));
      if (props.onClose) (props.onClose as () => void)();
      else props.onCancel?.();
    };
    return (
      <LoadFailure key={failures.count} message={PART_LOAD_FAILED} onFailure={failed}>
        <Loaded {...props} />
      </LoadFailure>
    );
  }

  return Object.assign(OpenedLazily, {
    preload: () => {
      once.start().catch(() => once.forget());
    },
  });
}
