import { Button } from '@mui/material';
import { failureMessage } from '@facility/data';
import { AddIcon, ConfirmDialog, QueryState, SectionHeader, useConfirmDelete, useEditorState } from '@facility/ui';
import { BuildingDialog } from './BuildingDialog';
import { BuildingsTable } from './BuildingsTable';
import { deleteBuilding, useBuildings, type Building } from './useBuildings';

const DELETED = { title: 'Gebouw verwijderd', description: 'Het gebouw is succesvol verwijderd.' };
const deleteFailure = (error: unknown) => ({
  title: 'Fout',
  description: failureMessage(error, 'Er is iets misgegaan bij het verwijderen.'),
});

/** Settings tab 'Gebouwen'. */
export default function BuildingsTab() {
  const { data, error, isLoading, mutate } = useBuildings();
  const editor = useEditorState<Building>();
  const removal = useConfirmDelete(deleteBuilding, { success: DELETED, failure: deleteFailure });
  return (
    <>
      <SectionHeader
        title="Gebouwen Beheer"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={editor.openNew}>
            Nieuw gebouw
          </Button>
        }
      />
      <QueryState
        loading={isLoading}
        error={error}
        empty={!data?.length}
        errorText="Er is een fout opgetreden bij het ophalen van de gebouwen"
        emptyText="Nog geen gebouwen."
        onRetry={() => mutate()}
      >
        <BuildingsTable buildings={data ?? []} onEdit={editor.openEdit} onDelete={removal.ask} />
      </QueryState>
      <BuildingDialog open={editor.open} building={editor.row} onClose={editor.close} />
      <ConfirmDialog
        {...removal.dialog}
        title="Gebouw verwijderen"
        text="Weet je zeker dat je dit gebouw wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt."
      />
    </>
  );
}
