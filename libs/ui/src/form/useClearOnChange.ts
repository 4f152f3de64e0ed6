import { useCallback } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * For dependent selects: returns the handler for the parent field's change that
 * clears the fields which only make sense for the old choice (another building has
 * other spaces, entrances and housing). Give it to the parent's `onValueChange`.
 */
export function useClearOnChange<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  dependents: FieldPath<T>[],
  then?: (value: string) => void,
) {
  return useCallback(
    (value: string) => {
      for (const name of dependents) form.setValue(name, '' as PathValue<T, FieldPath<T>>);
      then?.(value);
    },
    [form, dependents, then],
  );
}
