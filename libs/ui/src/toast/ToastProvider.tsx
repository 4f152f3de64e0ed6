import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Snackbar } from '@mui/material';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

interface ShownToast extends Toast {
  id: number;
}

const ToastContext = createContext<((toast: Toast) => void) | null>(null);

const severity: Record<ToastVariant, 'info' | 'success' | 'error'> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
};

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((toast: Toast) => {
    setToasts((current) => [...current, { ...toast, id: nextId++ }]);
  }, []);
  const close = (id: number) => setToasts((current) => current.filter((t) => t.id !== id));
  const current = toasts[0];
  return (
    <ToastContext.Provider value={show}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open
          autoHideDuration={5000}
          onClose={(_, reason) => reason !== 'clickaway' && close(current.id)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <Alert
            role={current.variant === 'destructive' ? 'alert' : 'status'}
            severity={severity[current.variant ?? 'default']}
            variant="filled"
            onClose={() => close(current.id)}
            sx={{ minWidth: 280 }}
          >
            {current.title && <AlertTitle>{current.title}</AlertTitle>}
            {current.description}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}

/** Returns `toast({ title, description, variant })`. */
export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs the ToastProvider of AppProviders');
  return useMemo(() => ({ toast: show }), [show]);
}
