import { LoadFailure, LoadingState, useLoaded } from '@facility/ui';
import { forgetForm, formDownload } from './formLoader';
import type { FormEntry, Resource } from './resource';

interface Props {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a resource of any table and row
  resource: Resource<any, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- idem
  entry: FormEntry<any>;
  row: { id: string } | null;
  open: boolean;
  onClose: () => void;
}

export const FORM_LOAD_FAILED = 'Het formulier kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.';

function LoadedForm({ resource, entry, row, open, onClose }: Props) {
  // State, not Suspense, as libs/ui openedLazily: no 300 ms reveal delay after a fallback.
  const loaded = useLoaded(formDownload(entry));
  if (!loaded) return entry.placement === 'card' ? <LoadingState /> : null;
  const { ResourceForm, definition } = loaded;
  return <ResourceForm resource={resource} form={definition} placement={entry.placement} row={row as never} open={open} onClose={onClose} />;
}

/** The resource's add/edit form, its code loaded when it first opens (a card shows 'loading' meanwhile). */
export function LazyResourceForm(props: Props) {
  const failed = () => {
    forgetForm(props.entry);
    props.onClose();
  };
  return (
    <LoadFailure message={FORM_LOAD_FAILED} onFailure={failed}>
      <LoadedForm {...props} />
    </LoadFailure>
  );
}
