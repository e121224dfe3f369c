import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { isDisabled } from '../../testing/states.ts';
import { AccountTab } from './account-tab.tsx';

const email = 'ada@example.com';

function renderAccount() {
  answer('GET /api/auth/get-session', { json: { session: { id: 's1', userId: 'u1' }, user: { id: 'u1', email, name: '', twoFactorEnabled: false } } });
  return renderScreen(<AccountTab email={email} fullName="" onFullName={() => undefined} />, { path: '/settings?tab=account' });
}

describe('Settings › Account dialogs', () => {
  it('Change Password says what is wrong at each field when sent, then sends the current and new password', async () => {
    answer('POST /api/auth/change-password', { json: { token: null, user: { id: 'u1' } } });
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: en.settings.account.changePassword }));
    const dialog = await screen.findByRole('dialog', { name: en.settings.account.changePassword });
    await user.type(within(dialog).getByLabelText(new RegExp(`^${en.settings.account.confirmPassword}`)), 'x');
    await user.click(within(dialog).getByRole('button', { name: en.settings.account.changePassword }));
    expect(within(dialog).getByText(en.validation.required)).toBeTruthy();
    expect(within(dialog).getByText(en.validation.passwordTooShort.replace('{{count}}', '8'))).toBeTruthy();
    expect(within(dialog).getByText(en.auth.passwordsDoNotMatch)).toBeTruthy();
    expect(requestsTo('POST /api/auth/change-password')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(new RegExp(`^${en.settings.account.currentPassword}`)), 'old secret');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${en.settings.account.newPassword}`)), 'new secret 1');
    await user.clear(within(dialog).getByLabelText(new RegExp(`^${en.settings.account.confirmPassword}`)));
    await user.type(within(dialog).getByLabelText(new RegExp(`^${en.settings.account.confirmPassword}`)), 'new secret 1');
    await user.click(within(dialog).getByRole('button', { name: en.settings.account.changePassword }));
    await screen.findByText(en.settings.account.passwordChanged);
    expect(requestsTo('POST /api/auth/change-password').map((request) => request.body)).toEqual([
      { currentPassword: 'old secret', newPassword: 'new secret 1', revokeOtherSessions: true },
    ]);
  });

  it('Change email wants a new address and sends it trimmed, in lower case, with the way back', async () => {
    answer('POST /api/auth/change-email', { json: { status: true } });
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: en.settings.account.changeEmail }));
    const dialog = await screen.findByRole('dialog', { name: en.settings.account.changeEmail });
    const field = within(dialog).getByRole('textbox', { name: new RegExp(`^${en.settings.account.newEmail}`) });
    const send = within(dialog).getByRole('button', { name: en.settings.account.changeEmailSend });
    await user.click(send);
    expect(within(dialog).getByText(en.validation.required)).toBeTruthy();
    await user.type(field, ' ADA@example.com ');
    await user.click(send);
    expect(within(dialog).getByText(en.settings.account.changeEmailSame)).toBeTruthy();
    await user.clear(field);
    await user.type(field, ' Grace@Example.com ');
    await user.click(send);
    await screen.findByText(en.settings.account.changeEmailSent.replace('{{email}}', 'grace@example.com'));
    expect(requestsTo('POST /api/auth/change-email').map((request) => request.body)).toEqual([
      { newEmail: 'grace@example.com', callbackURL: '/settings?tab=account&emailChange=done' },
    ]);
  });

  it('Delete Account is armed by the email and the password, and sends them without a code', async () => {
    answer('DELETE /api/me', { status: 403, json: { error: { code: 'identity_not_confirmed', message: 'No.', field: 'password' } } });
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: en.settings.account.deleteAccount }));
    const dialog = await screen.findByRole('dialog', { name: en.settings.account.deleteTitle });
    const forever = within(dialog).getByRole('button', { name: en.settings.account.deleteForever });
    expect(isDisabled(forever)).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: en.settings.account.typeEmail.replace('{{email}}', email) }), ` ${email.toUpperCase()} `);
    expect(isDisabled(forever)).toBe(true);
    const password = within(dialog).getByLabelText(en.settings.account.deletePassword);
    await user.type(password, 'not mine');
    expect(isDisabled(forever)).toBe(false);
    await user.click(forever);
    await within(dialog).findByText(en.settings.account.deletePasswordWrong);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo('DELETE /api/me').map((request) => request.body)).toEqual([{ email: email.toUpperCase(), password: 'not mine' }]);
  });
});
