import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

// TOut: what the form's schema turns the values into (e.g. a number input's text into a number).
type Props<T extends FieldValues, TOut = T> = {
  name: FieldPath<T>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context type is not ours to fix
  control: Control<T, any, TOut>;
  label: string;
  onValueChange?: (checked: boolean) => void;
};

export function SwitchInput<T extends FieldValues, TOut = T>({ name, control, label, onValueChange }: Props<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(_, checked) => {
                field.onChange(checked);
                onValueChange?.(checked);
              }}
              onBlur={field.onBlur}
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}
