import { deleteRow } from '@facility/data/records';
import { useToastedAction } from '@facility/ui';
import { useConfirmDelete } from './useConfirmDelete';
import type { Resource } from './resource';
import { deleteTextsOf, type DeleteTexts } from './texts';

const NO_TEXTS: DeleteTexts = { confirm: null, success: {}, failure: { title: 'Fout' } };

/** Deletes a row after the spec's confirmation (or at once where the spec asks nothing), with its toasts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a resource of any table
export function useRowDeletion<Row extends { id: string }>(resource: Resource<any, Row>) {
  const texts = deleteTextsOf(resource) ?? NO_TEXTS;
  const remove = (row: Row) => deleteRow(resource.table, row.id, { refreshes: resource.refreshes });
  const confirmed = useConfirmDelete(remove, texts);
  const immediate = useToastedAction(remove, texts);
  return {
    ask: texts.confirm ? confirmed.ask : (row: Row) => void immediate.run(row),
    dialog: texts.confirm ? { ...confirmed.dialog, ...texts.confirm } : null,
  };
}
