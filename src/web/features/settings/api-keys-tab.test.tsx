import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { answer, requestsTo } from '../../testing/api-answers.ts';
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

  it('Create checks the fields with the server\'s schema, drops a message as its field is edited, and sends the name trimmed, the scopes ticked and the days', async () => {
    answer('GET /api/me/api-keys', { json: { keys: [] } });
    answer('POST /api/me/api-keys', ({ body }) => ({ status: 201, json: { id: 'k1', prefix: 'ink_abc_', createdAt: '2026-01-01T00:00:00Z', expiresAt: null, lastUsedAt: null, key: 'ink_secret', ...(body as object) } }));
    const { user } = renderScreen(<ApiKeysTab />, { path: '/settings?tab=api-keys' });
    await screen.findByText(en.apiKeys.emptyTitle);
    await user.click(screen.getByRole('button', { name: en.apiKeys.create }));
    const dialog = await screen.findByRole('dialog', { name: en.apiKeys.createTitle });
    await user.click(within(dialog).getByRole('checkbox', { name: /documents:read/ }));
    await user.click(within(dialog).getByRole('button', { name: en.apiKeys.createSubmit }));
    expect(within(dialog).getByText(en.validation.required)).toBeTruthy();
    expect(within(dialog).getByText(en.apiKeys.scopesRequired)).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: /^generate/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /documents:read/ }));
    expect(within(dialog).queryByText(en.apiKeys.scopesRequired)).toBeNull();
    expect(within(dialog).getByText(en.validation.required)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${en.apiKeys.name}`) }), '  Script ');
    expect(within(dialog).queryByText(en.validation.required)).toBeNull();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: new RegExp(`^${en.apiKeys.expiry}`) }), 'never');
    await user.click(within(dialog).getByRole('button', { name: en.apiKeys.createSubmit }));
    await screen.findByRole('dialog', { name: en.apiKeys.createdTitle });
    expect(requestsTo('POST /api/me/api-keys').map((request) => JSON.stringify(request.body))).toEqual(['{"name":"Script","scopes":["documents:read","generate"],"expiresInDays":null}']);
  });
});
