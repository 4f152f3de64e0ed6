import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { PageHeader } from '@facility/ui';
import { NewPasswordForm } from './NewPasswordForm';

const frame = (onSubmit: (event: FormEvent) => void, fields: ReactNode) => (
  <Card sx={{ maxWidth: 480 }}>
    <CardContent component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
      {fields}
    </CardContent>
  </Card>
);

/** /wachtwoord-wijzigen: the signed-in user chooses a new password. */
export function ChangePasswordPage() {
  const [saves, setSaves] = useState(0);
  return (
    <>
      <PageHeader title="Wachtwoord wijzigen" />
      {saves > 0 && (
        <Box sx={{ maxWidth: 480, mb: 2 }}>
          <Alert severity="success">Je wachtwoord is gewijzigd.</Alert>
        </Box>
      )}
      <NewPasswordForm key={saves} frame={frame} onSaved={() => setSaves((n) => n + 1)} />
    </>
  );
}
