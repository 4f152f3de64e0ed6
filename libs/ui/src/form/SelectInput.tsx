import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

// TOut: what the form's schema turns the values into (e.g. a number input's text into a number).
type Props<T extends FieldValues, TOut = T> = Omit<TextFieldProps, 'name' | 'select'> & {
  name: FieldPath<T>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context type is not ours to fix
  control: Control<T, any, TOut>;
  options: SelectOption[];
  /** An extra first choice that stores '' (e.g. 'Geen sleutel'). */
  emptyLabel?: string;
  onValueChange?: (value: string) => void;
};

export function SelectInput<T extends FieldValues, TOut = T>({ name, control, options, emptyLabel, onValueChange, helperText, ...props }: Props<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          // On the input itself, so a failed submit focuses the first invalid field.
          inputRef={ref}
          select
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth
        >
          {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
