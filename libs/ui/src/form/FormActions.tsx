import Button from '@mui/material/Button';

/** 'Annuleren' and the submit button ('Opslaan...' while saving) of every form. */
export function FormActions({ submitLabel, busy, onClose }: { submitLabel: string; busy: boolean; onClose: () => void }) {
  return (
    <>
      <Button onClick={onClose} disabled={busy}>
        Annuleren
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? 'Opslaan...' : submitLabel}
      </Button>
    </>
  );
}
