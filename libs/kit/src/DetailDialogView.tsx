import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { DetailDefinition } from './resource';
import { RecordHistory } from './history/RecordHistory';
import { RecordAttachments } from './attachments/RecordAttachments';
import type { AttachmentTarget } from './attachments/attachmentTarget';

export interface DetailDialogProps<Row> {
  open: boolean;
  detail: DetailDefinition<Row>;
  row: Row | null;
  onClose: () => void;
  /** The table whose history shows under the row ('Geschiedenis'); none without it. */
  historyTable?: string;
  /** The row's files ('Bijlagen'); none without it. */
  attachments?: Omit<AttachmentTarget, 'id'>;
}

/** The read-only view of one row ('Bekijken'), closed with 'Sluiten' or Escape. */
export function DetailDialogView<Row>({ open, detail, row, onClose, historyTable, attachments }: DetailDialogProps<Row>) {
  const { Content } = detail;
  const id = (row as { id?: unknown } | null)?.id;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="detail-dialog-title">
      {row !== null && (
        <>
          <DialogTitle id="detail-dialog-title">{detail.title(row)}</DialogTitle>
          <DialogContent dividers>
            <Content row={row} />
            {attachments && id != null && <RecordAttachments {...attachments} id={String(id)} />}
            {historyTable && id != null && <RecordHistory table={historyTable} id={String(id)} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Sluiten</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
