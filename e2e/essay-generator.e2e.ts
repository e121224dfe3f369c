import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { DocumentPage, DocumentRecord } from '../src/shared/documents.ts';
import { countWords, wordBudgets } from '../src/shared/generation.ts';
import { planRules } from '../src/shared/plans.ts';
import { axeFindingsInEachLook, baseURL, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { watchRequestEnds } from './request-ends.ts';
import { contextTracker, download, downloadBytes, draftFinished, expectHeading, freePlanDownloadItems, isFocused, pageSettled, pdfText, waitForPath } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const topic = 'Should school start later in the morning?';

/** A new account signed in on a fresh page at the Essay Generator. */
async function openGenerator(options: { width?: number; path?: string; clipboard?: boolean } = {}) {
  const { context, page } = contexts.track(await newPage({ timezoneId: 'UTC', ...options }));
  await signInContext(context, await createUser());
  if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(options.path ?? '/essay-generator');
  await pageSettled(page);
  return { context, page };
}

const topicField = (page: Page) => page.getByRole('textbox', { name: 'Topic' });
const generateButton = (page: Page) => page.getByRole('button', { name: /^(Generate Essay|Generating\.\.\.)$/ });
const result = (page: Page) => page.getByRole('region', { name: /^Your (essay|paper)$/ });
const draftText = async (page: Page) => (await result(page).getByRole('article', { name: 'Draft text' }).innerText()).trim();
const statusLine = (page: Page) => result(page).getByRole('status').filter({ hasText: /\d words/ });

async function wordsShown(page: Page): Promise<number> {
  const text = (await statusLine(page).textContent()) ?? '';
  return Number(/([\d,]+) words/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
}

const waitForDraft = (page: Page) => draftFinished(result(page));

async function history(page: Page): Promise<DocumentPage> {
  const res = await page.context().request.get('/api/documents');
  expect(res.status()).toBe(200);
  return (await res.json()) as DocumentPage;
}

describeBrowser('the Essay Generator', () => {
  it('streams the quick path as it is written (offline: the topic’s outline), then shows it with its word count, saved to History (Ctrl+Enter generates)', async () => {
    const { page } = await openGenerator();
    await expectHeading(page, 'Essay Generator');
    expect(await generateButton(page).isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Essay type' }).inputValue()).toBe('argumentative');
    expect(await page.getByRole('combobox', { name: 'Tone' }).inputValue()).toBe('academic');
    expect(await page.getByRole('combobox', { name: 'Length' }).inputValue()).toBe('medium');
    expect(await page.getByRole('combobox', { name: 'Academic level' }).inputValue()).toBe('undergraduate');
    const freeLimit = planRules.free.dailyGenerations;
    await page.getByText(`${freeLimit} of ${freeLimit} generations left today`).waitFor();

    await topicField(page).fill(topic);
    expect(await generateButton(page).isEnabled()).toBe(true);
    await topicField(page).press('Control+Enter');

    // While it runs: the button says so and is disabled, Stop is offered, and the text grows.
    await page.getByRole('button', { name: 'Generating...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Generating...' }).isDisabled()).toBe(true);
    await result(page).getByRole('button', { name: 'Stop' }).waitFor();
    await expect.poll(() => wordsShown(page), { timeout: 10_000 }).toBeGreaterThan(10);
    const early = await wordsShown(page);
    await expect.poll(() => wordsShown(page), { timeout: 10_000 }).toBeGreaterThan(early + 20);

    await waitForDraft(page);
    expect(await page.getByRole('button', { name: 'Generate Essay' }).count()).toBe(0); // options folded away
    // Offline the quick path is the outline, never padding: far fewer words than the essay's budget.
    const words = await wordsShown(page);
    expect(words).toBeGreaterThan(100);
    expect(words).toBeLessThan(wordBudgets.medium.min);
    expect(await statusLine(page).textContent()).toMatch(/about \d+ minutes? to read/);
    // The offline writer's banner tells a student what this is and how to get a draft; no operator link.
    const banner = result(page).getByText(/^Offline, Inkwell plans your essay rather than writing it:/);
    await banner.waitFor();
    expect(await banner.textContent()).toContain('choose Plan an outline, add your own notes and sources to each section, then Write draft from outline');
    expect(await result(page).getByRole('link', { name: /configuration/i }).count()).toBe(0);
    // The outline itself: its headings, each section's guiding questions in brackets, and how to get a full draft.
    const draft = await draftText(page);
    expect(draft).toContain('Next step: to get a full draft, add your notes or sources to the sections of this outline');
    const questions = (await result(page).getByRole('article', { name: 'Draft text' }).getByRole('listitem').allTextContents()).map((q) => q.trim());
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(questions.every((q) => /^\[.+\?\]$/.test(q))).toBe(true);
    await result(page).getByText('Saved to History.').waitFor();
    const heading = (await result(page).getByRole('heading', { level: 1 }).textContent())!;
    expect(heading.toLowerCase()).toContain('school start later');
    const sections = (await result(page).getByRole('article', { name: 'Draft text' }).getByRole('heading', { level: 2 }).allTextContents()).map((h) => h.trim());
    expect(sections[0]).toBe('Introduction');
    expect(sections).toContain('Counterargument and Rebuttal');
    expect(sections.at(-1)).toBe('Conclusion');

    const { documents } = await history(page);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ type: 'essay', title: heading });
    await result(page).getByRole('link', { name: 'Open in editor' }).click();
    await waitForPath(page, `/documents/${documents[0]!.id}/edit`);
    await expectHeading(page, `Editing ${heading}`);
  });

  it('Stop ends the stream and keeps the text so far, in the page and as a draft in History', async () => {
    const { page } = await openGenerator();
    await topicField(page).fill('The history of the bicycle');
    await page.getByRole('combobox', { name: 'Length' }).selectOption('long');
    await generateButton(page).click();
    // Stopped at the first words shown: on a loaded machine the page paints well behind the stream,
    // and a later Stop could reach a server that has already finished.
    await expect.poll(() => wordsShown(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await result(page).getByRole('button', { name: 'Stop' }).click();
    await result(page).getByText('Stopped. The text written so far is kept in History as a draft.').waitFor();
    // Text that arrived before the Stop may still be painting (the draft is aria-busy until it is).
    await result(page).locator('article[aria-busy="false"]').waitFor();
    const kept = await wordsShown(page);
    expect(kept).toBeLessThan(wordBudgets.long.min);
    await page.waitForTimeout(500);
    expect(await wordsShown(page)).toBe(kept);

    await expect.poll(async () => (await history(page)).documents.length, { timeout: 5_000 }).toBe(1);
    const [summary] = (await history(page)).documents;
    const doc = (await (await page.context().request.get(`/api/documents/${summary!.id}`)).json()) as DocumentRecord;
    expect(doc.data).toMatchObject({ generation: { status: 'stopped' } });
    // The server may have written more words before it saw the Stop (on a loaded machine the page
    // can be a few dozen behind the stream); never fewer, and never the finished essay.
    expect(countWords(doc.content)).toBeGreaterThanOrEqual(kept);
    expect(countWords(doc.content)).toBeLessThan(wordBudgets.long.min);
  });

  it('Copy puts the plain text on the clipboard and reads Copied for 2 s; Download saves a .txt named from the topic', async () => {
    const { page } = await openGenerator({ clipboard: true });
    await topicField(page).fill('Should homework be banned? (Grades 6/7)');
    await page.getByRole('combobox', { name: 'Length' }).selectOption('short');
    await generateButton(page).click();
    await waitForDraft(page);
    const title = (await result(page).getByRole('heading', { level: 1 }).textContent())!;

    await result(page).getByRole('button', { name: 'Copy' }).click();
    await result(page).getByRole('button', { name: 'Copied' }).waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).not.toMatch(/^#/m);
    // The plain-text layout of TXT exports: the title in capitals, underlined.
    expect(clipboard.split('\n').slice(0, 2)).toEqual([title.toUpperCase(), '='.repeat(Math.min(title.length, 72))]);
    expect(countWords(clipboard)).toBe(await wordsShown(page));
    await result(page).getByRole('button', { name: 'Copy' }).waitFor({ timeout: 3_000 });

    await result(page).getByRole('button', { name: 'Download' }).click();
    const menu = page.getByRole('menu');
    expect((await menu.getByRole('menuitem').allTextContents()).map((s) => s.replace(/\s+/g, ' ').trim())).toEqual(freePlanDownloadItems);
    await menu.getByRole('menuitem', { name: 'Plain text (TXT)' }).click();
    // The quick draft still holds its "[ … ]" prompts to fill in: the download asks first.
    const file = await download(page, page.getByRole('alertdialog').getByRole('button', { name: 'Download anyway' }));
    expect(file.name).toBe('Should homework be banned- -Grades 6-7.txt');
    expect(file.text).toBe(clipboard);

    await result(page).getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'PDF' }).click();
    const pdf = await downloadBytes(page, page.getByRole('alertdialog').getByRole('button', { name: 'Download anyway' }));
    expect(pdf.name).toBe('Should homework be banned- -Grades 6-7.pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The draft on screen, laid out: its title and its sections, in order.
    // The draft's own sections (the card's "Your essay" heading is not part of it).
    const sections = (await result(page).getByRole('heading', { level: 2 }).allTextContents()).map((h) => h.trim()).filter((h) => h !== 'Your essay');
    expect(sections.length).toBeGreaterThan(2);
    const text = pdfText(pdf.bytes);
    let from = 0;
    for (const part of [title.trim(), ...sections]) {
      const at = text.indexOf(part, from);
      expect(at, `${part} in ${text.slice(from, from + 200)}`).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }
  });

  it('Regenerate writes the draft again in the place of the last: History shows one document, every stream ends cleanly; Reset returns to the empty form', async () => {
    const { page } = await openGenerator();
    const streams = watchRequestEnds(page, '/api/generate/essay');
    await topicField(page).fill('Why cities should plant more trees');
    await page.getByRole('combobox', { name: 'Length' }).selectOption('short');
    await generateButton(page).click();
    await waitForDraft(page);
    const first = await draftText(page);

    await result(page).getByRole('button', { name: 'Regenerate' }).click();
    await result(page).getByRole('button', { name: 'Stop' }).waitFor();
    await waitForDraft(page);
    const second = await draftText(page);
    // Offline the quick path is the topic's outline: planned the same way each time, so the same text.
    expect(second).toBe(first);
    expect(second.toLowerCase()).toContain('trees');
    await result(page).getByRole('button', { name: 'Regenerate' }).click();
    await result(page).getByRole('button', { name: 'Stop' }).waitFor();
    await waitForDraft(page);
    const third = await draftText(page);
    expect(third).toBe(second);

    // One document, holding the draft on screen; the two earlier drafts are its versions.
    const { documents } = await history(page);
    expect(documents).toHaveLength(1);
    const versions = await page.context().request.get(`/api/documents/${documents[0]!.id}/versions`);
    expect(((await versions.json()) as { versions: unknown[] }).versions).toHaveLength(2);
    // Three finished drafts, none of them a failed request in the browser's network log.
    expect(await streams.first(3)).toEqual(['finished', 'finished', 'finished']);

    await page.getByRole('button', { name: 'Options' }).click();
    expect(await page.getByRole('button', { name: 'Options' }).getAttribute('aria-expanded')).toBe('true');
    await topicField(page).fill('');
    expect(await result(page).getByRole('button', { name: 'Regenerate' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Generate Essay' }).isDisabled()).toBe(true);

    await result(page).getByRole('button', { name: 'Reset' }).click();
    expect(await result(page).count()).toBe(0);
    expect(await topicField(page).inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Length' }).inputValue()).toBe('medium');
    expect(await generateButton(page).isDisabled()).toBe(true);
  });

  it('shows a failure before any text as a translated message with Retry, and Retry generates', async () => {
    const { page } = await openGenerator();
    let failures = 1;
    await page.route('**/api/generate/essay', async (route) => {
      if (failures-- > 0) {
        await route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: { code: 'upstream_unreachable', message: 'x' } }) });
      } else await route.fallback();
    });
    await topicField(page).fill('Renewable energy in small towns');
    await page.getByRole('combobox', { name: 'Length' }).selectOption('short');
    await generateButton(page).click();
    const alert = page.getByRole('alert');
    await alert.getByText('The AI model could not be reached. Please try again later.').waitFor();
    expect(await result(page).count()).toBe(0);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await waitForDraft(page);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('explains a used-up daily quota with the reset time in the user’s time zone, and starts the Pro trial in place: the draft goes on', async () => {
    const { page } = await openGenerator();
    // Today's free generations are faked for this one request; the trial and the draft that follows are real.
    await page.route('**/api/generate/essay', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'quota_exceeded', message: 'x', retryAt: '2030-01-02T00:00:00.000Z' } }),
      }),
      { times: 1 },
    );
    await topicField(page).fill('Any topic at all');
    await page.getByRole('combobox', { name: 'Length' }).selectOption('short');
    await generateButton(page).click();
    const alert = page.getByRole('alert');
    await alert.getByText(/More are available from Jan 2, 2030, 12:00\sAM/).waitFor();
    expect(await alert.getByRole('link').count()).toBe(0);
    await alert.getByRole('button', { name: 'Start free trial', exact: true }).click();
    await waitForDraft(page);
    expect(new URL(page.url()).pathname).toBe('/essay-generator');
    expect(await page.getByRole('alert').count()).toBe(0);
    const me = (await (await page.context().request.get('/api/me')).json()) as { plan: string; trial: { state: string } };
    expect(me).toMatchObject({ plan: 'pro', trial: { state: 'active' } });
  });

  it('academic mode: from Academic Papers to a lab report draft in its structure, and Back to Academic Papers', async () => {
    const { page } = await openGenerator({ path: '/academic-papers' });
    await page.getByRole('radio', { name: /Lab report/ }).click();
    await page.getByRole('radio', { name: /IEEE/ }).click();
    await page.getByRole('link', { name: 'Draft it with the Essay Generator' }).click();
    await page.waitForURL(/\/essay-generator\?/);
    await pageSettled(page);
    const banner = page.getByRole('region', { name: 'Academic paper' });
    // The banner comes with the academic form, which may render a moment after the page settles.
    await banner.getByText('Lab report · IEEE citation style').waitFor();
    expect(await page.getByRole('combobox', { name: 'Essay type' }).count()).toBe(0);

    await topicField(page).fill('The effect of temperature on enzyme activity');
    await page.getByRole('combobox', { name: 'Length' }).selectOption('short');
    await generateButton(page).click();
    await waitForDraft(page);
    const headings = await result(page).getByRole('heading', { level: 2 }).allTextContents();
    const order = ['Aim', 'Hypothesis', 'Materials', 'Method', 'Results', 'Conclusion'].map((name) => headings.findIndex((h) => h.includes(name)));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // No source chosen: offline the paper's outline, with how to get a full draft, and no placeholder citation cluttering it.
    expect(await draftText(page)).toContain('Next step: to get a full draft, add your notes or sources');
    expect(await draftText(page)).not.toContain('[citation needed]');
    const [doc] = (await history(page)).documents;
    expect(doc?.type).toBe('academic');

    await banner.getByRole('link', { name: 'Back to Academic Papers' }).click();
    await waitForPath(page, '/academic-papers?type=lab&style=ieee');
    expect(await page.getByRole('radio', { name: /Lab report/ }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('radio', { name: /IEEE/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('academic mode cites the sources ticked from the library, and the saved paper formats them', async () => {
    const { context, page } = await openGenerator({ path: '/essay-generator?mode=academic&type=research&style=apa' });
    for (const [key, family, title] of [
      ['smith2020', 'Smith', 'Sleep and memory'],
      ['lee2019', 'Lee', 'Rest and recall'],
    ] as const) {
      const res = await context.request.post('/api/references', { data: { key, item: { type: 'book', title, author: [{ family, given: 'A.' }], issued: { 'date-parts': [[Number(key.slice(-4))]] }, publisher: 'Acme' } }, headers: { origin: baseURL } });
      expect(res.status()).toBe(201);
    }
    await page.reload();
    await pageSettled(page);
    const sources = page.getByRole('group', { name: 'Sources to cite' });
    await sources.getByRole('checkbox', { name: /Sleep and memory/ }).focus();
    await page.keyboard.press('Space');
    await sources.getByRole('checkbox', { name: /Rest and recall/ }).check();
    await topicField(page).fill('Sleep and learning in university students');
    await page.getByRole('combobox', { name: 'Length' }).selectOption('short');
    await generateButton(page).click();
    await waitForDraft(page);
    const text = await draftText(page);
    // Offline, each body section of the paper's outline names the sources it draws on.
    expect(text).toContain('[@smith2020; @lee2019]');
    expect(text).not.toContain('[citation needed]');
    expect(text).not.toMatch(/^References$/m);
    const [doc] = (await history(page)).documents;
    const formatted = await context.request.post('/api/papers/format', { data: { markdown: (await (await context.request.get(`/api/documents/${doc!.id}`)).json()).content, style: 'apa' }, headers: { origin: baseURL }, timeout: 30_000 });
    const paper = (await formatted.json()) as { markdown: string; unknownKeys: string[]; listed: number };
    expect(paper.unknownKeys).toEqual([]);
    expect(paper.listed).toBe(2);
    expect(paper.markdown).toMatch(/\((?:Lee, 2019; )?Smith, 2020(?:; Lee, 2019)?\)/);
  });

  it('a topic under 3 characters is caught on the field, without a request', async () => {
    const { page } = await openGenerator();
    let requests = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/generate/essay') && (requests += 1)));
    await topicField(page).fill('AI');
    await generateButton(page).click();
    await page.getByText('Enter at least 3 characters for the topic.').waitFor();
    expect(await topicField(page).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => isFocused(topicField(page))).toBe(true);
    expect(requests).toBe(0);
    await topicField(page).fill('AI in classrooms');
    expect(await page.getByText('Enter at least 3 characters for the topic.').count()).toBe(0);
  });

  it('a cover-letter template from the catalogue starts with its topic and settings', async () => {
    const { page } = await openGenerator({ path: '/essay-generator?template=graduate-cover-letter' });
    expect(await topicField(page).inputValue()).toMatch(/^Cover letter for a graduate position as \[role\] at \[company\]/);
    expect(await page.getByRole('combobox', { name: 'Essay type' }).inputValue()).toBe('persuasive');
    expect(await page.getByRole('combobox', { name: 'Tone' }).inputValue()).toBe('formal');
  });

  it('a return path to another site is ignored: Back leads to Academic Papers', async () => {
    const { page } = await openGenerator({ path: '/essay-generator?mode=academic&type=thesis&style=mla&return=https://evil.example/' });
    const back = page.getByRole('link', { name: 'Back to Academic Papers' });
    expect(await back.getAttribute('href')).toBe('/academic-papers');
    await page.getByText('Thesis · MLA citation style').waitFor();
  });
});

describeBrowser('the Essay Generator on a phone', () => {
  it('neither the form nor a finished draft makes a 360 px page scroll sideways', async () => {
    const { page } = await openGenerator({ width: 360 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow(), 'form').toBe(0);
    await topicField(page).fill('Supercalifragilisticexpialidocious-hyphenated-very-long-topic-words in science communication');
    await page.getByRole('combobox', { name: 'Length' }).selectOption('short');
    await generateButton(page).click();
    await waitForDraft(page);
    expect(await overflow(), 'draft').toBe(0);
  });
});

describeBrowser('Essay Generator accessibility (axe, WCAG 2.2 AA and best practices)', () => {
  it('the form and a finished draft, light and dark at 1280 and 360 px', async () => {
    const { page } = await openGenerator();
    const failures = await axeFindingsInEachLook(page, 'form');
    await topicField(page).fill('Public libraries in the digital age');
    await page.getByRole('combobox', { name: 'Length' }).selectOption('short');
    await generateButton(page).click();
    await waitForDraft(page);
    failures.push(...(await axeFindingsInEachLook(page, 'draft')));
    expect(failures).toEqual([]);
  });
});
