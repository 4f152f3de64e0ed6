import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { FormDialog } from '@facility/ui';
import { DateInput, TextInput, useSavingForm } from '@facility/ui/form';
import { emptyLoan, loanSchema, type LoanValues } from './loanSchema';
import { handOut } from './loans';

const MESSAGES = {
  success: { title: 'Sleutel uitgegeven', description: 'De sleutel is succesvol uitgegeven.' },
  failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het uitgeven van de sleutel.' },
};

/** 'Uitgeven': who (name, optional company and phone), when, and the agreed return date. */
export function LoanDialog({ open, keyRow, onClose }: { open: boolean; keyRow: { id: string; number: string } | null; onClose: () => void }) {
  const initial = useMemo(() => emptyLoan(), []);
  const { form, onSubmit, busy } = useSavingForm({
    schema: loanSchema,
    initial,
    open,
    save: (values: LoanValues) => handOut(keyRow?.id ?? '', values),
    messages: MESSAGES,
    onSaved: onClose,
  });
  const { control } = form;
  return (
    <FormDialog open={open} title={`Sleutel ${keyRow?.number ?? ''} uitgeven`} submitLabel="Uitgeven" busy={busy} onClose={onClose} onSubmit={onSubmit}>
      <TextInput control={control} name="borrower_name" label="Naam" required />
      <TextInput control={control} name="borrower_company" label="Bedrijf" />
      <TextInput control={control} name="borrower_phone" label="Telefoon" type="tel" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateInput control={control} name="handed_out_on" label="Uitgegeven op" required />
        <DateInput control={control} name="due_date" label="Terug uiterlijk" required />
      </Box>
    </FormDialog>
  );
}
