import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { ShareLink } from '../src/shared/sharing.ts';
import { axeFindingsInEachLook, baseURL, createDocument, describeBrowser } from './fixtures.ts';
import { namedPerson, selectInEditor, serverCopy } from './review-steps.ts';
import { contextTracker, pageSettled } from './steps.ts';

// Suggestion mode as a group uses it: a member with a suggest link types and
// deletes, and it shows as their suggestions while the saved text stays as it
// was; the owner accepts one and rejects the other, and the version kept says
// who accepted what.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());



const text = 'The river floods each spring, after the long rains.';


const suggestionsPanel = (page: Page) => page.getByRole('region', { name: /^Suggestions/ });

describeBrowser('suggestion mode', () => {
  it('a suggester’s typing and deleting become their suggestions; the owner accepts one, rejects the other, and the version says who accepted what', async () => {
    const owner = await namedPerson(contexts, 'Olive Owner');
    const doc = await createDocument(owner.context, { type: 'essay', title: 'Flood report', content: text });
    const made = await owner.context.request.post(`/api/documents/${doc.id}/shares`, { data: { role: 'suggest', audience: 'signed-in' }, headers: { origin: baseURL } });
    const link = (await made.json()) as ShareLink;

    const suggester = await namedPerson(contexts, 'Sam Suggester');
    expect((await suggester.context.request.post(`/api/shares/${link.token}/open`, { headers: { origin: baseURL } })).status()).toBe(200);
    await suggester.page.goto(`/documents/${doc.id}/edit`);
    await pageSettled(suggester.page);
    await suggester.page.getByText('Olive Owner shared this document with you to suggest changes.', { exact: false }).waitFor();
    await suggester.page.getByText('Live with', { exact: false }).or(suggester.page.getByText('Live · saved as you type', { exact: false })).first().waitFor();
    expect(await suggester.page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);

    await selectInEditor(suggester.page, 'floods', 0);
    await suggester.page.keyboard.type('often ');
    await selectInEditor(suggester.page, ', after the long rains', ', after the long rains'.length);
    await suggester.page.keyboard.press('Backspace');
    const mine = suggestionsPanel(suggester.page);
    await mine.getByText('Add “often”').waitFor();
    await mine.getByText('Delete “, after the long rains”').waitFor();
    expect(await mine.getByRole('button', { name: 'Accept', exact: true }).count()).toBe(0);
    await mine.getByRole('button', { name: 'Take back your suggestion: Add “often”' }).waitFor();
    // Nothing of it is in the saved text.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await serverCopy(owner.context, doc.id)).content).toBe(text);

    // The owner sees both, by their author, and decides.
    await owner.page.goto(`/documents/${doc.id}/edit`);
    await pageSettled(owner.page);
    const review = suggestionsPanel(owner.page);
    await review.getByText('Add “often”').waitFor();
    await expect.poll(() => review.getByText('Sam Suggester').count()).toBe(2);
    // A change in the Markdown view would drop them: it is refused, with the way back, and nothing is lost.
    await owner.page.getByRole('button', { name: 'Markdown', exact: true }).click();
    await owner.page.getByRole('textbox', { name: 'Document text (Markdown)' }).press('End');
    await owner.page.keyboard.type(' More.');
    await owner.page.getByText('This document has suggestions waiting.', { exact: false }).waitFor();
    expect((await serverCopy(owner.context, doc.id)).content).toBe(text);
    await owner.page.getByRole('button', { name: 'Rich text', exact: true }).first().click();
    await review.getByText('Add “often”').waitFor();
    await review.getByRole('button', { name: 'Accept Sam Suggester’s suggestion: Add “often”' }).click();
    await review.getByRole('button', { name: 'Reject Sam Suggester’s suggestion: Delete “, after the long rains”' }).click();
    await expect.poll(() => suggestionsPanel(owner.page).count()).toBe(0);
    await expect.poll(async () => (await serverCopy(owner.context, doc.id)).content, { timeout: 15_000 }).toBe('The river often floods each spring, after the long rains.\n');
    // The suggester sees the outcome live.
    await expect.poll(() => suggestionsPanel(suggester.page).count()).toBe(0);
    await expect.poll(() => suggester.page.locator('.ink-rich').textContent()).toContain('The river often floods each spring, after the long rains.');

    // The version kept before accepting says who accepted what.
    await owner.page.getByRole('button', { name: 'Versions' }).click();
    const versions = owner.page.getByRole('dialog');
    await versions.getByText('Before Olive Owner accepted 1 suggestion:').waitFor();
    await versions.getByText('Sam Suggester added “often”').waitFor();
  });

  it('the suggestions panel passes axe in every look', async () => {
    const owner = await namedPerson(contexts, 'Olive Owner');
    const doc = await createDocument(owner.context, { type: 'essay', title: 'Flood report', content: text });
    await owner.context.request.post(`/api/documents/${doc.id}/shares`, { data: { role: 'suggest', audience: 'signed-in' }, headers: { origin: baseURL } });
    await owner.page.goto(`/documents/${doc.id}/edit`);
    await pageSettled(owner.page);
    await owner.page.getByRole('button', { name: 'Suggest changes' }).click();
    await selectInEditor(owner.page, 'floods', 0);
    await owner.page.keyboard.type('often ');
    await suggestionsPanel(owner.page).getByText('Add “often”').waitFor();
    expect(await axeFindingsInEachLook(owner.page, 'the suggestions panel', { screenshot: 'suggestions', sideways: true })).toEqual([]);
  });
});
