import { Box, CircularProgress, Typography } from '@mui/material';
import { toDutchMessage } from '@facility/data';

/** 'label … count', with a small spinner while loading and a Dutch reason when it failed. */
export function CountLine({ label, result }: { label: string; result: { data?: number; error?: unknown } }) {
  let value;
  if (result.error) {
    value = (
      <Typography component="span" variant="body2" color="error">
        {toDutchMessage(result.error)}
      </Typography>
    );
  } else if (result.data === undefined) value = <CircularProgress size={14} aria-label="Laden..." />;
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
