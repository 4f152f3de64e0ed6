import { useEffect } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
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
}

/** A react-hook-form form validated by a valibot schema, saved with success and failure toasts. */
export function useSavingForm<TIn extends FieldValues, TOut extends FieldValues>({
  schema,
  initial,
  open = true,
  save,
  messages,
  onSaved,
}: SavingFormOptions<TIn, TOut>) {
  const form = useForm<TIn, unknown, TOut>({ resolver: valibotResolver(schema), defaultValues: initial as never });
  const { run, busy } = useToastedAction(save, messages);
  const { reset } = form;

  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (await run(values)) onSaved();
  });
  return { form, control: form.control, onSubmit, busy };
}
