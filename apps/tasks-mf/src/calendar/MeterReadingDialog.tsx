import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormDialog, useToast } from '@facility/ui';
import { DateInput, TextInput } from '@facility/ui/form';
import { meterReadingSchema, type MeterReadingFormValues, type ValidMeterReading } from './meterReadingSchema';

export interface MeterReadingDialogProps {
  utilityType: string;
  onClose: () => void;
  /** Saves the reading; the dialog closes only when it returns true. */
  onSave: (reading: ValidMeterReading) => Promise<boolean>;
}

/** 'Meteropname Toevoegen' for one utility type; mounted while open. */
export function MeterReadingDialog({ utilityType, onClose, onSave }: MeterReadingDialogProps) {
  const { toast } = useToast();
  const { control, handleSubmit, formState } = useForm<MeterReadingFormValues, unknown, ValidMeterReading>({
    resolver: valibotResolver(meterReadingSchema),
    defaultValues: { reading_value: '', reading_date: new Date() },
  });
  const submit = handleSubmit(
    async (reading) => {
      if (await onSave(reading)) onClose();
    },
    (errors) => {
      const message = errors.reading_value?.message ?? errors.reading_date?.message;
      if (message) toast({ variant: 'destructive', title: 'Fout', description: message });
    },
  );
  return (
    <FormDialog open title="Meteropname Toevoegen" submitLabel="Opslaan" busy={formState.isSubmitting} onClose={onClose} onSubmit={submit}>
      <TextInput name="reading_value" control={control} label={`Meterstand ${utilityType}`} required autoFocus />
      <DateInput name="reading_date" control={control} label="Datum" required />
    </FormDialog>
  );
}
