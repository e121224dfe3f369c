import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldPath, type FieldValues, type SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * A Settings form, checked with the schema the server checks the request
 * with. As these forms always did, a field's message appears when the form
 * is sent and stays until it is sent again (forms that drop a message as its
 * field is edited say so with `clearErrors`), and the focus stays on the
 * button that sent it. `failure` is what the form says above its fields when
 * the server refused for a reason no field explains.
 */
export function useSettingsForm<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema, defaultValues: DefaultValues<z.input<Schema>>) {
  const { t } = useTranslation();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;

  /** A field's message (a locale key, from the schema or set after the server answered) in the language on screen. */
  function errorOf(name: FieldPath<z.input<Schema>>, values?: Record<string, unknown>): string | undefined {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    return message ? t(message, values) : undefined;
  }

  /** The form's `onSubmit`: what the last try said goes, the fields are checked, and `send` gets their checked values. */
  function submitWith(send: SubmitHandler<z.output<Schema>>) {
    const submit = form.handleSubmit(send);
    return (event?: BaseSyntheticEvent) => {
      setFailure(null);
      void submit(event);
    };
  }

  /** Back to the empty form, saying nothing: a dialog that closes forgets what was typed and what it said. */
  function clear() {
    form.reset();
    setFailure(null);
  }

  return { ...form, failure, setFailure, errorOf, submitWith, clear };
}
