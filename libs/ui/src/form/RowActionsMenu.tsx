import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreIcon from '@mui/icons-material/MoreVert';
import { openedLazily } from '../lazy/openedLazily';
import type { RowAction } from './rowAction';

export type { RowAction } from './rowAction';

export interface RowActionsMenuProps {
  /** Names the row for screen readers: 'Acties voor {label}'. */
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Further entries (e.g. 'Bekijken'), shown before 'Bewerken'. */
  actions?: RowAction[];
  /** The menu opens: a moment to start loading what its entries open. */
  onOpen?: () => void;
}

const RowMenu = openedLazily(() => import('./RowMenu').then((m) => m.RowMenu));

/** The row menu with 'Bewerken' and 'Verwijderen'; keyboard: Enter opens, arrows move, Escape closes. */
export function RowActionsMenu({ label, onEdit, onDelete, actions = [], onOpen }: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries: RowAction[] = [
    ...actions,
    ...(onEdit ? [{ label: 'Bewerken', icon: <EditIcon fontSize="small" />, onClick: onEdit }] : []),
    ...(onDelete ? [{ label: 'Verwijderen', icon: <DeleteIcon fontSize="small" color="error" />, onClick: onDelete, destructive: true }] : []),
  ];
  const choose = (entry: RowAction) => {
    setAnchor(null);
    entry.onClick();
  };
  return (
    <>
      <IconButton
        aria-label={`Acties voor ${label}`}
        aria-haspopup="menu"
        onPointerEnter={RowMenu.preload}
        onFocus={RowMenu.preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          onOpen?.();
        }}
      >
        <MoreIcon />
      </IconButton>
      <RowMenu anchor={anchor} open={Boolean(anchor)} entries={entries} onChoose={choose} onClose={() => setAnchor(null)} />
    </>
  );
}
