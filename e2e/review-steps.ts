import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { DocumentRecord } from '../src/shared/documents.ts';
import { baseURL, createUser, newPage, signInContext } from './fixtures.ts';
import type { contextTracker } from './steps.ts';

// Steps of the review tests (comments, suggestions): people with names, the
// document as the server keeps it, and a selection made with the keyboard.

/** A signed-in person with a name (mentions and suggestions show it), in the rich view. */
export async function namedPerson(contexts: ReturnType<typeof contextTracker>, name: string) {
  const { context, page } = contexts.track(await newPage({ editorView: 'rich' }));
  const user = await createUser();
  await signInContext(context, user);
  const res = await context.request.patch('/api/me/profile', { data: { fullName: name }, headers: { origin: baseURL } });
  expect(res.status()).toBe(200);
  return { context, page, user };
}

export async function serverCopy(context: BrowserContext, id: string): Promise<DocumentRecord> {
  const res = await context.request.get(`/api/documents/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as DocumentRecord;
}

/** Puts the caret before `words` in the rich editor's text, then selects `length` characters with Shift+Arrow keys. */
export async function selectInEditor(page: Page, words: string, length = words.length) {
  await page.evaluate((target) => {
    const editor = document.querySelector<HTMLElement>('.ink-rich')!;
    editor.focus();
    const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(target) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.collapse(true);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return;
    }
    throw new Error(`"${target}" is not in the text`);
  }, words);
  for (let i = 0; i < length; i++) await page.keyboard.press('Shift+ArrowRight');
}
