import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Already translated error text, shown under the input and linked to it. */
  error?: string | undefined;
  hint?: string | undefined;
}

export const inputClass =
  'block w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-fg placeholder:text-fg-muted/80 ' +
  'focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-ring/40 disabled:opacity-60';

/** Label + input + hint/error, with aria-invalid and aria-describedby wired. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, id, required, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  // The error replaces the hint on screen, so it replaces it in aria-describedby too
  // (a reference to an element that is not rendered is announced as nothing).
  const hintId = hint && !error ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-fg">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cn(inputClass, error && 'border-danger')}
        {...props}
      />
      {hintId && (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
