import { useCallback, useState } from 'react';
import { useToast, type Toast } from '../toast/ToastProvider';

export interface ToastedActionMessages {
  success: Toast;
  /** The toast for a failure; its variant defaults to 'destructive'. */
  failure: (error: unknown) => Toast;
}

/**
 * Runs a save or delete, tells the user how it went, and reports whether it
 * succeeded (so a dialog closes only after success and keeps its input otherwise).
 */
export function useToastedAction<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
  messages: ToastedActionMessages,
) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<boolean> => {
      setBusy(true);
      try {
        await action(...args);
        toast({ variant: 'success', ...messages.success });
        return true;
      } catch (error) {
        toast({ variant: 'destructive', ...messages.failure(error) });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [action, messages, toast],
  );
  return { run, busy };
}
