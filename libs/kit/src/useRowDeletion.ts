import { deleteRow, refreshTable } from '@facility/data/records';
import { useToastedAction } from '@facility/ui';
import { useConfirmDelete } from './useConfirmDelete';
import type { DeleteTexts, Resource } from './resource';

const NO_TEXTS: DeleteTexts = { confirm: null, success: {}, failure: { title: 'Fout' } };

/** Deletes a row after the spec's confirmation (or at once where the spec asks nothing), with its toasts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a resource of any table and form
export function useRowDeletion<Row extends { id: string }>(resource: Resource<any, Row, any, any>) {
  const texts = resource.delete ?? NO_TEXTS;
  const remove = async (row: Row) => {
    await deleteRow(resource.table, row.id);
    await Promise.all((resource.refreshes ?? []).map((table) => refreshTable(table)));
  };
  const confirmed = useConfirmDelete(remove, texts);
  const immediate = useToastedAction(remove, texts);
  return {
    ask: texts.confirm ? confirmed.ask : (row: Row) => void immediate.run(row),
    dialog: texts.confirm ? { ...confirmed.dialog, ...texts.confirm } : null,
  };
}
