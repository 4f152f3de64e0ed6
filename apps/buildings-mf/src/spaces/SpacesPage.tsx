import { Button, Card, CardContent, CardHeader } from '@mui/material';
import { failureMessage } from '@facility/data';
import { AddIcon, ConfirmDialog, PageHeader, QueryState, useConfirmDelete, useEditorState } from '@facility/ui';
import { SpaceForm } from './SpaceForm';
import { SpacesTable } from './SpacesTable';
import { deleteSpace, useSpaces, type Space } from './useSpaces';

const DELETED = { title: 'Ruimte verwijderd', description: 'De ruimte is succesvol verwijderd.' };
const deleteFailure = (error: unknown) => ({
  title: 'Fout',
  description: failureMessage(error, 'Er is een fout opgetreden bij het verwijderen van de ruimte.'),
});

/** /spaces */
export default function SpacesPage() {
  const { data, error, isLoading, mutate } = useSpaces();
  const editor = useEditorState<Space>();
  const removal = useConfirmDelete(deleteSpace, { success: DELETED, failure: deleteFailure });
  return (
    <>
      <PageHeader
        title="Ruimtes"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={editor.openNew}>
            Ruimte Toevoegen
          </Button>
        }
      />
      {editor.open && <SpaceForm key={editor.row?.id ?? 'new'} space={editor.row} onDone={editor.close} />}
      <Card>
        <CardHeader title="Alle Ruimtes" slotProps={{ title: { component: 'h2' } }} />
        <CardContent>
          <QueryState
            loading={isLoading}
            error={error}
            empty={!data?.length}
            errorText="Er is een fout opgetreden bij het ophalen van de ruimtes"
            emptyText="Nog geen ruimtes."
            onRetry={() => mutate()}
          >
            <SpacesTable spaces={data ?? []} onEdit={editor.openEdit} onDelete={removal.ask} />
          </QueryState>
        </CardContent>
      </Card>
      <ConfirmDialog
        {...removal.dialog}
        title="Ruimte verwijderen"
        text="Weet je zeker dat je deze ruimte wilt verwijderen?"
        cancelLabel="Nee"
        confirmLabel="Ja"
      />
    </>
  );
}
