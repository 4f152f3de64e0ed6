import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { signOut } from '@facility/data/basics';
import { AuthCard } from './AuthCard';

/** Signed in, but without access: no staff row, or not active. */
export function NoAccessPage() {
  return (
    <AuthCard title="Geen toegang">
      <Alert severity="warning">Je account heeft geen toegang tot het beheer. Vraag een beheerder om je toegang te geven.</Alert>
      <Button variant="contained" onClick={() => void signOut()} sx={{ justifySelf: 'start' }}>
        Uitloggen
      </Button>
    </AuthCard>
  );
}
