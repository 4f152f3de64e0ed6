import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreIcon from '@mui/icons-material/MoreVert';

export interface RowActionsMenuProps {
  /** Names the row for screen readers: 'Acties voor {label}'. */
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** The row menu with 'Bewerken' and 'Verwijderen'. */
export function RowActionsMenu({ label, onEdit, onDelete }: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action?: () => void) => () => {
    setAnchor(null);
    action?.();
  };
  return (
    <>
      <IconButton aria-label={`Acties voor ${label}`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {onEdit && (
          <MenuItem onClick={run(onEdit)}>
            <ListItemIcon><EditIcon fontSize="small" /></ListItemIcon>
            <ListItemText>Bewerken</ListItemText>
          </MenuItem>
        )}
        {onDelete && (
          <MenuItem onClick={run(onDelete)} sx={{ color: 'error.main' }}>
            <ListItemIcon><DeleteIcon fontSize="small" color="error" /></ListItemIcon>
            <ListItemText>Verwijderen</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
