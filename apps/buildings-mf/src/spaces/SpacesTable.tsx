import { Typography } from '@mui/material';
import { RowActionsMenu, SortableTable, type Column } from '@facility/ui';
import type { Space } from './useSpaces';

interface Props {
  spaces: Space[];
  onEdit: (space: Space) => void;
  onDelete: (space: Space) => void;
}

type Key = 'building' | 'name' | 'floor' | 'entrance' | 'comments' | 'actions';

function Comments({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Typography variant="body2" noWrap title={text} sx={{ maxWidth: 240 }}>
      {text}
    </Typography>
  );
}

export function SpacesTable({ spaces, onEdit, onDelete }: Props) {
  const columns: Column<Space, Key>[] = [
    { key: 'building', label: 'Gebouw', render: (s) => s.building?.name, sortValue: (s) => s.building?.name },
    { key: 'name', label: 'Naam', render: (s) => s.name, sortValue: (s) => s.name },
    { key: 'floor', label: 'Etage', align: 'right', render: (s) => s.floor, sortValue: (s) => s.floor },
    { key: 'entrance', label: 'In-/uitgang', render: (s) => s.entrance?.name ?? '-', sortValue: (s) => s.entrance?.name },
    { key: 'comments', label: 'Opmerkingen', render: (s) => <Comments text={s.comments} /> },
    {
      key: 'actions',
      label: 'Acties',
      align: 'right',
      render: (s) => <RowActionsMenu label={s.name} onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} />,
    },
  ];
  return (
    <SortableTable
      label="Alle Ruimtes"
      rows={spaces}
      columns={columns}
      rowKey={(s) => s.id}
      initialSort={{ key: 'building', direction: 'asc' }}
    />
  );
}
