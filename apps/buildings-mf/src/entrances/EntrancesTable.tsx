import { ENTRANCE_TYPE_LABELS, labelFor } from '@facility/data';
import { EmergencyExitIcon, RowActionsMenu, SortableTable, type Column } from '@facility/ui';
import { EntranceTypeBadge } from './EntranceTypeBadge';
import type { Entrance } from './useEntrances';

interface Props {
  entrances: Entrance[];
  onEdit: (entrance: Entrance) => void;
  onDelete: (entrance: Entrance) => void;
}

type Key = 'building' | 'name' | 'type' | 'emergency' | 'actions';

export function EntrancesTable({ entrances, onEdit, onDelete }: Props) {
  const columns: Column<Entrance, Key>[] = [
    { key: 'building', label: 'Gebouw', render: (e) => e.building?.name, sortValue: (e) => e.building?.name },
    { key: 'name', label: 'Naam', render: (e) => e.name, sortValue: (e) => e.name },
    {
      key: 'type',
      label: 'Type',
      render: (e) => <EntranceTypeBadge type={e.type} />,
      sortValue: (e) => labelFor(ENTRANCE_TYPE_LABELS, e.type),
    },
    {
      key: 'emergency',
      label: 'Nooduitgang',
      align: 'center',
      render: (e) => (e.is_emergency ? <EmergencyExitIcon color="error" titleAccess="Nooduitgang" /> : null),
    },
    {
      key: 'actions',
      label: 'Acties',
      align: 'right',
      render: (e) => <RowActionsMenu label={e.name} onEdit={() => onEdit(e)} onDelete={() => onDelete(e)} />,
    },
  ];
  return (
    <SortableTable
      label="In- en uitgangen"
      rows={entrances}
      columns={columns}
      rowKey={(e) => e.id}
      initialSort={{ key: 'building', direction: 'asc' }}
    />
  );
}
