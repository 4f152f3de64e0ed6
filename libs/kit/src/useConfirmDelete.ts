import { useState } from 'react';
import { useToastedAction, type ToastedActionMessages } from '@facility/ui';

/**
 * The ask-then-delete flow: `ask(row)` opens the confirmation; `dialog` goes to
 * ConfirmDialog (with the screen's title and text). The dialog closes when done.
 */
export function useConfirmDelete<T>(remove: (row: T) => Promise<unknown>, messages: ToastedActionMessages) {
  const [row, setRow] = useState<T | null>(null);
  const { run, busy } = useToastedAction(remove, messages);
  const onConfirm = async () => {
    if (row === null) return;
    await run(row);
    setRow(null);
  };
  return {
    ask: (target: T) => setRow(() => target),
    dialog: { open: row !== null, busy, onCancel: () => setRow(null), onConfirm },
  };
}
