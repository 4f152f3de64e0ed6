import { useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { ToastContext, type PageToast } from '@facility/runtime';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

interface ShownToast extends PageToast {
  id: number;
}

const severity: Record<ToastVariant, 'info' | 'success' | 'error'> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
};

let nextId = 1;

/**
 * Shows the newest toast at once (it replaces an older one). It is rendered in a
 * portal so that an open dialog, which hides the rest of the page from assistive
 * technology, does not hide the toast about that dialog's save.
 *
 * The context is @facility/runtime's, one per page: `useToast` of any copy of this lib
 * (a remote may bring a newer one) finds the host the shell renders. So the host takes
 * any toast a newer copy may send, and shows a variant it does not know as 'default'.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const show = useCallback((toast: PageToast) => setCurrent({ ...toast, id: nextId++ }), []);
  const close = (id: number) => setCurrent((shown) => (shown?.id === id ? null : shown));
  return (
    <ToastContext.Provider value={show}>
      {children}
      {current && (
        <Portal>
          <Snackbar
            key={current.id}
            open
            autoHideDuration={5000}
            onClose={(_, reason) => reason !== 'clickaway' && close(current.id)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          >
            <Alert
              role={current.variant === 'destructive' ? 'alert' : 'status'}
              severity={severity[current.variant as ToastVariant] ?? severity.default}
              variant="filled"
              onClose={() => close(current.id)}
              sx={{ minWidth: 280 }}
            >
              {current.title && <AlertTitle>{current.title}</AlertTitle>}
              {current.description}
            </Alert>
          </Snackbar>
        </Portal>
      )}
    </ToastContext.Provider>
  );
}

/** Returns `toast({ title, description, variant })`. */
export function useToast(): { toast: (toast: Toast) => void } {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs the ToastProvider of AppProviders');
  return useMemo(() => ({ toast: show }), [show]);
}
