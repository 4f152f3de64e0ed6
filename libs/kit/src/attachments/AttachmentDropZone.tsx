import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ATTACHMENT_ACCEPT } from '@facility/data/attachments';
import { CameraIcon, UploadIcon } from '@facility/ui/icons';

interface Props {
  onFiles: (files: File[]) => void;
}

/** Where files are added: dropped on it, chosen with the picker, or (on a phone) taken with the camera. */
export function AttachmentDropZone({ onFiles }: Props) {
  const [over, setOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const take = (list: FileList | null) => {
    if (list?.length) onFiles(Array.from(list));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : undefined,
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 12rem' }}>
        Sleep foto&apos;s of pdf-bestanden hierheen (hoogstens 20 MB per bestand), of:
      </Typography>
      <Button size="small" variant="outlined" startIcon={<UploadIcon />} onClick={() => picker.current?.click()}>
        Bestand kiezen
      </Button>
      <Button size="small" variant="outlined" startIcon={<CameraIcon />} onClick={() => camera.current?.click()}>
        Foto maken
      </Button>
      <input
        ref={picker}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        hidden
        aria-label="Bestand kiezen"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label="Foto maken"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
