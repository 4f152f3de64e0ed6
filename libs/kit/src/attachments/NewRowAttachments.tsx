import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { sizeText } from '@facility/data/attachments';
import { DeleteIcon } from '@facility/ui/icons';
import type { AttachmentTable } from '@facility/data/attachments';
import { AttachmentDropZone } from './AttachmentDropZone';
import { UploadList } from './UploadList';
import { useAttachmentUploads } from './useAttachmentUploads';

/** Sends the chosen files to the row just saved. */
export type PendingUpload = (rowId: string) => Promise<void>;

export interface NewRowAttachmentsProps {
  table: AttachmentTable;
  /** Told what to run after the row is saved (null: nothing chosen). */
  register: (upload: PendingUpload | null) => void;
}

const nothing = () => undefined;

/** 'Bijlagen' in a new row's form: files are chosen now (and checked at once) and sent once the row is saved. */
export default function NewRowAttachments({ table, register }: NewRowAttachmentsProps) {
  const [files, setFiles] = useState<File[]>([]);
  const { uploads, add, screen } = useAttachmentUploads(table, nothing);
  useEffect(() => {
    register(files.length ? (rowId) => add(files, rowId).then(() => setFiles([])) : null);
    return () => register(null);
  }, [files, add, register]);
  return (
    <Box component="section" aria-labelledby={`new-attachments-${table}`} sx={{ mt: 2, display: 'grid', gap: 1 }}>
      <Typography id={`new-attachments-${table}`} variant="subtitle1" component="h3">
        Bijlagen
      </Typography>
      <AttachmentDropZone onFiles={(chosen) => setFiles((shown) => [...shown, ...screen(chosen)])} />
      {files.length > 0 && uploads.length === 0 && (
        <Box component="ul" aria-label="Gekozen bestanden" sx={{ m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {files.map((file, index) => (
            <Box component="li" key={`${file.name}-${index}`} sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {file.name} ({sizeText(file.size)})
              </Typography>
              <IconButton size="small" aria-label={`${file.name} weghalen`} onClick={() => setFiles((shown) => shown.filter((_, i) => i !== index))}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <UploadList uploads={uploads} />
    </Box>
  );
}
