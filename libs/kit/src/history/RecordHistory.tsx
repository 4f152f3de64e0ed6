import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazyView } from '@facility/ui';
import type { HistoryTarget } from './historyTarget';

/** The entries, with the Dutch labels and formats: loaded when 'Geschiedenis' is first opened. */
const HistoryEntries = lazyView(() => import('./HistoryEntries'));

export type RecordHistoryProps = HistoryTarget;

/** 'Geschiedenis' under a record in its dialog: who changed what, when; opened on demand. */
export function RecordHistory({ table, id }: RecordHistoryProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Box component="section" aria-label="Geschiedenis">
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={() => HistoryEntries.preload()}
        onFocus={() => HistoryEntries.preload()}
      >
        {open ? 'Geschiedenis verbergen' : 'Geschiedenis'}
      </Button>
      <Box id={regionId} hidden={!open}>
        {open && <HistoryEntries table={table} id={id} />}
      </Box>
    </Box>
  );
}
