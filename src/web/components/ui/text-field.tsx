import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { Field, inputClass, type FieldProps } from './field.tsx';

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, id, required, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} className={className} id={id} required={required}>
      {(control) => <input ref={ref} {...control} className={cn(inputClass, error && 'border-danger')} {...props} />}
    </Field>
  );
});
