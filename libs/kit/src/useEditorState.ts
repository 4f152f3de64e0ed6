import { useState } from 'react';

/**
 * Which add or edit form is open: closed, new (row null) or editing a row. `opens`
 * counts the openings (0: never opened), so a form that failed to load tries again
 * at the next opening.
 */
export function useEditorState<T>() {
  const [state, setState] = useState<{ open: boolean; row: T | null; opens: number }>({ open: false, row: null, opens: 0 });
  return {
    open: state.open,
    row: state.row,
    opens: state.opens,
    openNew: () => setState((current) => ({ open: true, row: null, opens: current.opens + 1 })),
    openEdit: (row: T) => setState((current) => ({ open: true, row, opens: current.opens + 1 })),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
