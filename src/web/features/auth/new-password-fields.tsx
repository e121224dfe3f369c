import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordMinLength } from '../../../shared/auth.ts';
import { TextField } from '../../components/ui/text-field.tsx';

// Apart from auth-fields.tsx: /login does not ask for a new password, and must not load the schemas (zod) this rule lives with.

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
