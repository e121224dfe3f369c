import { describe, expect, it } from 'vitest';
import type { QuoteCheckAnswer } from '../../../shared/quote-check.ts';
import type { Reference } from '../../../shared/references.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';

const t = appForFile();

async function referenceWithText(user: TestUser, key: string, text: string | null): Promise<void> {
  const res = await t.request('/api/references', { method: 'POST', json: { key, item: { type: 'book', title: 'A book', author: [{ family: 'Okafor' }] } }, cookie: user.cookie });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as Reference;
  if (text === null) return;
  expect((await t.request(`/api/references/${id}/attachment/text`, { method: 'PUT', json: { text }, cookie: user.cookie })).status).toBe(200);
}

const check = (user: TestUser | undefined, quotes: unknown) => t.request('/api/references/quotes', { method: 'POST', json: { quotes }, cookie: user?.cookie });

describe('POST /api/references/quotes', () => {
  it("finds each quotation in its source's attached text, says when it is not there, and when the source has no text", async () => {
    const user = await t.signUp();
    await referenceWithText(user, 'okafor2021', 'Coal remains the deadliest major source of electricity\nwhen air pollution is counted. Waste storage is the open question.');
    await referenceWithText(user, 'lee2019', null);
    const res = await check(user, [
      { key: 'okafor2021', text: 'the deadliest major source of electricity when air pollution is counted' },
      { key: 'okafor2021', text: 'nuclear is perfectly safe' },
      { key: 'lee2019', text: 'anything at all' },
      { key: 'nobody2000', text: 'anything at all' },
    ]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as QuoteCheckAnswer).results.map((r) => r.status)).toEqual(['found', 'not_found', 'no_text', 'no_text']);
  });

  it("never reads another user's attached text: their key answers as one without text", async () => {
    const owner = await t.signUp();
    await referenceWithText(owner, 'private2020', 'A sentence only the owner attached.');
    const other = await t.signUp();
    const res = await check(other, [{ key: 'private2020', text: 'only the owner attached' }]);
    expect(((await res.json()) as QuoteCheckAnswer).results).toEqual([{ status: 'no_text' }]);
  });

  it('refuses a signed-out client, a bad key and too many quotations', async () => {
    await expectApiError(await check(undefined, []), 'unauthorized');
    const user = await t.signUp();
    await expectApiError(await check(user, [{ key: 'not a key', text: 'x' }]), 'validation_failed', 'quotes.0.key');
    await expectApiError(await check(user, Array.from({ length: 201 }, () => ({ key: 'a', text: 'x' }))), 'validation_failed', 'quotes');
  });
});
