import { useEffect, useRef, type FormEventHandler, type KeyboardEvent } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { FormActions } from './FormActions';
import type { FormDialogProps } from './FormDialog';

/**
 * A form shown inline in a card above a list (the spec's 'Nieuwe Ruimte'): it
 * scrolls into view when it opens, Enter submits, Escape cancels. Like a dialog it takes
 * the focus (on its title, which a screen reader then reads), so a keyboard user who opened
 * it from the header's search or a row's menu is in it; closed, it gives the focus back to
 * what had it, when that is still there.
 */
export function FormCard({ title, submitLabel, busy = false, onClose, onSubmit, children }: Omit<FormDialogProps, 'open'>) {
  const card = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    heading.current?.focus({ preventScroll: true });
    // A block body: newer browsers return a promise from scrollIntoView, which React would take for a clean-up.
    card.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    // An open select list handles its own Escape first.
    if (event.key === 'Escape' && !busy && !event.defaultPrevented) onClose();
  };
  return (
    <Card
      ref={card}
      component="form"
      noValidate
      onSubmit={onSubmit as FormEventHandler}
      onKeyDown={onKeyDown}
      aria-labelledby="form-card-title"
      sx={{ mb: 3 }}
    >
      <CardHeader title={title} slotProps={{ title: { id: 'form-card-title', component: 'h2', tabIndex: -1, ref: heading } }} />
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <FormActions submitLabel={submitLabel} busy={busy} onClose={onClose} />
      </CardActions>
    </Card>
  );
}
