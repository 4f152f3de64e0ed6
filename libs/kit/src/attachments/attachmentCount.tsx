import Box from '@mui/material/Box';
import { AttachmentIcon } from '@facility/ui/icons';

/** attachment_count: a computed field of the tables with attachments (the files of the row). */
const countOf = (row: object) => (row as { attachment_count?: number | null }).attachment_count ?? 0;

/** A paperclip with the number of files, in a row that has any. */
function AttachmentCount({ count }: { count: number }) {
  return (
    <Box component="span" title={count === 1 ? '1 bijlage' : `${count} bijlagen`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'text.secondary' }}>
      <AttachmentIcon fontSize="small" aria-hidden />
      {count}
    </Box>
  );
}

const attachmentColumn = {
  key: 'attachment_count',
  label: 'Bijlagen',
  text: (row: object) => countOf(row) || '',
  cell: (row: object) => (countOf(row) ? <AttachmentCount count={countOf(row)} /> : null),
  align: 'center' as const,
  // The exports keep the spec's columns.
  exported: false,
};

/**
 * A resource whose rows have photos and documents: 'Bijlagen' in its dialogs, and the list
 * reads each row's number of files and shows it as its last column. Only the lists with files
 * import this (and the paperclip).
 */
export function withAttachments<R extends { select: string; columns: readonly unknown[]; attachments?: boolean }>(resource: R): R {
  return { ...resource, attachments: true, select: `${resource.select},attachment_count`, columns: [...resource.columns, attachmentColumn] };
}
