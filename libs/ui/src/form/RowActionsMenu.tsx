import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreIcon from '@mui/icons-material/MoreVert';

export interface RowAction {
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  destructive?: boolean;
}

export interface RowActionsMenuProps {
  /** Names the row for screen readers: 'Acties voor {label}'. */
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Further entries (e.g. 'Bekijken'), shown before 'Bewerken'. */
  actions?: RowAction[];
}

/** The row menu with 'Bewerken' and 'Verwijderen'; keyboard: Enter opens, arrows move, Escape closes. */
export function RowActionsMenu({ label, onEdit, onDelete, actions = [] }: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries: RowAction[] = [
    ...actions,
    ...(onEdit ? [{ label: 'Bewerken', icon: <EditIcon fontSize="small" />, onClick: onEdit }] : []),
    ...(onDelete ? [{ label: 'Verwijderen', icon: <DeleteIcon fontSize="small" color="error" />, onClick: onDelete, destructive: true }] : []),
  ];
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton aria-label={`Acties voor ${label}`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {entries.map((entry) => (
          <MenuItem key={entry.label} onClick={run(entry.onClick)} sx={entry.destructive ? { color: 'error.main' } : undefined}>
            {entry.icon && <ListItemIcon>{entry.icon}</ListItemIcon>}
            <ListItemText>{entry.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
