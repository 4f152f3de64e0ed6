import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextInput } from './TextInput';

type Props<T extends FieldValues, TOut = T> = {
  name: FieldPath<T>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context type is not ours to fix
  control: Control<T, any, TOut>;
  /** The chosen building's floors, once a building is chosen. */
  floors?: number;
};

/** 'Etage': a whole number from 0 up to the chosen building's floors, which it names. */
export function FloorInput<T extends FieldValues, TOut = T>({ floors, ...props }: Props<T, TOut>) {
  return (
    <TextInput
      {...props}
      label="Etage"
      type="number"
      required
      helperText={floors !== undefined ? `Maximum: ${floors} etages` : undefined}
      slotProps={{ htmlInput: { min: 0, max: floors, step: 1 } }}
    />
  );
}
