import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const inputClass =
  'block w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-fg placeholder:text-fg-muted/80 ' +
  'focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-ring/40 disabled:opacity-60';

export interface FieldProps {
  label: string;
  /** Already translated error text, shown under the control and linked to it. */
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

export interface ControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label + control + hint/error for every form control: the control gets its
 * id, aria-invalid and aria-describedby from here.
 */
export function Field({ label, error, hint, required, id, className, children }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  // The error replaces the hint on screen, so it replaces it in aria-describedby too.
  const hintId = hint && !error ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-fg">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hintId && (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
