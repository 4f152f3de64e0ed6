import { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type ControllerRenderProps, type ControllerFieldState, type FieldPath, type FieldValues } from 'react-hook-form';
import { loadOnce } from '../lazy/loadOnce';
import { useLoaded } from '../lazy/useLoaded';
import { OutlinedField } from './OutlinedField';
import type { SelectOption } from './selectOption';

export type { SelectOption } from './selectOption';

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

// MUI's select brings Menu, Popover and Modal: downloaded when a form shows a select,
// not with every form.
const selectField = loadOnce(() => import('./SelectField').then(({ SelectField }) => SelectField));

/** A react-hook-form choice from `options`; shows the schema's Dutch message. */
export function SelectInput<T extends FieldValues, TOut = T>({ name, control, ...props }: Props<T, TOut>) {
  const SelectField = useLoaded(selectField);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) =>
        SelectField ? (
          <SelectField {...props} field={field as ControllerRenderProps} fieldState={fieldState} />
        ) : (
          <SelectPlaceholder {...props} field={field as ControllerRenderProps} fieldState={fieldState} />
        )
      }
    />
  );
}

interface PlaceholderProps extends Omit<Props<FieldValues>, 'name' | 'control'> {
  field: ControllerRenderProps;
  fieldState: ControllerFieldState;
}

/** The select while its code downloads: the same box, label and chosen text, read-only. */
function SelectPlaceholder({ field, fieldState, options, emptyLabel, label, required, disabled, helperText, slotProps }: PlaceholderProps) {
  const chosen = ([] as unknown[]).concat(field.value ?? []).map((value) => (value === '' ? (emptyLabel ?? '') : (options.find((o) => o.value === value)?.label ?? '')));
  const inputLabel = (slotProps as { inputLabel?: { shrink?: boolean } } | undefined)?.inputLabel;
  return (
    <OutlinedField
      name={field.name}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      value={chosen.join(', ')}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ htmlInput: { readOnly: true }, inputLabel }}
    />
  );
}
