import { forwardRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordMinLength } from '../../../shared/auth.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField, type TextFieldProps } from '../../components/ui/text-field.tsx';

// Type-only use of react-hook-form: /login (no react-hook-form, on purpose) shares these fields.

/** The account's email address, as every auth form asks for it; `error` is a translation key. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label' | 'type' | 'error'> & { error?: string }>(function EmailField({ error, ...props }, ref) {
  const { t } = useTranslation();
  return <TextField ref={ref} label={t('auth.email')} type="email" autoComplete="email" required error={error && t(error)} {...props} />;
});

/**
 * A new password and its confirmation (sign-up, reset): the length rule as a
 * hint, and the schema's messages (translation keys) under each field.
 */
export function NewPasswordFields({
  label,
  password,
  confirmPassword,
  errors,
  disabled,
}: {
  label: string;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        disabled={disabled}
        hint={t('auth.passwordHint', { count: passwordMinLength })}
        error={errors.password && t(errors.password, { count: passwordMinLength })}
        {...password}
      />
      <TextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" required disabled={disabled} error={errors.confirmPassword && t(errors.confirmPassword)} {...confirmPassword} />
    </>
  );
}

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
