import { Box, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { labelOptions, RECURRENCE_PATTERN_LABELS } from '@facility/data';
import { DateInput, SelectInput, SwitchInput, TextInput } from '@facility/ui/form';
import { EMPTY_TASK, taskSchema, type TaskFormValues, type ValidTask } from './taskSchema';

export interface TaskFormProps {
  /** Saves the task; the form keeps what was typed whatever the outcome. */
  onSubmit: (task: ValidTask) => Promise<unknown>;
  defaultValues?: Partial<TaskFormValues>;
}

const PATTERN_OPTIONS = labelOptions(RECURRENCE_PATTERN_LABELS);

export function TaskForm({ onSubmit, defaultValues }: TaskFormProps) {
  const { control, handleSubmit, setValue, watch, formState } = useForm<TaskFormValues, unknown, ValidTask>({
    resolver: valibotResolver(taskSchema),
    defaultValues: { ...EMPTY_TASK, ...defaultValues },
  });
  const recurring = watch('is_recurring');
  const clearRecurrence = (checked: boolean) => {
    if (checked) return;
    setValue('recurrence_pattern', '');
    setValue('recurrence_end_date', null);
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 2 }}>
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
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Opslaan...' : 'Taak Toevoegen'}
        </Button>
      </Box>
    </Box>
  );
}
