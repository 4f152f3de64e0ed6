import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

export interface ErrorStateProps {
  /** What failed, e.g. 'Fout bij ophalen taken'; shown above the reason. */
  title?: string;
  /** Why, in Dutch (`toDutchMessage(error)`), or the whole text when there is no title. */
  text: string;
  /** Shows 'Opnieuw proberen'. */
  onRetry?: () => void;
}

/** A failure in place of (or above) what could not be loaded: what failed, why, and a retry. */
export function ErrorState({ title, text, onRetry }: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      action={onRetry ? <Button color="inherit" size="small" onClick={onRetry}>Opnieuw proberen</Button> : undefined}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {text}
    </Alert>
  );
}
