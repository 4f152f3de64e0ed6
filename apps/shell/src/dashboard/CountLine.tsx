import { Box, CircularProgress, Typography } from '@mui/material';

/** 'label … count', with a small spinner while loading and '!' with a reason when it failed. */
export function CountLine({ label, result }: { label: string; result: { data?: number; error?: unknown } }) {
  let value;
  if (result.error) value = <span title="Kon niet worden geladen">!</span>;
  else if (result.data === undefined) value = <CircularProgress size={14} aria-label="Laden..." />;
  else value = result.data;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
      <Typography>{label}</Typography>
      <Typography sx={{ fontWeight: 700 }} data-testid={`count-${label}`}>
        {value}
      </Typography>
    </Box>
  );
}
