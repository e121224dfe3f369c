import { z } from './zod.ts';

/** Better-auth's default minimum; the signup form shows the same rule. */
export const passwordMinLength = 8;
const passwordMaxLength = 128;

// Messages are i18n keys: the form translates them, the server never shows them.
const email = z.email({ message: 'validation.emailInvalid' }).max(254, { message: 'validation.tooLong' });
const requiredEmail = z.string().trim().min(1, { message: 'validation.required' }).pipe(email);
const newPassword = z
  .string()
  .min(1, { message: 'validation.required' })
  .min(passwordMinLength, { message: 'validation.passwordTooShort' })
  .max(passwordMaxLength, { message: 'validation.tooLong' });

export const loginSchema = z.object({
  email: requiredEmail,
  password: z.string().min(1, { message: 'validation.required' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z
  .object({
    email: requiredEmail,
    password: newPassword,
    confirmPassword: z.string().min(1, { message: 'validation.required' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'auth.passwordsDoNotMatch',
    path: ['confirmPassword'],
  });

export const forgotPasswordSchema = z.object({ email: requiredEmail });

export const resetPasswordSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, { message: 'validation.required' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'auth.passwordsDoNotMatch',
    path: ['confirmPassword'],
  });
