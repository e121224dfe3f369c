import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * A masked password field that tells the browser's password manager which
 * password it wants: the one the account has (`current`: signing in, or
 * confirming who you are before a change) or one being chosen (`new`).
 */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'autoComplete'> & { purpose: 'current' | 'new' }>(function PasswordField(
  { purpose, ...props },
  ref,
) {
  return <TextField ref={ref} type="password" autoComplete={`${purpose}-password`} {...props} />;
});
