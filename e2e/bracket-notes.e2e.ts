import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { CreateDocumentInput } from '../src/shared/documents.ts';
import { axeFindings, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, download, downloadBytes, expectFocused, expectHeading, pageSettled, pdfText } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const note = '[add a measurable achievement]';

const resume = {
  type: 'resume',
  title: 'Priya Shah — Resume',
  data: {
    personalInfo: { fullName: 'Priya Shah', email: 'priya@example.com' },
    summary: `Graduate Teaching Assistant at University of Leeds. Recent highlights include ${note}.`,
    experience: [{ id: 'exp-leeds', company: 'University of Leeds', position: 'Graduate Teaching Assistant', startDate: '2023-09', current: true, description: '- Run weekly SQL lab tutorials for 40 first-year students' }],
    skills: [{ id: 'skill-python', name: 'Python', level: 4 }],
  },
} satisfies CreateDocumentInput;

async function signedInWith(doc: CreateDocumentInput) {
  const { context, page } = contexts.track(await newPage());
  await signInContext(context, await createUser());
  return { context, page, doc: await createDocument(context, doc) };
}

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Download with notes still in brackets?' });
const downloadButton = (page: Page) => page.getByRole('button', { name: 'Download', exact: true });
const formatItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

describeBrowser('notes in brackets before a download', () => {
  it('the Resume Builder names the note and where it is; Download asks first, Go back and Escape keep the page, Download anyway downloads', async () => {
    const { page, doc } = await signedInWith(resume);
    await page.goto(`/resume-builder?document=${doc.id}`);
    await pageSettled(page);
    await expectHeading(page, 'Resume Builder');

    const notice = page.getByRole('status').filter({ hasText: 'Your resume still has 1 note in brackets to fill in:' });
    await notice.waitFor();
    expect(await notice.getByRole('listitem').allTextContents()).toEqual([`${note} (in Summary)`]);
    expect(await axeFindings(page, 'light', 'the builder with its notice')).toEqual([]);

    // PDF: the warning comes first, names the note, and starts on the choice that loses nothing.
    await downloadButton(page).click();
    await formatItem(page, 'PDF').click();
    await warning(page).waitFor();
    expect(await warning(page).textContent()).toContain(`It still has 1 note in brackets to fill in: ${note}.`);
    await expectFocused(warning(page).getByRole('button', { name: 'Go back' }), 'when the warning opens');
    expect(await axeFindings(page, 'light', 'the download warning')).toEqual([]);

    // Go back: nothing is downloaded and the focus is back on Download.
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await warning(page).getByRole('button', { name: 'Go back' }).click();
    await warning(page).waitFor({ state: 'detached' });
    await expectFocused(downloadButton(page), 'after Go back');

    // Escape does the same.
    await downloadButton(page).click();
    await formatItem(page, 'Word (DOCX)').click();
    await warning(page).waitFor();
    await page.keyboard.press('Escape');
    await warning(page).waitFor({ state: 'detached' });
    await expectFocused(downloadButton(page), 'after Escape');
    expect(downloads).toBe(0);

    // Download anyway: the PDF, note included, as the user chose.
    await downloadButton(page).click();
    await formatItem(page, 'PDF').click();
    const file = await downloadBytes(page, warning(page).getByRole('button', { name: 'Download anyway' }));
    expect(file.name).toMatch(/\.pdf$/);
    const text = pdfText(file.bytes);
    expect(text).toContain('Priya Shah');
    expect(text).toContain(note);
  });

  it('once the note is filled in, the notice goes and the download asks nothing', async () => {
    const { context, page, doc } = await signedInWith(resume);
    await page.goto(`/resume-builder?document=${doc.id}`);
    await pageSettled(page);
    const notice = page.getByText('Your resume still has 1 note in brackets to fill in:', { exact: true });
    await notice.waitFor();

    await page.getByRole('tablist', { name: 'Resume sections' }).getByRole('tab', { name: 'Summary', exact: true }).click();
    const summary = page.getByRole('textbox', { name: 'Professional summary', exact: true });
    await summary.fill('Graduate Teaching Assistant at University of Leeds who runs weekly SQL labs for 40 first-year students.');
    await notice.waitFor({ state: 'detached' });
    // Downloads are of the saved resume: wait for the autosave to reach the server.
    await expect
      .poll(async () => ((await (await context.request.get(`/api/documents/${doc.id}`)).json()) as { data: { summary?: string } }).data.summary, { timeout: 10_000 })
      .toContain('40 first-year students');

    await downloadButton(page).click();
    const file = await download(page, formatItem(page, 'Plain text (TXT)'));
    expect(file.text).toContain('runs weekly SQL labs for 40 first-year students');
    expect(await warning(page).count()).toBe(0);
  });

  it('the editor says so for an essay, and links, citations and task boxes are not notes', async () => {
    const { page, doc } = await signedInWith({
      type: 'essay',
      title: 'Sleep and memory',
      content: 'Sleep helps memory [@walker2017, p. 3]. See [the review](https://example.com/review).\n\n- [x] Outline\n- [ ] Draft\n\nOne night of lost sleep cuts recall [citation needed].',
    });
    await page.goto(`/documents/${doc.id}/edit`);
    await pageSettled(page);
    const notice = page.getByRole('status').filter({ hasText: 'This document still has 1 note in brackets to fill in:' });
    await notice.waitFor();
    expect(await notice.getByRole('listitem').allTextContents()).toEqual(['[citation needed]']);

    await downloadButton(page).click();
    await formatItem(page, 'Markdown (MD)').click();
    await warning(page).waitFor();
    expect(await warning(page).textContent()).toContain('[citation needed]');
    const file = await download(page, warning(page).getByRole('button', { name: 'Download anyway' }));
    expect(file.text).toContain('[citation needed]');
  });

  it('in History’s View window, Escape closes the warning only and the focus goes back to its Download', async () => {
    const { page, doc } = await signedInWith({ type: 'cover-letter', title: 'Letter to Acme', content: 'Dear hiring manager,\n\n[Describe a project, role or achievement that shows you can do this job]\n\nKind regards,\n\n[Your name]' });
    await page.goto('/history');
    await pageSettled(page);
    await page.getByRole('button', { name: 'View', exact: true }).click();
    const view = page.getByRole('dialog', { name: doc.title });
    await view.getByText('Kind regards,').waitFor();

    await view.getByRole('button', { name: 'Download' }).click();
    await formatItem(page, 'PDF').click();
    await warning(page).waitFor();
    expect(await warning(page).textContent()).toContain('It still has 2 notes in brackets to fill in: [Describe a project, role or achievement that shows you can do this job] and [Your name].');
    await page.keyboard.press('Escape');
    await warning(page).waitFor({ state: 'detached' });
    expect(await view.isVisible()).toBe(true);
    await expectFocused(view.getByRole('button', { name: 'Download' }), 'after Escape in the View window');

    await view.getByRole('button', { name: 'Download' }).click();
    await formatItem(page, 'Plain text (TXT)').click();
    const file = await download(page, warning(page).getByRole('button', { name: 'Download anyway' }));
    expect(file.text).toContain('[Your name]');
  });
});
