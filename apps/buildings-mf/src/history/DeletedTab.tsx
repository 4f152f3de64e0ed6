import { useMemo } from 'react';
import { ListPage } from '@facility/kit';
import { useToastedAction } from '@facility/ui';
import { deletedResource } from './deletedResource';
import { RoleGate } from '../access/RoleGate';
import { ONLY_WRITERS, WRITERS } from './historyTexts';
import { restoreDeleted } from './restoreDeleted';

type Deleted = { id: number | null; table_name: string | null };

const RESTORE = {
  success: { title: 'Hersteld', description: 'De verwijderde gegevens zijn teruggezet.' },
  failure: { title: 'Herstellen mislukt', text: 'Er is een fout opgetreden bij het herstellen.' },
};

const restore = (row: Deleted) => restoreDeleted(Number(row.id), row.table_name ?? '');

/** Settings tab 'Verwijderd': deleted rows, who deleted them and when, and 'Herstellen'. */
export default function DeletedTab() {
  const { run } = useToastedAction(restore, RESTORE);
  const resource = useMemo(
    (): typeof deletedResource => ({ ...deletedResource, actions: [{ label: 'Herstellen', onClick: (row) => void run(row) }] }),
    [run],
  );
  return (
    <RoleGate title="Verwijderd" roles={WRITERS} notice={ONLY_WRITERS}>
      <ListPage resource={resource} layout="tab" />
    </RoleGate>
  );
}
