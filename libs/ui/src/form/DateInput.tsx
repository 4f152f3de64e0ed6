import { lazy, Suspense } from 'react';
import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedField } from './OutlinedField';

// The pickers (and date-fns' Dutch locale) download only when a date field shows.
const DatePickerField = lazy(() => import('./DatePickerField'));

// TOut: what the form's schema turns the values into.
type Props<T extends FieldValues, TOut = T> = Omit<DatePickerProps, 'value' | 'onChange' | 'name'> & {
  name: FieldPath<T>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context type is not ours to fix
  control: Control<T, any, TOut>;
  required?: boolean;
  helperText?: string;
};

/** A react-hook-form date field (MUI X DatePicker, Dutch); the value is a Date or null. */
export function DateInput<T extends FieldValues, TOut = T>({ name, control, required, helperText, ...props }: Props<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const textField = {
          required,
          fullWidth: true,
          onBlur: field.onBlur,
          error: Boolean(fieldState.error),
          helperText: fieldState.error?.message ?? helperText,
        };
        return (
          <Suspense fallback={<OutlinedField required={required} error={textField.error} helperText={textField.helperText} label={props.label} disabled value="" />}>
            <DatePickerField
              {...props}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              inputRef={field.ref}
              name={field.name}
              slotProps={{ textField }}
            />
          </Suspense>
        );
      }}
    />
  );
}
