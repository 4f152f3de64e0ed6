import { useCallback, useMemo, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { GenericSchema } from 'valibot';
import { refreshTables, saveRow, type SourceName, type TableName } from '@facility/data/records';
import { FormCard, FormDialog } from '@facility/ui';
import { useSavingForm } from '@facility/ui/form';
import { toFormValues } from './formValues';
import type { FormDefinition, Resource } from './resource';
import { formToastsOf } from './texts';
import { attachmentTableOf, historyTableOf } from './resource';
import { RecordHistory } from './history/RecordHistory';
import { NewRowAttachments, RecordAttachments } from './attachments/RecordAttachments';
import type { PendingUpload } from './attachments/NewRowAttachments';

interface Props<T extends SourceName, Row extends { id: string }, In extends FieldValues, Out extends FieldValues> {
  resource: Resource<T, Row>;
  form: FormDefinition<Row, In, Out>;
  placement?: 'dialog' | 'card';
  /** null: a new row. */
  row: Row | null;
  open: boolean;
  onClose: () => void;
}

/** The form's schema; a function is a hook that reads the data the rules depend on. */
function useSchema<In extends FieldValues, Out>(schema: GenericSchema<In, Out> | (() => GenericSchema<In, Out>)) {
  // A definition's schema is either always a hook or never one, so the hook order is stable.
  return typeof schema === 'function' ? schema() : schema;
}

/** The new form's values, taken now. */
export function emptyValues<In extends FieldValues>(definition: { empty: In | (() => In) }): In {
  return typeof definition.empty === 'function' ? definition.empty() : definition.empty;
}

/** Inserts or updates the row (or the form's own save) and refreshes the lists that show it; answers the row's id where known. */
async function save<T extends SourceName, Row extends { id: string }, In extends FieldValues, Out extends FieldValues>(
  resource: Resource<T, Row>,
  form: FormDefinition<Row, In, Out>,
  values: Out,
  row: Row | null,
): Promise<unknown> {
  const refreshes = resource.refreshes ?? [];
  if (form.save) {
    const saved = await form.save(values, row);
    await refreshTables([resource.table, ...refreshes]);
    return saved;
  }
  // A list page with a form lists a table; its form's schema checks the values.
  return saveRow(resource.table as TableName, (form.toRow ? form.toRow(values) : values) as never, row?.id, { refreshes });
}

/** The add/edit form of a resource, in a dialog or an inline card; a failed save keeps it open with its input. */
export function ResourceForm<T extends SourceName, Row extends { id: string }, In extends FieldValues, Out extends FieldValues>({
  resource,
  form: definition,
  placement = 'dialog',
  row,
  open,
  onClose,
}: Props<T, Row, In, Out>) {
  const { texts, Fields } = definition;
  const schema = useSchema(definition.schema);
  // Computed when the form opens, so a default of 'now' is the moment it opens.
  const initial = useMemo(() => {
    const empty = emptyValues(definition);
    if (!row) return empty;
    return definition.toInput ? definition.toInput(row) : toFormValues(empty, row);
  }, [definition, row, open]);
  const editing = row !== null;
  const attachments = attachmentTableOf(resource);
  // Files chosen in a new row's form go up once the row is saved and has its id.
  const pendingFiles = useRef<PendingUpload | null>(null);
  const registerFiles = useCallback((upload: PendingUpload | null) => {
    pendingFiles.current = upload;
  }, []);
  const messages = useMemo(() => formToastsOf(resource.noun, texts, editing), [resource.noun, editing, texts]);
  const { form, onSubmit, busy } = useSavingForm({
    schema,
    initial,
    open,
    save: async (values: Out) => {
      const id = await save(resource, definition, values, row);
      if (typeof id === 'string') await pendingFiles.current?.(id);
    },
    messages,
    onSaved: () => {
      // Ready for the next one: the form stays, empty again (its defaults taken anew).
      if (!editing && definition.afterAdd === 'reset') form.reset(emptyValues(definition));
      else onClose();
    },
  });
  const frame = {
    title: editing ? texts.editTitle : texts.addTitle,
    submitLabel: editing ? (texts.editSubmit ?? 'Opslaan') : (texts.addSubmit ?? 'Toevoegen'),
    busy,
    onClose,
    onSubmit,
    children: (
      <>
        <Fields form={form} row={row} />
        {attachments && !editing && <NewRowAttachments table={attachments} register={registerFiles} />}
      </>
    ),
  };
  const history = row && historyTableOf(resource);
  if (placement === 'card') return open ? <FormCard {...frame} /> : null;
  return (
    <FormDialog open={open} {...frame}>
      {frame.children}
      {attachments && row && <RecordAttachments table={attachments} id={row.id} writable />}
      {history && <RecordHistory table={history} id={row.id} />}
    </FormDialog>
  );
}
