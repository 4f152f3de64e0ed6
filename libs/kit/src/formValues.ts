import type { FieldValues } from 'react-hook-form';

/**
 * A row as the form's input: every field of the empty form, numbers as the text a
 * number input holds, and an empty (null) value as the empty form has it.
 */
export function toFormValues<In extends FieldValues>(empty: In, row: object): In {
  const source = row as Record<string, unknown>;
  const entries = Object.entries(empty).map(([key, blank]) => {
    const value = source[key];
    if (value === null || value === undefined) return [key, blank];
    return [key, typeof value === 'number' ? String(value) : value];
  });
  return Object.fromEntries(entries) as In;
}
