import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useToast } from '@facility/ui/basics';
import { EditIcon } from '@facility/ui/icons';
import { readNotes, writeNotes } from './notesStorage';
import { DashboardSection } from './DashboardSection';

export const SAVE_INDICATOR_MS = 500;

export function NotesCard() {
  const [notes, setNotes] = useState(readNotes);
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { toast } = useToast();
  useEffect(() => () => clearTimeout(timer.current), []);

  function save() {
    setSaving(true);
    timer.current = setTimeout(() => {
      try {
        writeNotes(notes);
        toast({ title: 'Notities opgeslagen', description: 'Je notities zijn lokaal opgeslagen', variant: 'success' });
      } catch {
        toast({ title: 'Fout', description: 'De notities konden niet lokaal worden opgeslagen.', variant: 'destructive' });
      }
      setSaving(false);
    }, SAVE_INDICATOR_MS);
  }

  return (
    <DashboardSection title="Snelle Notities" icon={<EditIcon color="primary" />}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {/* The outlined field itself, not a TextField: without a label that is all a TextField
            renders, and a TextField brings a select and its menu onto the dashboard. */}
        <OutlinedInput
          multiline
          minRows={5}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder="Typ hier je notities..."
          slotProps={{ input: { 'aria-label': 'Notities' } }}
        />
        <Button variant="contained" onClick={save} disabled={saving} sx={{ justifySelf: 'start' }}>
          {saving ? 'Opslaan...' : 'Notities Opslaan'}
        </Button>
      </Box>
    </DashboardSection>
  );
}
