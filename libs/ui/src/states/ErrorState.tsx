import { Alert, Button } from '@mui/material';

export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={onRetry ? <Button color="inherit" size="small" onClick={onRetry}>Opnieuw proberen</Button> : undefined}
    >
      {text}
    </Alert>
  );
}
