import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { AiModelForm } from './ai-model-form.tsx';

const ai = en.settings.ai;
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('Settings › AI: the model form', () => {
  it('Load models needs no model name; Save says what is wrong, and sends no key when the key field is empty', async () => {
    answer('POST /api/me/model/models', { json: { models: ['small', 'large'] } });
    answer('PUT /api/me/model', ({ body }) => ({ json: { ...(body as object), keyLast4: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' } }));
    const { user } = renderScreen(<AiModelForm state={{ policy: 'any', connection: null, operatorModel: false }} />, { path: '/settings?tab=ai' });
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(`^${ai.provider}`) }), 'custom');
    expect((field(ai.baseUrl) as HTMLInputElement).value).toBe('');
    await user.type(field(ai.baseUrl), 'not an address');
    await user.click(screen.getByRole('button', { name: ai.save }));
    expect(screen.getByText(en.userModel.urlInvalid)).toBeTruthy();
    expect(screen.getByText(en.validation.required)).toBeTruthy();
    await user.clear(field(ai.baseUrl));
    expect(screen.queryByText(en.userModel.urlInvalid)).toBeNull();
    await user.type(field(ai.baseUrl), ' http://127.0.0.1:9/v1 ');
    await user.click(screen.getByRole('button', { name: ai.loadModels }));
    await screen.findByText(ai.modelsFound_other.replace('{{count}}', '2'));
    expect(screen.queryByText(en.validation.required)).toBeNull();
    expect(requestsTo('POST /api/me/model/models').map((request) => JSON.stringify(request.body))).toEqual(['{"preset":"custom","baseUrl":"http://127.0.0.1:9/v1"}']);
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(`^${ai.modelsList}`) }), 'large');
    expect((field(ai.model) as HTMLInputElement).value).toBe('large');
    await user.click(screen.getByRole('button', { name: ai.save }));
    await screen.findByText(ai.saved.replace('{{model}}', 'large'));
    expect(requestsTo('PUT /api/me/model').map((request) => JSON.stringify(request.body))).toEqual(['{"preset":"custom","baseUrl":"http://127.0.0.1:9/v1","model":"large"}']);
  });
});
