import { useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver } from './contract-resolver.js';
import { showServerErrors } from './server-field-errors.js';

export interface FormDialogOptions<Input extends FieldValues, Output> {
  /** The contract's schema of what is sent: the browser checks what the server checks. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Sends the checked values; a rejection shows the server's words (its fields under their inputs). */
  onSubmit: (values: Output) => unknown;
  /** Once sent (a dialog closes). */
  onSent?: () => void;
}

/** One form's state and its one submit: checked by the contract, then sent, then the server's refusals shown. */
export function useFormDialog<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  onSubmit,
  onSent,
}: FormDialogOptions<Input, Output>) {
  const { i18n } = useTranslation();
  const form = useForm<Input, unknown, Output>({ resolver: contractResolver(schema, i18n), defaultValues });
  const { errors, isSubmitting } = form.formState;
  // Once: a second Enter while the first is being sent sends nothing more.
  const inFlight = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(error, form.setError, i18n);
      return;
    }
    onSent?.();
  });
  return {
    form,
    /** Sends the form (the dialog's confirm button and the Enter key). */
    submit: () => {
      if (inFlight.current) return;
      inFlight.current = true;
      void submit().finally(() => {
        inFlight.current = false;
      });
    },
    sending: isSubmitting,
    /** An input's props: its name, value and handlers, and its error in words. */
    field: (name: Path<Input>) => ({
      ...form.register(name),
      error: errors[name]?.message as string | undefined,
    }),
    /** What went wrong that no field shows (the network, a rule of the server). */
    formError: errors.root?.server?.message,
  };
}

export type FormDialogState = Pick<ReturnType<typeof useFormDialog>, 'submit' | 'sending' | 'formError'>;
