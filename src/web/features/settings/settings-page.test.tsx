import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSettings, type Settings } from '../../../shared/settings.ts';
import en from '../../locales/en.json';
import { freshAccount } from '../../testing/accounts.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { isDisabled } from '../../testing/states.ts';
import { SettingsPage } from './settings-page.tsx';

function signedInAccount() {
  answer('GET /api/settings', { json: defaultSettings });
  answer('GET /api/me', { json: freshAccount });
}

const analytics = () => screen.getByRole('switch', { name: en.settings.privacy.analytics });
const saveButton = () => screen.getByRole('button', { name: en.settings.save });

describe('Settings', () => {
  it('a failed save says so and keeps the edit and Save Changes; saving again sends the same edit', async () => {
    signedInAccount();
    let failing = true;
    answer('PUT /api/settings', ({ body }) =>
      failing ? { status: 500, json: { error: { code: 'internal', message: 'x' } } } : { json: body as Settings },
    );
    const { user } = renderScreen(<SettingsPage />, { path: '/settings?tab=privacy' });
    await screen.findByRole('heading', { level: 2, name: en.settings.tabs.privacy });
    expect(screen.queryByRole('button', { name: en.settings.save })).toBeNull(); // nothing changed, nothing to save
    await user.click(analytics());
    expect(analytics().getAttribute('aria-checked')).toBe('false');

    await user.click(saveButton());
    await screen.findByText(en.settings.saveFailed);
    expect(analytics().getAttribute('aria-checked')).toBe('false');
    expect(isDisabled(saveButton())).toBe(false);
    expect(screen.queryByText(en.settings.saved)).toBeNull();

    failing = false;
    await user.click(saveButton());
    await screen.findByText(en.settings.saved);
    const sent = requestsTo('PUT /api/settings').map((request) => (request.body as Settings).privacy.analytics);
    expect(sent).toEqual([false, false]);
    await waitFor(() => expect(screen.queryByRole('button', { name: en.settings.save })).toBeNull());
  });
});
