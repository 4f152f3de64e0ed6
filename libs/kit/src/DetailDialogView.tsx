import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { DetailDefinition } from './resource';

export interface DetailDialogProps<Row> {
  open: boolean;
  detail: DetailDefinition<Row>;
  row: Row | null;
  onClose: () => void;
}

/** The read-only view of one row ('Bekijken'), closed with 'Sluiten' or Escape. */
export function DetailDialogView<Row>({ open, detail, row, onClose }: DetailDialogProps<Row>) {
  const { Content } = detail;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="detail-dialog-title">
      {row !== null && (
        <>
          <DialogTitle id="detail-dialog-title">{detail.title(row)}</DialogTitle>
          <DialogContent dividers>
            <Content row={row} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Sluiten</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
