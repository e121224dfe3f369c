import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver, type SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** What differs between the forms; each is off unless a form asks for it. */
export interface SchemaFormOptions<Raw extends boolean> {
  /** The fields go out as typed, not as the schema's output (for a server that trims them itself). */
  raw?: Raw;
  /** A refused form moves the keyboard to its first message instead of leaving it on the button that sent it. */
  shouldFocusError?: boolean;
  /** 'onChange': once the form was sent, a message goes (or changes) as its field is edited, not only on the next send. */
  reValidateMode?: 'onChange' | 'onSubmit';
}

/**
 * A form checked with the schema the server checks the request with. By
 * default a field's message appears when the form is sent and stays until it
 * is sent again (forms that drop a message as its field is edited say so with
 * `clearErrors`, or check again on every edit with `reValidateMode`), and the
 * focus stays on the button that sent it.
 * `failure` is what the form says outside its fields when the server refused
 * for a reason no field explains.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>, Raw extends boolean = false>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  { raw, shouldFocusError = false, reValidateMode = 'onSubmit' }: SchemaFormOptions<Raw> = {},
) {
  /** What a sent form hands on: the checked values, or with `raw` the values as typed. */
  type Sent = Raw extends true ? z.input<Schema> : z.output<Schema>;
  const { t } = useTranslation();
  const form = useForm<z.input<Schema>, unknown, Sent>({
    resolver: (raw ? zodResolver(schema, undefined, { raw }) : zodResolver(schema)) as Resolver<z.input<Schema>, unknown, Sent>,
    defaultValues,
    reValidateMode,
    shouldFocusError,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;

  /** A field's message (a locale key, from the schema or set after the server answered) in the language on screen. */
  function errorOf(name: FieldPath<z.input<Schema>>, values?: Record<string, unknown>): string | undefined {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    return message ? t(message, values) : undefined;
  }

  /** The form's `onSubmit`: what the last try said goes, the fields are checked, and `send` gets their checked values. */
  function submitWith(send: SubmitHandler<Sent>) {
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
