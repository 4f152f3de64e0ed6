import { Controller, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { loadOnce } from '../lazy/loadOnce';
import { useLoaded } from '../lazy/useLoaded';
import type { DateInputOptions } from './DateField';
import { dayText } from './dayText';
import { OutlinedField } from './OutlinedField';

// TOut: what the form's schema turns the values into.
type Props<T extends FieldValues, TOut = T> = DateInputOptions & {
  name: FieldPath<T>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context type is not ours to fix
  control: Control<T, any, TOut>;
};

// The field (its adornment, icon and day parsing) downloads when a form shows a date field,
// not with every form; its calendar only when the calendar button is pressed.
const dateField = loadOnce(() => import('./DateField').then(({ DateField }) => DateField));

const shownDay = (value: unknown) => (value instanceof Date && !Number.isNaN(value.getTime()) ? dayText(value) : '');

/**
 * A react-hook-form date field typed day first (dd-mm-jjjj: 1-2-2026, 01/02/2026, 01022026),
 * with a calendar button. The value is a Date (midnight, or the time of day the value had),
 * null when empty, or an invalid Date while what is typed names no day, which the form's
 * schema refuses with its Dutch message.
 */
export function DateInput<T extends FieldValues, TOut = T>({ name, control, ...options }: Props<T, TOut>) {
  const DateField = useLoaded(dateField);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) =>
        DateField ? (
          <DateField {...options} field={field as ControllerRenderProps} error={fieldState.error?.message} />
        ) : (
          // While its code downloads: the same box, label and day, not yet to type in.
          <OutlinedField
            label={options.label}
            required={options.required}
            sx={options.sx}
            disabled
            value={shownDay(field.value as unknown)}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? options.helperText}
          />
        )
      }
    />
  );
}
