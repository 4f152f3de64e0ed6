import { useMemo } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { addMeterReading, type ConfirmLower } from '@facility/data/records';
import { FormDialog, useToast } from '@facility/ui';
import { DateInput, TextInput, useSavingForm } from '@facility/ui/form';
import { emptyReading, readingSchema, type ReadingInput, type ReadingValues } from './readingSchema';
import { useConfirmLower } from './useConfirmLower';

const MESSAGES = {
  success: { title: 'Meteropname toegevoegd', description: 'De meteropname is succesvol toegevoegd.' },
  failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het opslaan van de meteropname.' },
};

export interface ReadingTarget {
  id: string;
  type: string;
  meter_number: string | null;
}

/** 'Meteropname Toevoegen' for one readable utility; a lower reading is saved only after the user confirms it. */
export function ReadingDialog({ open, utility, onClose }: { open: boolean; utility: ReadingTarget | null; onClose: () => void }) {
  const { toast } = useToast();
  const lower = useConfirmLower();
  // Dated today whenever it opens.
  const initial = useMemo(() => emptyReading(), [utility]);
  const onInvalid = (errors: FieldErrors<ReadingInput>) => {
    const message = errors.reading_value?.message ?? errors.reading_date?.message;
    if (message) toast({ variant: 'destructive', title: 'Fout', description: message });
  };
  // 'Tikfout, aanpassen': nothing is saved and the value is ready to correct.
  const askLower: ConfirmLower = async (previous, value) => {
    const confirmed = await lower.ask(previous, value);
    if (!confirmed) form.setFocus('reading_value', { shouldSelect: true });
    return confirmed;
  };
  const { form, control, onSubmit, busy } = useSavingForm({
    schema: readingSchema,
    initial,
    open,
    save: (values: ReadingValues) => addMeterReading(utility?.id ?? '', values, askLower),
    messages: MESSAGES,
    onSaved: onClose,
    onInvalid,
  });
  const meter = utility ? [utility.type, utility.meter_number].filter(Boolean).join(' ') : '';
  return (
    <>
      <FormDialog open={open} title="Meteropname Toevoegen" submitLabel="Opslaan" busy={busy} onClose={onClose} onSubmit={onSubmit}>
        <TextInput control={control} name="reading_value" label={`Meterstand ${meter}`} required autoFocus slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <DateInput control={control} name="reading_date" label="Datum" required />
      </FormDialog>
      {lower.dialog}
    </>
  );
}
