import { useEffect } from 'react';
import { useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { GenericSchema } from 'valibot';
import { useToastedAction, type ToastedActionMessages } from './useToastedAction';

export interface SavingFormOptions<TIn extends FieldValues, TOut> {
  /** The single source of the rules and their Dutch messages. */
  schema: GenericSchema<TIn, TOut>;
  /** What the form shows; it returns to these whenever it opens. Keep the object stable (useMemo). */
  initial: TIn;
  open?: boolean;
  save: (values: TOut) => Promise<unknown>;
  messages: ToastedActionMessages;
  /** After a successful save only: a failed save keeps the form and its input. */
  onSaved: () => void;
  /** When the input breaks a rule (the messages show under the fields; focus goes to the first). */
  onInvalid?: (errors: FieldErrors<TIn>) => void;
}

/**
 * The one form hook: react-hook-form validated by a valibot schema, saved with the
 * screen's success and failure toasts. A failed save keeps the form and what was
 * typed; a rule broken focuses the first invalid field.
 */
export function useSavingForm<TIn extends FieldValues, TOut extends FieldValues>({
  schema,
  initial,
  open = true,
  save,
  messages,
  onSaved,
  onInvalid,
}: SavingFormOptions<TIn, TOut>) {
  const form = useForm<TIn, unknown, TOut>({ resolver: valibotResolver(schema), defaultValues: initial as never, shouldFocusError: true });
  const { run, busy } = useToastedAction(save, messages);
  const { reset } = form;

  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (await run(values)) onSaved();
  }, onInvalid);
  return { form, control: form.control, onSubmit, busy };
}
