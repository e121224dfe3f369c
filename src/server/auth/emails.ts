import type { Mail } from '../mail.ts';

// English for now; the settings issue moves server texts into the locale files.
export function verificationMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Verify your email for Inkwell',
    text: `Welcome to Inkwell!\n\nConfirm your email address by opening this link:\n${url}\n\nThe link is valid for one hour. If you did not create an account, ignore this email.`,
  };
}

export function resetPasswordMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Reset your Inkwell password',
    text: `Someone asked to reset the password of your Inkwell account.\n\nChoose a new password by opening this link:\n${url}\n\nThe link is valid for one hour. If it was not you, ignore this email: your password stays the same.`,
  };
}
