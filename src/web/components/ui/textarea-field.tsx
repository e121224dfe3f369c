import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { Field, inputClass, type FieldProps } from './field.tsx';

export type TextareaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, className, id, required, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} className={className} id={id} required={required}>
      {(control) => <textarea ref={ref} {...control} className={cn(inputClass, 'min-h-36 resize-y', error && 'border-danger')} {...props} />}
    </Field>
  );
});
