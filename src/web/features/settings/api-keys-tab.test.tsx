import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { answer } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { isDisabled } from '../../testing/states.ts';
import { ApiKeysTab } from './api-keys-tab.tsx';

describe('Settings › API keys', () => {
  it('says when the keys cannot be loaded, with Create disabled, and Retry loads them', async () => {
    let fail = true;
    answer('GET /api/me/api-keys', () =>
      fail ? { status: 503, json: { error: { code: 'service_unavailable', message: 'Down.' } } } : { json: { keys: [] } },
    );
    const { user } = renderScreen(<ApiKeysTab />, { path: '/settings?tab=api-keys' });
    expect(await screen.findByText(en.apiKeys.loadFailed)).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: en.apiKeys.create }))).toBe(true);
    fail = false;
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByText(en.apiKeys.emptyTitle)).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: en.apiKeys.create }))).toBe(false);
    expect(screen.queryByText(en.apiKeys.loadFailed)).toBeNull();
  });
});
