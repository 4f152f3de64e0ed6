import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { failureToast, FormDialog, useToast } from '@facility/ui';
import { DateInput, TextInput, useSavingForm } from '@facility/ui/form';
import { setTaskCompleted, TASK_UPDATE_FAILED, type CompletableTask } from '../tasks/taskCompletion';
import { meterReadingSchema, type MeterReadingFormValues, type ValidMeterReading } from './meterReadingSchema';
import { READING_SAVE_FAILED, saveMeterReading } from './saveMeterReading';

export interface MeterReadingDialogProps {
  /** The dialog is mounted while it is open (so true); openedLazily loads its code on the first opening. */
  open: boolean;
  /** The meter-reading task: completed once the reading is stored, so it is not entered twice. */
  task: CompletableTask;
  utilityType: string;
  onClose: () => void;
}

const MESSAGES = {
  success: { title: 'Meteropname toegevoegd', description: 'De meteropname is succesvol toegevoegd.' },
  failure: { title: 'Fout', text: READING_SAVE_FAILED },
};

/** 'Meteropname Toevoegen' for one utility type; mounted while open. */
export function MeterReadingDialog({ open, task, utilityType, onClose }: MeterReadingDialogProps) {
  const { toast } = useToast();
  const [initial] = useState<MeterReadingFormValues>(() => ({ reading_value: '', reading_date: new Date() }));
  const save = (reading: ValidMeterReading) => saveMeterReading(utilityType, reading);
  const onSaved = () => {
    onClose();
    setTaskCompleted(task, true).catch((error: unknown) => toast(failureToast(TASK_UPDATE_FAILED, error)));
  };
  const onInvalid = (errors: FieldErrors<MeterReadingFormValues>) => {
    const message = errors.reading_value?.message ?? errors.reading_date?.message;
    if (message) toast({ variant: 'destructive', title: 'Fout', description: message });
  };
  const { control, onSubmit, busy } = useSavingForm({ schema: meterReadingSchema, initial, save, messages: MESSAGES, onSaved, onInvalid });
  return (
    <FormDialog open={open} title="Meteropname Toevoegen" submitLabel="Opslaan" busy={busy} onClose={onClose} onSubmit={onSubmit}>
      <TextInput name="reading_value" control={control} label={`Meterstand ${utilityType}`} required autoFocus />
      <DateInput name="reading_date" control={control} label="Datum" required />
    </FormDialog>
  );
}
