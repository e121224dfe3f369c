import type { Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { DocumentPage, DocumentRecord } from '../src/shared/documents.ts';
import { countWords, wordBudgets } from '../src/shared/generation.ts';
import type { Outline } from '../src/shared/outline.ts';
import { axeFindingsInEachLook, baseURL, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, draftFinished, expectFocused, expectHeading, pageSettled, waitForPath } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

// "Outline first": plan an outline, fill its sections with the writer's own
// notes, and get a draft written from them only — then come back to the
// outline from the editor.

async function openGenerator(path = '/essay-generator', width = 1280) {
  const { context, page } = contexts.track(await newPage({ timezoneId: 'UTC', reducedMotion: 'reduce', width }));
  await signInContext(context, await createUser());
  await page.goto(path);
  await pageSettled(page);
  return { context, page };
}

const topicField = (page: Page) => page.getByRole('textbox', { name: 'Topic' });
const outlineRegion = (page: Page) => page.getByRole('region', { name: 'Outline' });
const sectionGroups = (page: Page) => outlineRegion(page).getByRole('list', { name: 'Sections' }).getByRole('group', { name: /^Section \d+: / });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const section = (page: Page, heading: string) => outlineRegion(page).getByRole('group', { name: new RegExp(`^Section \\d+: ${escaped(heading)}$`) });
const result = (page: Page) => page.getByRole('region', { name: /^Your (essay|paper)$/ });
const draftText = async (page: Page) => (await result(page).getByRole('article', { name: 'Draft text' }).innerText()).trim();

/** The sections' headings as the editor shows them, in order. */
async function headings(page: Page): Promise<string[]> {
  const groups = await sectionGroups(page).all();
  return Promise.all(groups.map((g) => g.getByRole('textbox', { name: 'Heading' }).inputValue()));
}

async function planOutline(page: Page, topic: string, options: { type?: string; length?: string } = {}) {
  await topicField(page).fill(topic);
  if (options.type) await page.getByRole('combobox', { name: 'Essay type' }).selectOption(options.type);
  if (options.length) await page.getByRole('combobox', { name: 'Length' }).selectOption(options.length);
  await page.getByRole('button', { name: 'Plan an outline' }).click();
  await outlineRegion(page).waitFor();
}

async function documents(page: Page): Promise<DocumentPage> {
  const res = await page.context().request.get('/api/documents');
  expect(res.status()).toBe(200);
  return (await res.json()) as DocumentPage;
}

async function documentOf(page: Page, id: string): Promise<DocumentRecord> {
  return (await (await page.context().request.get(`/api/documents/${id}`)).json()) as DocumentRecord;
}

const notesOf = (group: Locator) => group.getByRole('textbox', { name: 'Your notes' });

describeBrowser('outline first in the Essay Generator', () => {
  it('plans an outline, takes notes, reorders and removes sections from the keyboard, writes the draft from the notes, and reopens it from the editor', async () => {
    const { page } = await openGenerator();
    await planOutline(page, 'Should schools ban phones in classrooms?', { type: 'persuasive', length: 'short' });
    // The keyboard lands on the outline, which proposes sections, each with its guiding questions.
    await expectFocused(outlineRegion(page).getByRole('heading', { name: 'Outline' }), 'after Plan an outline');
    const planned = await headings(page);
    expect(planned.length).toBeGreaterThanOrEqual(4);
    for (const group of await sectionGroups(page).all()) {
      const questions = await group.getByRole('list', { name: 'Guiding questions' }).getByRole('listitem').allTextContents();
      expect(questions.length).toBeGreaterThanOrEqual(2);
      expect(questions.length).toBeLessThanOrEqual(4);
      expect(questions.every((q) => q.trim().endsWith('?'))).toBe(true);
    }
    // Offline the outline holds no notes or sources of its own: the editor says what that would give.
    await outlineRegion(page).getByText(/^No notes or sources yet/).waitFor();

    const thesis = 'Schools should ban phones in classrooms because they split attention, so heads should adopt a clear policy.';
    await outlineRegion(page).getByRole('textbox', { name: 'Thesis' }).fill(thesis);

    // Notes for the first two body sections, typed as a writer would (list markers and blank lines included).
    const [, evidence, affected] = planned as [string, string, string, ...string[]];
    await notesOf(section(page, evidence)).fill('- phones distract students during lessons\n\n- a survey of 40 teachers in our district found 31 confiscate phones weekly');
    await notesOf(section(page, affected)).fill('quiet pupils lose the most when lessons are interrupted');

    // Reorder from the keyboard: the moved section's button keeps the focus, wherever the section goes.
    const moveUp = outlineRegion(page).getByRole('button', { name: `Move ${affected} up` });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    expect((await headings(page)).slice(1, 3)).toEqual([affected, evidence]);
    await expectFocused(moveUp, 'after Move up');
    await page.keyboard.press('Enter');
    expect((await headings(page))[0]).toBe(affected);
    // At the top Move up has nowhere to go: the focus moves to Move down, which takes it back.
    await expectFocused(outlineRegion(page).getByRole('button', { name: `Move ${affected} down` }), 'after moving to the top');
    await page.keyboard.press('Enter');
    expect((await headings(page)).slice(0, 3)).toEqual([planned[0], affected, evidence]);

    // Remove a section without notes: the keyboard goes on to the next section's heading.
    const removed = planned[planned.length - 2]!;
    const after = planned[planned.length - 1]!;
    await outlineRegion(page).getByRole('button', { name: `Remove ${removed}` }).press('Enter');
    expect(await headings(page)).toEqual([planned[0], affected, evidence, ...planned.slice(3, -2), after]);
    await expectFocused(section(page, after).getByRole('textbox', { name: 'Heading' }), 'after Remove');

    // The outline's editor passes axe and keeps to the screen, light and dark, wide and narrow.
    expect(await axeFindingsInEachLook(page, 'the outline editor', { sideways: true, screenshot: 'outline-editor' })).toEqual([]);

    await outlineRegion(page).getByRole('button', { name: 'Write draft from outline' }).click();
    await draftFinished(result(page));
    const text = await draftText(page);
    // The draft is written from the notes, in the outline's order, as sentences.
    expect(text).toContain('Phones distract students during lessons.');
    expect(text).toContain('A survey of 40 teachers in our district found 31 confiscate phones weekly.');
    expect(text).toContain('Quiet pupils lose the most when lessons are interrupted.');
    expect(text.indexOf('Quiet pupils')).toBeLessThan(text.indexOf('Phones distract'));
    expect(text).not.toContain(removed);
    // Far short of the 500 words asked for: the page says what the notes supported (the draft's words), and pads nothing.
    const supported = result(page).getByText(/^Your notes and sources supported about \d+ words\. Add notes or sources to reach the length\.$/);
    const words = Number(/about (\d+) words/.exec((await supported.textContent()) ?? '')?.[1]);
    expect(words).toBe(countWords(text));
    expect(await result(page).getByRole('status').filter({ hasText: new RegExp(`^${words} words · about`) }).count()).toBe(1);
    expect(words).toBeLessThan(wordBudgets.short.min);
    await result(page).getByText(/^Written offline from your notes and sources only/).waitFor();
    expect(await axeFindingsInEachLook(page, 'a draft from the outline', { sideways: true })).toEqual([]);

    // History keeps the outline the draft was written from.
    const [saved] = (await documents(page)).documents;
    const doc = await documentOf(page, saved!.id);
    const outline = doc.data.outline as Outline;
    expect(outline.thesis).toBe(thesis);
    expect(outline.sections.map((s) => s.heading)).toEqual(await headings(page));
    expect(outline.sections.find((s) => s.heading === evidence)?.notes).toEqual([
      'phones distract students during lessons',
      'a survey of 40 teachers in our district found 31 confiscate phones weekly',
    ]);

    // From the editor back to the outline: everything as it was left.
    await result(page).getByRole('link', { name: 'Open in editor' }).click();
    await waitForPath(page, `/documents/${doc.id}/edit`);
    await page.getByRole('link', { name: 'Edit outline' }).click();
    await waitForPath(page, `/essay-generator?document=${doc.id}`);
    await outlineRegion(page).waitFor();
    expect(await outlineRegion(page).getByRole('textbox', { name: 'Thesis' }).inputValue()).toBe(thesis);
    expect(await headings(page)).toEqual(outline.sections.map((s) => s.heading));
    expect(await notesOf(section(page, evidence)).inputValue()).toBe(
      'phones distract students during lessons\na survey of 40 teachers in our district found 31 confiscate phones weekly',
    );
    expect(await topicField(page).inputValue()).toBe('Should schools ban phones in classrooms?');
    expect(await page.getByRole('combobox', { name: 'Essay type' }).inputValue()).toBe('persuasive');
    expect(await page.getByRole('combobox', { name: 'Length' }).inputValue()).toBe('short');

    // Writing again replaces that document's text (the old one becomes a version), not a second document.
    await notesOf(section(page, after)).fill('ask the governors to vote on a ban this term');
    await outlineRegion(page).getByRole('button', { name: 'Write draft from outline' }).click();
    await draftFinished(result(page));
    expect(await draftText(page)).toContain('Ask the governors to vote on a ban this term.');
    await expect.poll(async () => (await documents(page)).documents.map((d) => d.id)).toEqual([doc.id]);
    const versions = await page.context().request.get(`/api/documents/${doc.id}/versions`);
    expect(((await versions.json()) as { versions: unknown[] }).versions).toHaveLength(1);

    // Reset empties the generator and lets go of the document: nothing comes back with the page.
    await result(page).getByRole('button', { name: 'Reset' }).click();
    await waitForPath(page, '/essay-generator');
    expect(await outlineRegion(page).count()).toBe(0);
    expect(await topicField(page).inputValue()).toBe('');
    await page.reload();
    await pageSettled(page);
    expect(await outlineRegion(page).count()).toBe(0);
    // The whole path, with axe in eight looks and two drafts: about 30 s alone, more on a busy machine.
  }, 120_000);

  it('Add section adds a body section before the conclusion and focuses its heading; an emptied heading is refused on the field', async () => {
    const { page } = await openGenerator();
    await planOutline(page, 'The history of the bicycle', { type: 'expository', length: 'short' });
    const planned = await headings(page);
    await outlineRegion(page).getByRole('button', { name: 'Add section' }).click();
    const added = outlineRegion(page).getByRole('group', { name: `Section ${planned.length}: New section` }).getByRole('textbox', { name: 'Heading' });
    await expectFocused(added, 'after Add section');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Bicycles in cities today');
    expect(await headings(page)).toEqual([...planned.slice(0, -1), 'Bicycles in cities today', planned.at(-1)]);

    let requests = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/generate/essay') && (requests += 1)));
    // Emptied, the heading names the section 'Untitled section'.
    const first = sectionGroups(page).first().getByRole('textbox', { name: 'Heading' });
    await first.fill('');
    await outlineRegion(page).getByRole('button', { name: 'Write draft from outline' }).click();
    await outlineRegion(page).getByText('Give the section a heading.').waitFor();
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    await outlineRegion(page).getByRole('group', { name: 'Section 1: Untitled section' }).waitFor();
    await expectFocused(first, 'after a refused Write draft');
    expect(requests).toBe(0);
    expect(await first.getAttribute('maxlength')).toBe('150');
    await first.fill('Introduction');

    // What the server refuses in the outline is said on the field it names, which takes the focus.
    await page.route(
      '**/api/generate/essay',
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'validation_failed', message: 'This note is too long.', field: 'outline.sections.1.notes.0' } }),
        }),
      { times: 1 },
    );
    const notes = notesOf(sectionGroups(page).nth(1));
    await notes.fill('A note the server will refuse');
    await outlineRegion(page).getByRole('button', { name: 'Write draft from outline' }).click();
    await sectionGroups(page).nth(1).getByText('This note is too long.').waitFor();
    expect(await notes.getAttribute('aria-invalid')).toBe('true');
    await expectFocused(notes, 'after the server refused a note');
    expect(await page.getByRole('alert').filter({ hasText: 'This note is too long.' }).count()).toBe(0);
    expect(await result(page).count()).toBe(0);
  });

  it('academic mode: a paper’s sections pick their own sources, the draft quotes them, and Edit outline reopens it in academic mode', async () => {
    const { context, page } = await openGenerator('/essay-generator?mode=academic&type=research&style=apa');
    const res = await context.request.post('/api/references', {
      data: { key: 'smith2020', item: { type: 'book', title: 'Sleep and memory', author: [{ family: 'Smith', given: 'A.' }], issued: { 'date-parts': [[2020]] }, publisher: 'Acme', abstract: 'Students who slept eight hours recalled more words the next day.' } },
      headers: { origin: baseURL },
    });
    expect(res.status()).toBe(201);
    await page.reload();
    await pageSettled(page);
    await planOutline(page, 'Sleep and learning in university students', { length: 'short' });
    // With an outline each section picks its sources: the draft-wide picker gives way.
    expect(await page.getByRole('group', { name: 'Sources to cite' }).count()).toBe(0);
    const [, body] = await headings(page);
    const group = section(page, body!);
    await group.getByText('Sources · 0 chosen').click();
    await group.getByRole('group', { name: `Sources for ${body}` }).getByRole('checkbox', { name: /Sleep and memory/ }).check();
    await group.getByText('Sources · 1 chosen').waitFor();
    await outlineRegion(page).getByRole('button', { name: 'Write draft from outline' }).click();
    await draftFinished(result(page));
    expect(await draftText(page)).toContain('@smith2020');

    const [saved] = (await documents(page)).documents;
    expect(saved!.type).toBe('academic');
    await page.goto(`/documents/${saved!.id}/edit`);
    await pageSettled(page);
    await page.getByRole('link', { name: 'Edit outline' }).click();
    await page.waitForURL(/\/essay-generator\?/);
    await page.getByRole('region', { name: 'Academic paper' }).getByText('Research paper · APA citation style').waitFor();
    await outlineRegion(page).waitFor();
    await section(page, body!).getByText('Sources · 1 chosen').waitFor();
    expect(await section(page, body!).getByRole('checkbox', { name: /Sleep and memory/ }).isChecked()).toBe(true);
  });
});

describeBrowser('outline first on a phone', () => {
  it('the outline editor fits 360 px', async () => {
    const { page } = await openGenerator('/essay-generator', 360);
    await planOutline(page, 'Supercalifragilisticexpialidocious-hyphenated-very-long-topic-words in science communication');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await expectHeading(page, 'Essay Generator');
  });
});
