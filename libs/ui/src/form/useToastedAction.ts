import { useCallback, useState } from 'react';
import { failureMessage, isActionCancelled, loadConstraintMessages } from '@facility/data/records';
import { useToast, type Toast } from '../toast/ToastProvider';

export interface FailureToast {
  title: string;
  /** The screen's own text; the Dutch reason replaces it when the backend gave one the user can act on. */
  text?: string;
}

export interface ToastedActionMessages {
  success: Toast;
  failure: FailureToast;
}

/** The red toast for a failure, by the one rule of failureMessage. */
export function failureToast(failure: FailureToast, error: unknown): Toast {
  return { variant: 'destructive', title: failure.title, description: failureMessage(error, failure.text) };
}

/**
 * Runs a save or delete, tells the user how it went, and reports whether it
 * succeeded (so a dialog closes only after success and keeps its input otherwise).
 * An action the user cancelled halfway (ActionCancelled) reports no success and no failure.
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
        if (isActionCancelled(error)) return false;
        // A list page has not loaded the constraints' Dutch texts: this failure may need one.
        await loadConstraintMessages();
        toast(failureToast(messages.failure, error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [action, messages, toast],
  );
  return { run, busy };
}
