import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { isImage, sizeText, type AttachmentFile } from '@facility/data/attachments';
import { DeleteIcon, PdfIcon } from '@facility/ui/icons';

interface Props {
  file: AttachmentFile;
  /** A link to its thumbnail (images), once signed. */
  thumbnail: string | undefined;
  onOpen: () => void;
  /** Absent: the file cannot be deleted here. */
  onDelete?: () => void;
}

const SIDE = 96;

/** One file: its thumbnail (or a PDF sign), its name and size; opens it, and deletes it where allowed. */
export function AttachmentTile({ file, thumbnail, onOpen, onDelete }: Props) {
  const image = isImage(file);
  return (
    <Box component="li" sx={{ width: SIDE, listStyle: 'none', position: 'relative' }}>
      <ButtonBase
        onClick={onOpen}
        aria-label={image ? `Bekijk ${file.name}` : `Open ${file.name} in een nieuw tabblad`}
        sx={{ width: SIDE, height: SIDE, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
      >
        {!image && <PdfIcon fontSize="large" color="error" />}
        {image && thumbnail && <Box component="img" src={thumbnail} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
      </ButtonBase>
      <Typography variant="caption" component="p" noWrap title={file.name} sx={{ m: 0 }}>
        {file.name}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ m: 0 }}>
        {sizeText(file.size)}
      </Typography>
      {onDelete && (
        <IconButton
          size="small"
          onClick={onDelete}
          aria-label={`${file.name} verwijderen`}
          sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
