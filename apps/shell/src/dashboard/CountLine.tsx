import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { WarningIcon } from '@facility/ui/icons';
import { toDutchMessage } from '@facility/data/basics';
import { useStaleFailure } from './useStaleFailure';

/**
 * 'label … count', with a small spinner while loading and a Dutch reason when it failed.
 * A count that was loaded stays when a refresh fails; a warning sign names the reason
 * unless it is the lost connection the banner under the header already names.
 */
export function CountLine({ label, result }: { label: string; result: { data?: number; error?: unknown } }) {
  const showFailure = useStaleFailure(result.error);
  let value;
  if (result.data !== undefined) {
    value = result.data;
  } else if (result.error) {
    value = (
      <Typography component="span" variant="body2" color="error">
        {toDutchMessage(result.error)}
      </Typography>
    );
  } else value = <CircularProgress size={14} aria-label="Laden..." />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, py: 0.5 }}>
      <Typography>{label}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        {result.data !== undefined && showFailure && (
          <Box component="span" role="img" aria-label={toDutchMessage(result.error)} title={toDutchMessage(result.error)} sx={{ display: 'inline-flex', color: 'warning.main' }}>
            <WarningIcon fontSize="small" />
          </Box>
        )}
        <Typography sx={{ fontWeight: 700, textAlign: 'right', overflowWrap: 'anywhere' }} data-testid={`count-${label}`}>
          {value}
        </Typography>
      </Box>
    </Box>
  );
}
