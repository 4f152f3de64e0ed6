import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useConnectionStatus } from './connection';

export const NO_CONNECTION = 'Geen verbinding met de server. Gegevens worden opnieuw geladen zodra de verbinding terug is.';

/**
 * Under the header while the API cannot be reached; gone by itself once it can. The
 * live region is always there, so that screen readers announce the text when it comes.
 */
export function ConnectionBanner() {
  const offline = useConnectionStatus() === 'offline';
  return (
    <Box role="status" aria-live="polite">
      {offline && (
        <Alert severity="warning" square role="none" sx={{ overflowWrap: 'anywhere' }}>
          {NO_CONNECTION}
        </Alert>
      )}
    </Box>
  );
}
