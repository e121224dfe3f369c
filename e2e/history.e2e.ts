import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DocumentRecord, DocumentSummary } from '../src/shared/documents.ts';
import { axeFindingsInEachLook, createDocument, createUser, demoAccount, describeBrowser, newPage, nextFrames, signInContext, waitForAppOnLoad } from './fixtures.ts';
import { contextTracker, download, downloadBytes, expectFocused, expectHeading, freePlanDownloadItems, holdRequests, isFocused, pageSettled } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

// Relative dates are calendar days in the browser's time zone: pin it, and
// work the expected words out of the API's timestamps in the same zone.
const timezoneId = 'UTC';

const typeNames: Record<DocumentSummary['type'], string> = {
  essay: 'Essay',
  resume: 'Resume',
  academic: 'Academic paper',
  'cover-letter': 'Cover letter',
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const utcDay = (date: Date) => Math.floor(date.getTime() / 86_400_000);
const shortTime = (date: Date) => new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: timezoneId }).format(date);
const mediumDate = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: timezoneId }).format(date);

/** How History shows times: 'Today at 3:04 PM', 'Yesterday at 9:14 PM', 'N days ago' under a week, else 'Jan 5, 2026'. */
function relativeWhen(iso: string, now: Date): string {
  const date = new Date(iso);
  const days = Math.max(0, utcDay(now) - utcDay(date));
  if (days === 0) return `Today at ${shortTime(date)}`;
  if (days === 1) return `Yesterday at ${shortTime(date)}`;
  if (days < 7) return `${days} days ago`;
  return mediumDate(date);
}

/** The line under a row's title: type, last update, and the creation date when that was another day. */
const styleNames: Record<NonNullable<DocumentSummary['style']>, string> = { apa: 'APA', mla: 'MLA', chicago: 'Chicago', harvard: 'Harvard', ieee: 'IEEE' };

function metaLine(doc: DocumentSummary, now: Date): string {
  const created = utcDay(new Date(doc.createdAt)) !== utcDay(new Date(doc.updatedAt));
  // A paper names its citation style (the API's summary carries it).
  const style = doc.style ? [`${styleNames[doc.style]} style`] : [];
  return [typeNames[doc.type], ...style, `Updated ${relativeWhen(doc.updatedAt, now)}`, ...(created ? [`Created ${mediumDate(new Date(doc.createdAt))}`] : [])].join(' · ');
}

function editHref(doc: { id: string; type: string }): string {
  return doc.type === 'resume' ? `/resume-builder?document=${doc.id}` : `/documents/${doc.id}/edit`;
}

// ---- the screen, as a user reads it ----

const list = (page: Page) => page.getByRole('region', { name: 'Your documents' });
const rows = (page: Page) => list(page).getByRole('article');
const rowOf = (page: Page, title: string) => list(page).getByRole('article', { name: title, exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const typeFilter = (page: Page) => page.getByRole('combobox', { name: 'Type' });
const sortButton = (page: Page) => page.getByRole('button', { name: /^Sort by last updated/ });

async function titles(page: Page): Promise<string[]> {
  return (await rows(page).getByRole('heading', { level: 3 }).allTextContents()).map(oneLine);
}

/** Waits for the list to show exactly these titles, in this order (a search answers after a debounce). */
async function expectTitles(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => titles(page), { timeout: 10_000 }).toEqual(expected);
}

/** History once its list has arrived (rows, or one of the two empty states). */
async function openHistory(page: Page, path = '/history'): Promise<void> {
  await page.goto(path);
  await pageSettled(page);
  await expectHeading(page, 'Document History');
  await rows(page)
    .first()
    .or(list(page).getByRole('heading', { name: "You haven't created any documents yet" }))
    .or(list(page).getByRole('heading', { name: 'No documents found' }))
    .waitFor();
}

/** Tabs from the search box (the start of the page's content) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, maxPresses = 30): Promise<void> {
  await searchBox(page).focus();
  for (let i = 0; i < maxPresses && !(await isFocused(target)); i++) await page.keyboard.press('Tab');
  await expectFocused(target, `after tabbing from the search box`);
}

/** A fresh account signed in to a fresh UTC page, with these documents created in order (so the last is the newest). */
async function freshAccount(documents: { type: DocumentSummary['type']; title: string; content?: string }[] = []) {
  const { context, page } = contexts.track(await newPage({ timezoneId }));
  await signInContext(context, await createUser());
  const created: DocumentRecord[] = [];
  for (const doc of documents) created.push(await createDocument(context, doc));
  return { context, page, created };
}

// ---- the demo account: read only (other spec files sign in to it too) ----

describeBrowser('History with the demo data', () => {
  let context: BrowserContext;
  let docs: DocumentSummary[];
  const byTitle = (title: string) => docs.find((d) => d.title === title)!;
  // The seed (src/server/seed/demo-documents.ts, and the essay it drafts from demo-library.ts), newest first.
  const seedTitles = [
    'Cover Letter – Millrace Heritage Archive',
    'Resume – Archives Internship',
    'Railroad Time: Standard Time and the American Day, 1883–1918',
    'Catalyst, Not Cause: The Printing Press and the Reformation',
    'How Historians Read a Primary Source',
    'Did Printing Make the Reformation Possible?',
    'General Resume',
    'Personal Statement: What the Mill Remembered',
  ];
  const essay = 'Catalyst, Not Cause: The Printing Press and the Reformation';
  const coverLetter = 'Cover Letter – Millrace Heritage Archive';

  beforeAll(async () => {
    ({ context } = await newPage({ timezoneId }));
    context.setDefaultTimeout(10_000);
    await signInContext(context, demoAccount);
    const res = await context.request.get('/api/documents');
    docs = ((await res.json()) as { documents: DocumentSummary[] }).documents;
    // The seed is what the demo shows; if another suite changed it, say so here.
    expect(docs.map((d) => d.title)).toEqual(seedTitles);
  });
  afterAll(() => context?.close());

  // One signed-in context for the whole block; each test gets its own page.
  const openPages: Page[] = [];
  afterEach(async () => {
    await Promise.all(openPages.splice(0).map((p) => p.close()));
  });
  async function historyPage(path = '/history'): Promise<Page> {
    const page = await context.newPage();
    openPages.push(page);
    waitForAppOnLoad(page);
    await openHistory(page, path);
    return page;
  }

  it('shows the title, intro, search and filters, all eight documents newest first with their dates and actions, and the tips', async () => {
    const page = await historyPage();
    await page.getByText('Every essay, resume, academic paper and cover letter you create is saved here.', { exact: false }).waitFor();
    expect(await searchBox(page).getAttribute('placeholder')).toBe('Search documents...');
    expect(await searchBox(page).inputValue()).toBe('');
    expect((await typeFilter(page).getByRole('option').allTextContents()).map(oneLine)).toEqual([
      'All Documents',
      'Essays',
      'Resumes',
      'Academic Papers',
      'Cover Letters',
    ]);
    expect(await typeFilter(page).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe('All Documents');
    expect(oneLine(await sortButton(page).innerText())).toBe('Last updated (newest first)');
    expect(await sortButton(page).getAttribute('aria-label')).toBe('Sort by last updated: newest first. Activate for oldest first.');

    expect(await titles(page)).toEqual(seedTitles);
    expect(oneLine(await list(page).getByRole('status').innerText())).toBe('8 documents');

    const now = new Date(await page.evaluate(() => Date.now()));
    const metas: string[] = [];
    for (const doc of docs) {
      const row = rowOf(page, doc.title);
      const [meta, preview, ...rest] = (await row.locator('p').allTextContents()).map(oneLine);
      expect(meta, doc.title).toBe(metaLine(doc, now));
      metas.push(meta!);
      expect(preview, doc.title).toBe(doc.preview);
      expect(preview!.length, doc.title).toBeGreaterThan(20);
      expect(rest).toEqual([]);
      await row.getByRole('button', { name: 'View', exact: true }).waitFor();
      expect(await row.getByRole('link', { name: 'Edit', exact: true }).getAttribute('href')).toBe(editHref(doc));
      await row.getByRole('button', { name: 'Delete', exact: true }).waitFor();
    }
    // The seed dates its documents back from the server's start by whole days, so on the day it
    // started (unless that was just after midnight) the rows show the spec's whole range of words.
    const seededAt = new Date(Date.parse(byTitle(coverLetter).updatedAt) + 7 * 60_000);
    if (utcDay(seededAt) === utcDay(now) && seededAt.getUTCHours() * 60 + seededAt.getUTCMinutes() > 3 * 60 + 5) {
      expect(metas.map((m) => m.split(' · ').find((part) => part.startsWith('Updated ')))).toEqual([
        expect.stringMatching(/^Updated Today at \d{1,2}:\d\d [AP]M$/),
        expect.stringMatching(/^Updated Today at /),
        expect.stringMatching(/^Updated Yesterday at \d{1,2}:\d\d [AP]M$/),
        'Updated 3 days ago',
        'Updated 5 days ago',
        expect.stringMatching(/^Updated [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
        expect.stringMatching(/^Updated [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
        expect.stringMatching(/^Updated [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      ]);
    }
    // Created another day than last saved: said; written in one sitting: not.
    expect(await rowOf(page, coverLetter).locator('p').first().textContent()).toContain('Created');
    expect(await rowOf(page, 'How Historians Read a Primary Source').locator('p').first().textContent()).not.toContain('Created');

    const tips = page.getByRole('region', { name: 'Tips' }).getByRole('listitem');
    expect((await tips.allTextContents()).map(oneLine)).toEqual([
      'Search matches the beginning of any word in a title or text: “clim” finds “climate”.',
      'Combine the type filter with a search to narrow a long history quickly.',
      'Edit opens essays, papers and cover letters in the editor and resumes in the resume builder; changes save as you type.',
      'Download any document as PDF, Word, plain text or Markdown (Pro adds HTML and RTF) from its View window or the editor.',
    ]);
  });

  it('View shows an essay as formatted text, downloads it as TXT and MD, and Escape closes it', async () => {
    const page = await historyPage();
    const doc = byTitle(essay);
    const view = rowOf(page, essay).getByRole('button', { name: 'View', exact: true });
    await view.click();
    const dialog = page.getByRole('dialog', { name: essay });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'The grievances came first' }).waitFor();
    for (const heading of ['Politics decided who survived', 'What print actually changed', 'Conclusion']) {
      expect(await dialog.getByRole('heading', { name: heading, exact: true }).isVisible(), heading).toBe(true);
    }
    await dialog.getByText('Complaints about the late medieval church were old long before anyone set type.', { exact: false }).waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('Passional Christi und Antichristi');
    expect(text).not.toMatch(/\*|^#|\s##?\s/m);
    expect(oneLine((await dialog.getByText(/^Essay · Updated /).textContent()) ?? '')).toBe(`Essay · Updated ${relativeWhen(doc.updatedAt, new Date())}`);

    expect(await dialog.getByRole('link', { name: 'Edit', exact: true }).getAttribute('href')).toBe(`/documents/${doc.id}/edit`);
    expect(await dialog.getByRole('button', { name: 'Close', exact: true }).count()).toBe(2); // the × and the footer button

    await dialog.getByRole('button', { name: 'Download' }).click();
    const menu = page.getByRole('menu');
    expect((await menu.getByRole('menuitem').allTextContents()).map((s) => s.replace(/\s+/g, ' ').trim())).toEqual(freePlanDownloadItems);
    // A locked format is no link away to /pricing: it explains Pro in place (e2e/trial.e2e.ts).
    expect(await menu.getByRole('menuitem', { name: 'Web page (HTML) — Pro' }).getAttribute('href')).toBeNull();
    const md = await download(page, menu.getByRole('menuitem', { name: 'Markdown (MD)' }));
    expect(md.name).toMatch(/^Catalyst.*Reformation\.md$/);
    const record = (await (await context.request.get(`/api/documents/${doc.id}`)).json()) as DocumentRecord;
    expect(record.content).toMatch(/^# Catalyst, Not Cause/);
    expect(md.text).toBe(record.content);

    await dialog.getByRole('button', { name: 'Download' }).click();
    const txt = await download(page, page.getByRole('menu').getByRole('menuitem', { name: 'Plain text (TXT)' }));
    expect(txt.name).toMatch(/^Catalyst.*Reformation\.txt$/);
    // Plain text marks headings the way plain text can: capitals and underlines.
    expect(txt.text).toMatch(/^CATALYST, NOT CAUSE: THE PRINTING PRESS AND THE REFORMATION\n=+\n/);
    expect(txt.text).toContain('\nThe grievances came first\n-------');
    expect(txt.text).toContain('Passional Christi und Antichristi');
    expect(txt.text).not.toMatch(/\*|^#/m);

    await dialog.getByRole('button', { name: 'Download' }).click();
    const docx = await downloadBytes(page, page.getByRole('menu').getByRole('menuitem', { name: 'Word (DOCX)' }));
    expect(docx.name).toMatch(/^Catalyst.*Reformation\.docx$/);
    const xml = strFromU8(unzipSync(docx.bytes)['word/document.xml']!);
    expect(xml).toContain('Passional Christi und Antichristi');
    expect(xml).toContain('w:val="Heading1"');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await rows(page).count()).toBe(8);
  });

  it('closing View (Escape, the × or Close) gives the focus back to its View button', async () => {
    const page = await historyPage();
    const view = rowOf(page, essay).getByRole('button', { name: 'View', exact: true });
    const dialog = page.getByRole('dialog', { name: essay });
    const closers = [
      ['Escape', () => page.keyboard.press('Escape')],
      ['the ×', () => dialog.getByRole('button', { name: 'Close', exact: true }).first().click()],
      ['Close', () => dialog.getByRole('button', { name: 'Close', exact: true }).last().click()],
    ] as const;
    for (const [how, close] of closers) {
      await view.click();
      await dialog.getByRole('heading', { name: 'The grievances came first' }).waitFor();
      await close();
      await dialog.waitFor({ state: 'detached' });
      await expectFocused(view, `after closing with ${how}`);
    }
  });

  it('View shows a resume laid out: name, contact, sections and skills; its Edit goes to the resume builder', async () => {
    const page = await historyPage();
    const doc = byTitle('General Resume');
    expect(await rowOf(page, 'General Resume').getByRole('link', { name: 'Edit', exact: true }).getAttribute('href')).toBe(`/resume-builder?document=${doc.id}`);
    await rowOf(page, 'General Resume').getByRole('button', { name: 'View', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'General Resume' });
    await dialog.getByRole('heading', { name: 'Jordan Lee', exact: true }).waitFor();
    await dialog.getByText('jordan.lee@example.com', { exact: false }).waitFor();
    expect((await dialog.getByRole('heading', { level: 4 }).allTextContents()).map(oneLine)).toEqual(['Summary', 'Experience', 'Education', 'Skills', 'Projects', 'Certificates', 'Languages', 'Volunteer work']);
    const sectionOf = (name: string) => dialog.locator('section', { has: page.getByRole('heading', { name, exact: true }) });
    await dialog.getByText('Student Assistant, Special Collections and University Archives · Northgate State University Libraries').waitFor();
    // The degree and its field read as one name ("Bachelor of Arts in History"), then the school.
    await sectionOf('Education').getByText('Bachelor of Arts in History · Northgate State University', { exact: true }).waitFor();
    await sectionOf('Education').getByText('High School Diploma · Riverton High School', { exact: true }).waitFor();
    expect((await sectionOf('Skills').getByRole('listitem').allTextContents()).map(oneLine)).toEqual([
      'Archival processing and description · Expert',
      'Primary source research · Expert',
      'Digitization and metadata (Dublin Core) · Advanced',
      'Citation styles (Chicago, APA) · Expert',
      'Spreadsheets (Excel, Google Sheets) · Expert',
    ]);
    // The sections after the skills: entries as experience is printed, languages one short line each.
    await dialog.getByText('History Student', { exact: true }).waitFor();
    await sectionOf('Projects').getByText('Why the Mill Closed: Riverton Paper, 1998 · Researcher, Writer', { exact: true }).waitFor();
    await sectionOf('Certificates').getByText('Oral History Methods Workshop · Northgate State University Libraries', { exact: true }).waitFor();
    expect((await sectionOf('Languages').getByRole('listitem').allTextContents()).map(oneLine)).toEqual(['English — Native speaker', 'Spanish — Intermediate (reading)']);
    await sectionOf('Volunteer work').getByText('Local History Room Volunteer · Riverton Public Library', { exact: true }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Edit', exact: true }).getAttribute('href')).toBe(`/resume-builder?document=${doc.id}`);

    await dialog.getByRole('button', { name: 'Download' }).click();
    const md = await download(page, page.getByRole('menu').getByRole('menuitem', { name: 'Markdown (MD)' }));
    expect(md.name).toBe('General Resume.md');
    expect(md.text).toContain('Jordan Lee');
    expect(md.text).toContain('Archival processing and description');
  });

  it('works from the keyboard: Tab to View, Enter opens it, focus stays inside, Download opens with Enter, Escape closes', async () => {
    const page = await historyPage();
    const firstView = rows(page).first().getByRole('button', { name: 'View', exact: true });
    await tabTo(page, firstView);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: seedTitles[0] });
    await dialog.getByText('Dear Members of the Archives Internship Committee,').waitFor();
    const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(), `after ${i + 1} Tab presses`).toBe(true);
    }
    const downloadButton = dialog.getByRole('button', { name: 'Download' });
    for (let i = 0; i < 8 && !(await isFocused(downloadButton)); i++) await page.keyboard.press('Tab');
    await expectFocused(downloadButton);
    await page.keyboard.press('Enter');
    await expectFocused(page.getByRole('menuitem', { name: 'PDF', exact: true }));
    await page.keyboard.press('ArrowDown');
    await expectFocused(page.getByRole('menuitem', { name: 'Word (DOCX)' }));
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const secondView = rows(page).nth(1).getByRole('button', { name: 'View', exact: true });
    await tabTo(page, secondView);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: seedTitles[1] }).getByRole('heading', { name: 'Jordan Lee' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });
});

// ---- fresh accounts: everything that writes ----

// The empty states, the search, type filter and sort, and the free plan's notice: src/web/features/history/history-page.test.tsx.
describeBrowser('History of a new account', () => {
  it('View keeps its size while the document arrives: Edit, Download and Close stay under the pointer', async () => {
    const { page, created } = await freshAccount([{ type: 'essay', title: 'A short note', content: 'Two lines.\n\nNo more.' }]);
    const [doc] = created;
    await openHistory(page);
    // The document's answer is held until the dialog has been measured with its spinner.
    const answer = await holdRequests(page, `**/api/documents/${doc!.id}`);
    await rowOf(page, 'A short note').getByRole('button', { name: 'View', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'A short note' });
    await answer.seen;
    await dialog.getByRole('status').waitFor();
    const footer = () =>
      Promise.all(
        [
          dialog.getByRole('link', { name: 'Edit', exact: true }),
          dialog.getByRole('button', { name: 'Download', exact: true }),
          dialog.getByRole('button', { name: 'Close', exact: true }).last(), // the footer's, after the ×
        ].map((control) => control.boundingBox()),
      );
    const before = await footer();
    expect(before.every((box) => box !== null)).toBe(true);
    await answer.release();
    await dialog.getByText('No more.', { exact: true }).waitFor();
    await nextFrames(page);
    expect(await dialog.getByRole('status').count()).toBe(0);
    expect(await footer()).toEqual(before);
  });
});

describeBrowser('deleting a document', () => {
  // The question, its Cancel, the toast and the focus afterwards: src/web/features/history/history-page.test.tsx.
  it('Delete removes it for good: gone after a reload and on the server, the other one kept', async () => {
    const { context, page, created } = await freshAccount([
      { type: 'essay', title: 'Keep me', content: 'This one stays.' },
      { type: 'cover-letter', title: 'Delete me', content: 'Dear committee, this one goes.' },
    ]);
    const [kept, doomed] = created as [DocumentRecord, DocumentRecord];
    await openHistory(page);
    await expectTitles(page, ['Delete me', 'Keep me']);

    await rowOf(page, 'Delete me').getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this document?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expectTitles(page, ['Keep me']);

    await page.reload();
    await openHistory(page);
    expect(await titles(page)).toEqual(['Keep me']);
    expect((await context.request.get(`/api/documents/${doomed.id}`)).status()).toBe(404);
    expect((await context.request.get(`/api/documents/${kept.id}`)).status()).toBe(200);
  });

  it('works from the keyboard, with focus starting on Cancel', async () => {
    const { context, page, created } = await freshAccount([
      { type: 'essay', title: 'First essay', content: 'One.' },
      { type: 'essay', title: 'Second essay', content: 'Two.' },
    ]);
    await openHistory(page);
    await expectTitles(page, ['Second essay', 'First essay']);
    const deleteButton = rowOf(page, 'Second essay').getByRole('button', { name: 'Delete', exact: true });
    const confirm = page.getByRole('alertdialog', { name: 'Delete this document?' });
    const cancel = confirm.getByRole('button', { name: 'Cancel' });

    await tabTo(page, deleteButton);
    await page.keyboard.press('Enter');
    await expectFocused(cancel);
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    expect(await titles(page)).toEqual(['Second essay', 'First essay']);

    await tabTo(page, deleteButton);
    await page.keyboard.press('Enter');
    await expectFocused(cancel);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await titles(page)).toEqual(['Second essay', 'First essay']);

    await tabTo(page, deleteButton);
    await page.keyboard.press('Enter');
    await expectFocused(cancel);
    await page.keyboard.press('Tab');
    await expectFocused(confirm.getByRole('button', { name: 'Delete', exact: true }));
    await page.keyboard.press('Enter');
    await expectTitles(page, ['First essay']);
    expect((await context.request.get(`/api/documents/${created[1]!.id}`)).status()).toBe(404);
  });

  it('closing the question (Cancel or Escape) gives the focus back to the Delete button', async () => {
    const { page } = await freshAccount([{ type: 'essay', title: 'Stays', content: 'Body.' }]);
    await openHistory(page);
    const deleteButton = rowOf(page, 'Stays').getByRole('button', { name: 'Delete', exact: true });
    const confirm = page.getByRole('alertdialog', { name: 'Delete this document?' });
    const closers = [
      ['Cancel', () => confirm.getByRole('button', { name: 'Cancel' }).click()],
      ['Escape', () => page.keyboard.press('Escape')],
    ] as const;
    for (const [how, close] of closers) {
      await deleteButton.click();
      await confirm.waitFor();
      await close();
      await confirm.waitFor({ state: 'detached' });
      await expectFocused(deleteButton, `after closing with ${how}`);
    }
    expect(await titles(page)).toEqual(['Stays']);
  });
});

// ---- accessibility ----

/** Collects axe findings page state by page state and look by look, so one failure lists them all. */
function axeChecker() {
  const failures: string[] = [];
  return {
    /** The page as it is now, in each of the four looks (switched in place). */
    async check(page: Page, what: string): Promise<void> {
      failures.push(...(await axeFindingsInEachLook(page, what)));
    },
    expectNone(): void {
      expect(failures, `axe violations:\n\n${failures.join('\n')}`).toEqual([]);
    },
  };
}

describeBrowser('History accessibility (axe, WCAG 2.2 AA and best practices)', () => {
  it('the list, no results, the empty state and the delete question, light and dark at 1280 and 360 px', async () => {
    const axe = axeChecker();
    const demo = contexts.track(await newPage({ timezoneId }));
    await signInContext(demo.context, demoAccount);
    await openHistory(demo.page);
    await axe.check(demo.page, 'demo History');
    await searchBox(demo.page).fill('xylophonist');
    await list(demo.page).getByRole('heading', { name: 'No documents found' }).waitFor();
    await axe.check(demo.page, 'no search results');

    // Deleting is tried on a new account's document, never on the demo's.
    const fresh = await freshAccount([]);
    await openHistory(fresh.page);
    await axe.check(fresh.page, 'empty History');
    await createDocument(fresh.context, { type: 'essay', title: 'To be deleted', content: 'Body.' });
    await openHistory(fresh.page);
    await rowOf(fresh.page, 'To be deleted').getByRole('button', { name: 'Delete', exact: true }).click();
    await fresh.page.getByRole('alertdialog').waitFor();
    await axe.check(fresh.page, 'delete question');
    axe.expectNone();
  });

  it('the View dialog (essay, resume, Download menu), light and dark at 1280 and 360 px', async () => {
    const axe = axeChecker();
    const { context, page } = contexts.track(await newPage({ timezoneId }));
    await signInContext(context, demoAccount);
    await openHistory(page);
    const dialog = page.getByRole('dialog');
    await rowOf(page, 'Catalyst, Not Cause: The Printing Press and the Reformation').getByRole('button', { name: 'View', exact: true }).click();
    await dialog.getByRole('heading', { name: 'The grievances came first' }).waitFor();
    await axe.check(page, 'View dialog (essay)');
    await dialog.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menu').waitFor();
    await axe.check(page, 'View dialog with the Download menu open');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, 'General Resume').getByRole('button', { name: 'View', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Jordan Lee' }).waitFor();
    await axe.check(page, 'View dialog (resume)');
    axe.expectNone();
  });
});
