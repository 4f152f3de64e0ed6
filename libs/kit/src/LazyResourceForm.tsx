import { Component, Suspense, use, type ReactNode } from 'react';
import { LoadingState, useToast } from '@facility/ui';
import { forgetForm, loadForm } from './formLoader';
import type { FormEntry, Resource } from './resource';

interface Props {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a resource of any table and form
  resource: Resource<any, any, any, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- idem
  entry: FormEntry<any, any, any, any>;
  row: { id: string } | null;
  open: boolean;
  onClose: () => void;
}

export const FORM_LOAD_FAILED = 'Het formulier kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.';

function LoadedForm({ resource, entry, row, open, onClose }: Props) {
  const { ResourceForm, definition } = use(loadForm(entry));
  return <ResourceForm resource={resource} form={definition} placement={entry.placement} row={row as never} open={open} onClose={onClose} />;
}

/** Renders nothing in place of a form that failed to load, and says so. */
class LoadFailure extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onFailure();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The resource's add/edit form, its code loaded when it first opens (a card shows 'loading' meanwhile). */
export function LazyResourceForm(props: Props) {
  const { toast } = useToast();
  const failed = () => {
    forgetForm(props.entry);
    toast({ variant: 'destructive', title: 'Fout', description: FORM_LOAD_FAILED });
    props.onClose();
  };
  return (
    <LoadFailure onFailure={failed}>
      <Suspense fallback={props.entry.placement === 'card' ? <LoadingState /> : null}>
        <LoadedForm {...props} />
      </Suspense>
    </LoadFailure>
  );
}
