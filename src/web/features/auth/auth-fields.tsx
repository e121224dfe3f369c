import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField, type TextFieldProps } from '../../components/ui/text-field.tsx';

// /login shares these fields, and loads neither react-hook-form nor the schema library (zod): nothing here may import them.

/** The account's email address, as every auth form asks for it; `error` is a translation key. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label' | 'type' | 'error'> & { error?: string }>(function EmailField({ error, ...props }, ref) {
  const { t } = useTranslation();
  return <TextField ref={ref} label={t('auth.email')} type="email" autoComplete="email" required error={error && t(error)} {...props} />;
});

/** The end of an auth form: why it failed (if it did) and the full-width submit button that says when it is busy. */
export function AuthFormEnd({ failure, submitting, disabled = submitting, label, busyLabel }: { failure: string | null; submitting: boolean; disabled?: boolean; label: string; busyLabel: string }) {
  return (
    <>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={disabled} focusableWhenDisabled>
        {submitting ? busyLabel : label}
      </Button>
    </>
  );
}
