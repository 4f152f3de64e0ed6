import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'select'> & {
  name: FieldPath<T>;
  control: Control<T>;
  options: SelectOption[];
  /** An extra first choice that stores '' (e.g. 'Geen sleutel'). */
  emptyLabel?: string;
  onValueChange?: (value: string) => void;
};

export function SelectInput<T extends FieldValues>({ name, control, options, emptyLabel, onValueChange, helperText, ...props }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
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
