import type { FieldPath, FieldValues, Control } from 'react-hook-form';
import { SelectInput, type SelectOption } from '@facility/ui/form';

interface Props<T extends FieldValues, TOut> {
  name: FieldPath<T>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context type is not ours to fix
  control: Control<T, any, TOut>;
  label: string;
  options: SelectOption[];
}

/** A choice of several (a key's spaces, a supplier's facility types): the value is a list of ids. */
export function MultiSelectInput<T extends FieldValues, TOut = T>({ name, control, label, options }: Props<T, TOut>) {
  const labelOf = (id: string) => options.find((o) => o.value === id)?.label ?? id;
  return (
    <SelectInput
      control={control}
      name={name}
      label={label}
      options={options}
      slotProps={{ select: { multiple: true, renderValue: (ids) => (ids as string[]).map(labelOf).join(', ') } }}
    />
  );
}
