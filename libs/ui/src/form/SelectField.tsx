import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type TextFieldProps } from '@mui/material/TextField';
import type { ControllerRenderProps, ControllerFieldState } from 'react-hook-form';
import type { SelectOption } from './selectOption';

export interface SelectFieldProps extends Omit<TextFieldProps, 'name' | 'select'> {
  field: ControllerRenderProps;
  fieldState: ControllerFieldState;
  options: SelectOption[];
  emptyLabel?: string;
  onValueChange?: (value: string) => void;
}

/** SelectInput's field once its code is there: MUI's select (with its Menu, Popover and Modal). */
export function SelectField({ field: { ref, ...field }, fieldState, options, emptyLabel, onValueChange, helperText, ...props }: SelectFieldProps) {
  return (
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
  );
}
