import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useWatch } from 'react-hook-form';
import { labelOptions, RECURRENCE_PATTERN_LABELS } from '@facility/data/records';
import type { ToastedActionMessages } from '@facility/ui';
import { DateInput, SelectInput, SwitchInput, TextInput, useSavingForm } from '@facility/ui/form';
import { EMPTY_TASK, taskSchema, type TaskFormValues, type ValidTask } from './taskSchema';

export interface TaskFormProps {
  /** Saves the task; a failure keeps the form and what was typed. */
  save: (task: ValidTask) => Promise<unknown>;
  /** After a successful save only. */
  onSaved: () => void;
  /** What the form starts with (read once, when it mounts). */
  defaultValues?: Partial<TaskFormValues>;
}

const PATTERN_OPTIONS = labelOptions(RECURRENCE_PATTERN_LABELS);

const MESSAGES: ToastedActionMessages = {
  success: { title: 'Taak toegevoegd', description: 'De taak is succesvol toegevoegd.' },
  failure: { title: 'Fout bij toevoegen taak' },
};

export function TaskForm({ save, onSaved, defaultValues }: TaskFormProps) {
  const [initial] = useState<TaskFormValues>(() => ({ ...EMPTY_TASK, ...defaultValues }));
  const { form, control, onSubmit, busy } = useSavingForm({ schema: taskSchema, initial, save, messages: MESSAGES, onSaved });
  const recurring = useWatch({ control, name: 'is_recurring' });
  // Only a recurring task has a pattern and a recurrence end date (a date field: empty is null).
  const clearRecurrence = (checked: boolean) => {
    if (checked) return;
    form.setValue('recurrence_pattern', '');
    form.setValue('recurrence_end_date', null);
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <TextInput name="title" control={control} label="Taaknaam" required />
      <TextInput name="comments" control={control} label="Opmerkingen" multiline rows={3} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateInput name="start_date" control={control} label="Startdatum" required />
        <DateInput name="end_date" control={control} label="Einddatum" />
      </Box>
      <TextInput
        name="hours_spent"
        control={control}
        label="Bestede uren"
        type="number"
        slotProps={{ htmlInput: { min: 0, step: 0.5, inputMode: 'decimal' } }}
      />
      <SwitchInput name="is_recurring" control={control} label="Terugkerende taak" onValueChange={clearRecurrence} />
      {recurring && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SelectInput name="recurrence_pattern" control={control} label="Herhalingspatroon" options={PATTERN_OPTIONS} required />
          <DateInput name="recurrence_end_date" control={control} label="Einddatum herhaling" />
        </Box>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Opslaan...' : 'Taak Toevoegen'}
        </Button>
      </Box>
    </Box>
  );
}
