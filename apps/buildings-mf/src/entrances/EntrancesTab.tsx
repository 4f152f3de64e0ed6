import { Button } from '@mui/material';
import { failureMessage } from '@facility/data';
import { AddIcon, ConfirmDialog, QueryState, SectionHeader, useConfirmDelete, useEditorState } from '@facility/ui';
import { EntranceDialog } from './EntranceDialog';
import { EntrancesTable } from './EntrancesTable';
import { deleteEntrance, useEntrances, type Entrance } from './useEntrances';

const DELETED = { title: 'In-/uitgang is verwijderd' };
const deleteFailure = (error: unknown) => ({
  title: 'Fout',
  description: failureMessage(error, 'Er is iets misgegaan bij het verwijderen van de in-/uitgang'),
});

/** Settings tab 'In- en uitgangen'. */
export default function EntrancesTab() {
  const { data, error, isLoading, mutate } = useEntrances();
  const editor = useEditorState<Entrance>();
  const removal = useConfirmDelete(deleteEntrance, { success: DELETED, failure: deleteFailure });
  return (
    <>
      <SectionHeader
        title="In- en uitgangen beheer"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={editor.openNew}>
            Nieuwe in-/uitgang
          </Button>
        }
      />
      <QueryState
        loading={isLoading}
        error={error}
        empty={!data?.length}
        errorText="Er is een fout opgetreden bij het ophalen van de in-/uitgangen"
        emptyText="Nog geen in- en uitgangen."
        onRetry={() => mutate()}
      >
        <EntrancesTable entrances={data ?? []} onEdit={editor.openEdit} onDelete={removal.ask} />
      </QueryState>
      <EntranceDialog open={editor.open} entrance={editor.row} onClose={editor.close} />
      <ConfirmDialog
        {...removal.dialog}
        title="In-/uitgang verwijderen"
        text="Weet je zeker dat je deze in-/uitgang wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt."
        cancelLabel="Annuleren"
        confirmLabel="Verwijderen"
      />
    </>
  );
}
