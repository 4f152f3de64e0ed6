import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedField, type OutlinedFieldOptions } from './OutlinedField';

// TOut: what the form's schema turns the values into (e.g. a number input's text into a number).
type Props<T extends FieldValues, TOut = T> = OutlinedFieldOptions & {
  name: FieldPath<T>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context type is not ours to fix
  control: Control<T, any, TOut>;
};

/**
 * A react-hook-form field on an outlined text field; shows the schema's Dutch message.
 * For type="number" the value stays the raw text, so the schema decides what it means.
 */
export function TextInput<T extends FieldValues, TOut = T>({ name, control, helperText, ...props }: Props<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <OutlinedField
          {...props}
          {...field}
          // On the input itself, so a failed submit focuses the first invalid field.
          inputRef={ref}
          value={field.value ?? ''}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
