import { useState } from 'react';

/** Which add or edit form is open: closed, new (row null) or editing a row. */
export function useEditorState<T>() {
  const [state, setState] = useState<{ open: boolean; row: T | null }>({ open: false, row: null });
  return {
    open: state.open,
    row: state.row,
    openNew: () => setState({ open: true, row: null }),
    openEdit: (row: T) => setState({ open: true, row }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
