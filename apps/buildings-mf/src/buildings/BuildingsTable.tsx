import { RowActionsMenu, SortableTable, type Column } from '@facility/ui';
import type { Building } from './useBuildings';

interface Props {
  buildings: Building[];
  onEdit: (building: Building) => void;
  onDelete: (building: Building) => void;
}

/** In the order given (newest first). */
export function BuildingsTable({ buildings, onEdit, onDelete }: Props) {
  const columns: Column<Building>[] = [
    { key: 'name', label: 'Naam', render: (b) => b.name },
    { key: 'street', label: 'Straat', render: (b) => b.street },
    { key: 'city', label: 'Plaats', render: (b) => b.city },
    { key: 'floors', label: 'Etages', render: (b) => b.floors, align: 'right' },
    {
      key: 'actions',
      label: 'Acties',
      align: 'right',
      render: (b) => <RowActionsMenu label={b.name} onEdit={() => onEdit(b)} onDelete={() => onDelete(b)} />,
    },
  ];
  return <SortableTable label="Gebouwen" rows={buildings} columns={columns} rowKey={(b) => b.id} />;
}
