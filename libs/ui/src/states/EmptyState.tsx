import Typography from '@mui/material/Typography';

export function EmptyState({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {text}
    </Typography>
  );
}
