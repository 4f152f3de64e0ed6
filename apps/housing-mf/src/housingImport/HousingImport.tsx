import { useState } from 'react';
import Button from '@mui/material/Button';
import UploadIcon from '@mui/icons-material/Upload';
import { openedLazily } from '@facility/ui';
import { useWriteAccess } from '@facility/data/records';

// The dialog, its CSV reader and preview table load the first time it opens.
const HousingImportDialog = openedLazily(() => import('./HousingImportDialog').then((m) => m.HousingImportDialog));

/** 'Importeren' above the housing list, and the import dialog it opens. */
export function HousingImport() {
  const [open, setOpen] = useState(false);
  const { write } = useWriteAccess();
  if (!write) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        onClick={() => setOpen(true)}
        onPointerEnter={HousingImportDialog.preload}
        onFocus={HousingImportDialog.preload}
        sx={{ mb: 2 }}
      >
        Importeren
      </Button>
      <HousingImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
