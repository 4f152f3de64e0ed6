import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { RowAction } from './rowAction';

export interface RowMenuProps {
  anchor: HTMLElement | null;
  open: boolean;
  entries: RowAction[];
  onChoose: (action: RowAction) => void;
  onClose: () => void;
}

/** The open row menu of RowActionsMenu: loaded the first time a row menu opens. */
export function RowMenu({ anchor, open, entries, onChoose, onClose }: RowMenuProps) {
  return (
    <Menu anchorEl={anchor} open={open} onClose={onClose}>
      {entries.map((entry) => (
        <MenuItem key={entry.label} onClick={() => onChoose(entry)} sx={entry.destructive ? { color: 'error.main' } : undefined}>
          {entry.icon && <ListItemIcon>{entry.icon}</ListItemIcon>}
          <ListItemText>{entry.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
