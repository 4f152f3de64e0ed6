import { Controller, type Control, type ControllerFieldState, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { referenceText, useReferenceCache, useReferenceLabel, useReferenceLabels, type ReferenceChoice, type ReferenceFilter, type ReferenceKind } from '@facility/data';
import { loadOnce } from '../lazy/loadOnce';
import { useLoaded } from '../lazy/useLoaded';
import { OutlinedField } from './OutlinedField';
import type { ReferenceFieldProps } from './ReferenceField';

// TOut: what the form's schema turns the values into.
export interface ReferenceInputProps<T extends FieldValues, TOut = T, K extends ReferenceKind = ReferenceKind> {
  name: FieldPath<T>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context type is not ours to fix
  control: Control<T, any, TOut>;
  /** What is chosen: a building, a space, … (REFERENCE_KINDS of @facility/data). */
  kind: K;
  label: string;
  required?: boolean;
  /** An extra first choice that stores '' (e.g. 'Geen sleutel'); shown while nothing is chosen. */
  emptyLabel?: string;
  /** Only these rows (the spaces of the chosen building): column -> value; a filter without its value offers nothing. */
  filter?: ReferenceFilter;
  disabled?: boolean;
  helperText?: string;
  autoFocus?: boolean;
  /** Several rows: the value is a list of ids. */
  multiple?: boolean;
  /** How a row reads, when not as its kind reads (referenceText). */
  format?: (choice: ReferenceChoice<K>) => string;
  /** After the user chose: the id ('' for the empty choice) and the chosen row with its columns. */
  onValueChange?: (value: string, choice: ReferenceChoice<K> | null) => void;
}

// MUI's Autocomplete (with its Popper) downloads when a form shows a reference field.
const referenceField = loadOnce(() => import('./ReferenceField').then(({ ReferenceField }) => ReferenceField));

/**
 * A react-hook-form choice of a referenced row that searches as the user types: the
 * database answers the first matches, so a table of any size can be chosen from. The
 * chosen row is read by its id, so its name shows at once. Shows the schema's Dutch message.
 */
export function ReferenceInput<T extends FieldValues, TOut = T, K extends ReferenceKind = ReferenceKind>({ name, control, ...props }: ReferenceInputProps<T, TOut, K>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => <Reference {...(props as Omit<ReferenceInputProps<FieldValues>, 'name' | 'control'>)} field={field as ControllerRenderProps} fieldState={fieldState} />}
    />
  );
}

interface ReferenceProps extends Omit<ReferenceInputProps<FieldValues>, 'name' | 'control'> {
  field: ControllerRenderProps;
  fieldState: ControllerFieldState;
}

const NOT_READ_YET = (id: string): ReferenceChoice => ({ id, label: '', detail: null });

/** The chosen rows, read by id, and the field: the Autocomplete once downloaded, a read-only box meanwhile. */
function Reference({ field, fieldState, kind, filter, format, multiple, emptyLabel, onValueChange, ...props }: ReferenceProps) {
  const Field = useLoaded(referenceField);
  const ids: string[] = multiple ? ((field.value as string[] | undefined) ?? []) : [];
  const id = multiple ? '' : ((field.value as string | null | undefined) ?? '');
  const one = useReferenceLabel(kind, multiple ? null : id);
  const several = useReferenceLabels(kind, ids);
  // A row just chosen is in the cache while the list of all chosen ones is read again.
  const { get } = useReferenceCache(kind);
  const chosen: ReferenceChoice[] = multiple
    ? ids.map((each) => several.data?.find((c) => c.id === each) ?? get(each) ?? NOT_READ_YET(each))
    : id
      ? [one.data ?? NOT_READ_YET(id)]
      : [];
  const scoped = Object.keys(filter ?? {}).length > 0;
  const textOf = (choice: ReferenceChoice) => (choice.label ? (format ? format(choice) : referenceText(kind, choice, scoped)) : '');
  const fieldProps: ReferenceFieldProps = { ...props, field, fieldState, kind, filter, multiple, emptyLabel, chosen, textOf, onValueChange };
  return Field ? <Field {...fieldProps} /> : <ReferencePlaceholder {...fieldProps} />;
}

/** The field while its code downloads: the same box, label and chosen text, read-only. */
function ReferencePlaceholder({ field, fieldState, chosen, textOf, emptyLabel, multiple, label, required, disabled, helperText }: ReferenceFieldProps) {
  const text = chosen.length ? chosen.map(textOf).join(', ') : multiple ? '' : (emptyLabel ?? '');
  return (
    <OutlinedField
      name={field.name}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      value={text}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}
