import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useThemeProps } from '@mui/material/styles';
import NextIcon from '@mui/icons-material/KeyboardArrowRight';
import PreviousIcon from '@mui/icons-material/KeyboardArrowLeft';

interface Props {
  count: number;
  /** 0-based, as MUI's TablePagination counts. */
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
}

interface PaginationTexts {
  labelDisplayedRows: (range: { from: number; to: number; count: number; page: number }) => string;
  getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous', page: number) => string;
}

/**
 * '1–25 van 60' and the previous/next buttons: what the lists use of MUI's
 * TablePagination, whose rows-per-page select brings Select, Menu, Popover and
 * Modal into every list. The texts are the theme's (nl-NL, MuiTablePagination).
 */
export function ListPagination({ count, page, rowsPerPage, onPageChange }: Props) {
  const texts = useThemeProps<object, PaginationTexts, 'MuiTablePagination'>({ props: {} as PaginationTexts, name: 'MuiTablePagination' });
  const from = page * rowsPerPage + 1;
  const to = Math.min(count, (page + 1) * rowsPerPage);
  const last = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  const previous = texts.getItemAriaLabel('previous', page);
  const next = texts.getItemAriaLabel('next', page);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, minHeight: 52, px: 1 }}>
      <Typography variant="body2" aria-live="polite">
        {texts.labelDisplayedRows({ from, to, count, page })}
      </Typography>
      <IconButton onClick={() => onPageChange(page - 1)} disabled={page <= 0} aria-label={previous} title={previous}>
        <PreviousIcon />
      </IconButton>
      <IconButton onClick={() => onPageChange(page + 1)} disabled={page >= last} aria-label={next} title={next}>
        <NextIcon />
      </IconButton>
    </Box>
  );
}
