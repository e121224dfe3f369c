import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { Field, inputClass, type FieldProps } from './field.tsx';

export type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & { options: { value: string; label: string }[] };

/** A native select: the platform's own keyboard and screen-reader behaviour. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, className, id, required, options, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} className={className} id={id} required={required}>
      {(control) => (
        <select ref={ref} {...control} className={cn(inputClass, 'pr-8', error && 'border-danger')} {...props}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
