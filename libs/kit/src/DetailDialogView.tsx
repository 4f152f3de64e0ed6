import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { DetailDefinition } from './resource';
import { RecordHistory } from './history/RecordHistory';

export interface DetailDialogProps<Row> {
  open: boolean;
  detail: DetailDefinition<Row>;
  row: Row | null;
  onClose: () => void;
  /** The table whose history shows under the row ('Geschiedenis'); none without it. */
  historyTable?: string;
}

/** The read-only view of one row ('Bekijken'), closed with 'Sluiten' or Escape. */
export function DetailDialogView<Row>({ open, detail, row, onClose, historyTable }: DetailDialogProps<Row>) {
  const { Content } = detail;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="detail-dialog-title">
      {row !== null && (
        <>
          <DialogTitle id="detail-dialog-title">{detail.title(row)}</DialogTitle>
          <DialogContent dividers>
            <Content row={row} />
            {historyTable && (row as { id?: unknown }).id != null && <RecordHistory table={historyTable} id={String((row as { id: unknown }).id)} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Sluiten</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
