import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AttachmentFile } from '@facility/data/attachments';

interface Props {
  file: AttachmentFile | null;
  /** A short-lived link to the full image. */
  link: string | undefined;
  onClose: () => void;
}

/** A photo at full size, over the row's dialog; on a phone the whole screen. */
export function AttachmentViewer({ file, link, onClose }: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={file !== null} onClose={onClose} maxWidth="lg" fullScreen={phone} aria-labelledby="attachment-viewer-title">
      {file && (
        <>
          <DialogTitle id="attachment-viewer-title" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </DialogTitle>
          <DialogContent dividers sx={{ p: 1, display: 'flex', justifyContent: 'center' }}>
            {link ? (
              <Box component="img" src={link} alt={file.name} sx={{ maxWidth: '100%', maxHeight: phone ? 'none' : '75vh', objectFit: 'contain' }} />
            ) : (
              <Box role="status">Foto laden…</Box>
            )}
          </DialogContent>
          <DialogActions>
            {link && (
              <Button href={link} target="_blank" rel="noopener">
                Openen in nieuw tabblad
              </Button>
            )}
            <Button onClick={onClose}>Sluiten</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
