import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function LoadingState({ text = 'Laden...' }: { text?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3, justifyContent: 'center' }}>
      <CircularProgress size={20} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
