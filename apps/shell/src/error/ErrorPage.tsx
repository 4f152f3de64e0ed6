import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useRouteError } from '@facility/runtime/router';

/** Shown for an unknown route or a route whose code throws. */
export function ErrorPage({ notFound = false }: { notFound?: boolean }) {
  const error = useRouteError();
  const explanation = notFound
    ? 'Deze pagina bestaat niet.'
    : 'Er is iets misgegaan bij het tonen van deze pagina.';
  if (error) console.error(error);
  return (
    <Box sx={{ p: 4, maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Unexpected Application Error!
      </Typography>
      <Typography sx={{ mb: 3 }}>{explanation} Controleer het adres of ga terug naar het dashboard.</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Naar het dashboard
      </Button>
    </Box>
  );
}
