import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Upload } from './useAttachmentUploads';

/** The files on their way, each with how far it is ('verkleinen…' while a photo is scaled down). */
export function UploadList({ uploads }: { uploads: Upload[] }) {
  if (uploads.length === 0) return null;
  return (
    <Box component="ul" aria-label="Wordt geüpload" sx={{ m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {uploads.map((upload) => (
        <Box component="li" key={upload.key} sx={{ listStyle: 'none' }}>
          <Typography variant="caption" component="p" noWrap sx={{ m: 0 }}>
            {upload.name} · {upload.percent === null ? 'verkleinen…' : `${upload.percent}%`}
          </Typography>
          <LinearProgress
            aria-label={`${upload.name} uploaden`}
            variant={upload.percent === null ? 'indeterminate' : 'determinate'}
            value={upload.percent ?? undefined}
          />
        </Box>
      ))}
    </Box>
  );
}
