import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { DocumentRecord } from '../src/shared/documents.ts';
import { jsonResumeSample as sample } from '../src/shared/json-resume-sample.ts';
import type { ResumeData } from '../src/shared/resume.ts';
import { axeFindingsInEachLook, baseURL, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, download, downloadBytes, expectHeading, holdRequests, pageSettled, pdfText } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

// ---- the builder, as a user reads it (the same names as e2e/resume-builder.e2e.ts) ----

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const select = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });
const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^(Saved|Unsaved changes|Saving…|Not saved — retrying)$/ });
/** One entry of a list ('Experience 2'): a group named after its heading. */
const entry = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const livePreview = (page: Page) => page.getByRole('complementary', { name: 'Live preview', exact: true });
const fullPreview = (page: Page) => page.getByRole('region', { name: 'Preview', exact: true });
const selectedLabel = (control: Locator) => control.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');
const dragHandleTitle = 'Drag to reorder (or use the arrow buttons)';

const summaryWriting = 'Writing a summary from your experience, education and skills…';
const summaryWritten = 'Summary written from your resume. Edit it as you like.';

async function expectStatus(page: Page, text: string, timeout = 10_000): Promise<void> {
  await expect.poll(async () => (await saveStatus(page).textContent())?.trim(), { timeout }).toBe(text);
}

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tablist', { name: 'Resume sections' }).getByRole('tab', { name, exact: true }).click();
  await panel(page, name).waitFor();
  return panel(page, name);
}

/** A new account signed in on a fresh page at an empty Resume Builder. */
async function openNewBuilder(options: { width?: number } = {}) {
  const { context, page } = contexts.track(await newPage({ timezoneId: 'UTC', ...options }));
  await signInContext(context, await createUser());
  await page.goto('/resume-builder');
  await pageSettled(page);
  await expectHeading(page, 'Resume Builder');
  await textbox(page, 'Full Name').waitFor();
  return { context, page };
}

/** The id of the resume the builder created (the address names it after the first save). */
async function createdId(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname === '/resume-builder' && /^\?document=[\w-]+$/.test(url.search));
  return new URL(page.url()).searchParams.get('document')!;
}

async function serverCopy(context: BrowserContext, id: string): Promise<DocumentRecord & { data: ResumeData }> {
  const res = await context.request.get(`/api/documents/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as DocumentRecord & { data: ResumeData };
}

/** A date of an entry ('Start date'): a group of a month and a year select. */
const dateGroup = (scope: Locator, name: string) => scope.getByRole('group', { name, exact: true });
/** A date as the user sees it chosen: "March 2019", "2019", "". */
async function dateShown(scope: Locator, name: string): Promise<string> {
  const month = select(dateGroup(scope, name), 'Month');
  const [m, y] = await Promise.all([month.inputValue(), select(dateGroup(scope, name), 'Year').inputValue()]);
  return [m && (await selectedLabel(month)), y].filter(Boolean).join(' ');
}

/** Fills the company, position and (if given) start month of Experience `n`; the Experience tab must be open. */
async function fillJob(page: Page, n: number, job: { company: string; position: string; start?: { month: string; year: string } }): Promise<void> {
  const card = entry(page, `Experience ${n}`);
  await textbox(card, 'Company/Organization').fill(job.company);
  await textbox(card, 'Position/Title').fill(job.position);
  if (job.start) {
    await select(dateGroup(card, 'Start date'), 'Month').selectOption({ label: job.start.month });
    await select(dateGroup(card, 'Start date'), 'Year').selectOption(job.start.year);
  }
}

const exampleNote = 'Example: your resume appears here as you fill in the form.';

// ---- the rendered preview ----

interface PreviewBody {
  data: ResumeData;
  title?: string;
}

const isPreviewRequest = (method: string, url: string) => method === 'POST' && new URL(url).pathname === '/api/resume/preview';

/** The answer to the next preview request whose body matches (rendering the first page can take Typst a moment). */
function previewResponse(page: Page, matches: (body: PreviewBody) => boolean = () => true): Promise<Response> {
  const answer = page.waitForResponse((response) => {
    const request = response.request();
    return isPreviewRequest(request.method(), response.url()) && matches(request.postDataJSON() as PreviewBody);
  }, { timeout: 20_000 });
  answer.catch(() => undefined); // a test failing before it awaits this must not leave an unhandled rejection
  return answer;
}

/**
 * Keeps the SVG of every preview the server draws for this page, by request
 * body. Chromium hands a body the page reads as a Blob (as the preview does)
 * straight to the Blob store, so `response.body()` comes back empty for
 * these; the requests go through a route that fetches them from the server
 * unchanged and keeps a copy.
 */
async function recordPreviews(page: Page) {
  const drawn = new Map<string, Buffer>();
  await page.route('**/api/resume/preview', async (route) => {
    const response = await route.fetch();
    drawn.set(route.request().postData() ?? '', await response.body());
    await route.fulfill({ response }).catch(() => undefined); // the page may have dropped the request meanwhile
  });
  return {
    /** Checks a preview answer is a drawn SVG page and returns it. */
    async svgOf(response: Response): Promise<string> {
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml\b/);
      await response.finished();
      const svg = drawn.get(response.request().postData() ?? '')?.toString('utf8') ?? '';
      expect(svg).toMatch(/^(<\?xml[^>]*>\s*)?<svg\b/);
      return svg;
    },
  };
}

/**
 * The picture a preview shows once it is drawn: a blob: URL the browser has
 * loaded, page-shaped (A4, or pages of it stacked). Returns its src.
 */
async function shownPicture(scope: Locator, other?: string): Promise<string> {
  // The user's own resume: the example an empty form shows is marked data-example.
  const img = scope.locator('img:not([data-example])');
  await img.waitFor({ state: 'attached' });
  const state = () =>
    img.evaluate((el: HTMLImageElement) => ({
      src: el.getAttribute('src') ?? '',
      loaded: el.complete && el.naturalWidth > 0,
      ratio: el.naturalWidth ? el.naturalHeight / el.naturalWidth : 0,
    }));
  await expect.poll(async () => {
    const s = await state();
    return s.src.startsWith('blob:') && s.src !== other && s.loaded;
  }, { timeout: 20_000 }).toBe(true);
  const { src, ratio } = await state();
  // One A4 page is 297/210 ≈ 1.414 high per unit of width.
  expect(ratio).toBeGreaterThan(1.3);
  return src;
}

/**
 * Visually hidden (the screen-reader copy of the resume): some ancestor, or
 * the element itself, clips it to a box of at most 1 px.
 */
function visuallyHidden(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      if (getComputedStyle(node).overflow === 'hidden' && box.width <= 1 && box.height <= 1) return true;
    }
    return false;
  });
}

// ---- files ----

interface ExportedResume {
  basics?: { name?: string; [key: string]: unknown };
  work?: { name?: string; position?: string }[];
  [key: string]: unknown;
}

async function exportJson(page: Page): Promise<{ name: string; json: ExportedResume }> {
  const file = await download(page, page.getByRole('button', { name: 'Export JSON Resume', exact: true }));
  return { name: file.name, json: JSON.parse(file.text) as ExportedResume };
}

/** Chooses a file through the Import button's file picker. */
async function importFile(page: Page, name: string, text: string): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Import JSON Resume', exact: true }).click()]);
  expect(chooser.isMultiple()).toBe(false);
  // The hidden <input type=file> behind the button.
  await chooser.element().setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text, 'utf8') });
}

describeBrowser('the resume as rendered: live preview, PDF, generated summary, JSON Resume', () => {
  it('an empty resume previews its template filled with an example, marked as one, that is never saved, copied or exported', async () => {
    const { context, page } = await openNewBuilder();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const aside = livePreview(page);
    const example = aside.locator('img[data-example]');
    await example.waitFor();
    await expect.poll(() => example.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // Marked as an example, in words and faded; not read out as somebody's resume.
    await aside.getByText(exampleNote, { exact: true }).waitFor();
    await aside.getByText('Example', { exact: true }).waitFor();
    expect(Number(await example.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(0.7);
    expect(await aside.getByRole('heading', { level: 3 }).count()).toBe(0);
    // The Preview page shows the same example.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await fullPreview(page).getByText(exampleNote, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();

    // Nothing of it is in the form, the clipboard, the JSON export or History.
    expect(await textbox(page, 'Full Name').inputValue()).toBe('');
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    // Read once the copy has happened (the button says so), so an empty or stale clipboard cannot pass.
    await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).not.toBe('something else');
    expect(copied).not.toContain('Your Name');
    const { json } = await exportJson(page);
    expect(JSON.stringify(json)).not.toContain('Your Name');
    expect(JSON.stringify(json)).not.toContain('Job title');
    await page.waitForTimeout(1_500);
    const listed = await context.request.get('/api/documents?type=resume');
    expect(((await listed.json()) as { documents: unknown[] }).documents).toEqual([]);

    // The first words replace it with the user's own resume, unmarked.
    const own = previewResponse(page, (b) => b.data.personalInfo?.fullName === 'Grace Hopper');
    await textbox(page, 'Full Name').fill('Grace Hopper');
    expect((await own).status()).toBe(200);
    await shownPicture(aside);
    expect(await aside.locator('img[data-example]').count()).toBe(0);
    expect(await aside.getByText(exampleNote).count()).toBe(0);
    expect(await aside.getByRole('heading', { level: 3, name: 'Grace Hopper' }).count()).toBe(1);
    // Emptied again: the example is back.
    await textbox(page, 'Full Name').fill('');
    await aside.locator('img[data-example]').waitFor();
    await aside.getByText(exampleNote, { exact: true }).waitFor();
  });

  it('the live preview draws the resume on the server as SVG, again for another template and after typing (debounced)', async () => {
    const { page } = await openNewBuilder();
    const { svgOf } = await recordPreviews(page);
    const aside = livePreview(page);
    await aside.waitFor();
    await aside.getByText('Live preview', { exact: true }).waitFor();

    const first = previewResponse(page, (b) => b.data.personalInfo?.fullName === 'Grace Hopper' && b.data.personalInfo.email === 'grace@example.com');
    await textbox(page, 'Full Name').fill('Grace Hopper');
    await textbox(page, 'Email').fill('grace@example.com');
    const professional = await first;
    expect((professional.request().postDataJSON() as PreviewBody).data.template).toBe('professional');
    const professionalSvg = await svgOf(professional);
    const professionalSrc = await shownPicture(aside);

    // Another template: asked for again, drawn differently, and the picture changes.
    const second = previewResponse(page, (b) => b.data.template === 'modern');
    await select(page, 'Template').selectOption({ label: 'Modern (teal)' });
    const modernSvg = await svgOf(await second);
    expect(modernSvg).not.toBe(professionalSvg);
    const modernSrc = await shownPicture(aside, professionalSrc);
    expect(modernSrc).not.toBe(professionalSrc);

    // Typing: one request once the typing pauses, with what was typed (not one per key).
    const typed = 'Arlington, Virginia';
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isPreviewRequest(request.method(), request.url())) sent.push((request.postDataJSON() as PreviewBody).data.personalInfo?.location ?? '');
    });
    const third = previewResponse(page, (b) => b.data.personalInfo?.location === typed);
    await textbox(page, 'Location').pressSequentially(typed, { delay: 30 });
    const typedResponse = await third;
    expect(typedResponse.request().postData()).toContain(typed);
    expect((typedResponse.request().postDataJSON() as PreviewBody).data.template).toBe('modern');
    const typedSvg = await svgOf(typedResponse);
    expect(typedSvg).not.toBe(modernSvg);
    await shownPicture(aside, modernSrc);
    // 19 keys, 30 ms apart: far fewer requests than keys, and the last one has it all.
    const partial = sent.filter((location) => location !== typed);
    expect(partial.length).toBeLessThanOrEqual(2);
    expect(sent.at(-1)).toBe(typed);

    // The screen-reader copy in the aside follows the form too.
    expect(await aside.getByRole('heading', { level: 3, name: 'Grace Hopper' }).count()).toBe(1);
    expect(await aside.textContent()).toContain(typed);
  });

  it('Preview shows the rendered page (with the resume as text for screen readers) instead of the form; Edit brings the form back intact', async () => {
    const { page } = await openNewBuilder();
    await textbox(page, 'Full Name').fill('Grace Hopper');
    await textbox(page, 'Email').fill('grace@example.com');
    await textbox(page, 'Phone').fill('+1 555 0100');
    await textbox(page, 'Location').fill('Arlington, VA');
    const summary = await openTab(page, 'Summary');
    await textbox(summary, 'Professional summary').fill('Computer scientist who wrote the first compiler.');
    await openTab(page, 'Experience');
    await fillJob(page, 1, { company: 'Remington Rand', position: 'Senior Mathematician', start: { month: 'March', year: '2019' } });

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const region = fullPreview(page);
    await region.waitFor();
    await shownPicture(region);
    // The form and the side preview are gone.
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await textbox(page, 'Full Name').count()).toBe(0);
    expect(await textbox(page, 'Company/Organization').count()).toBe(0);
    expect(await livePreview(page).count()).toBe(0);
    // The resume is in the region as text (for screen readers), not shown on screen.
    const name = region.getByRole('heading', { level: 2, name: 'Grace Hopper' });
    expect(await name.count()).toBe(1);
    expect(await visuallyHidden(name)).toBe(true);
    expect(await region.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Summary', 'Experience']);
    expect(await region.getByText('Senior Mathematician · Remington Rand', { exact: true }).count()).toBe(1);
    expect(await region.getByText('grace@example.com · +1 555 0100 · Arlington, VA', { exact: true }).count()).toBe(1);
    expect(await region.getByText('Computer scientist who wrote the first compiler.', { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await panel(page, 'Experience').waitFor();
    expect(await fullPreview(page).count()).toBe(0);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Experience');
    const job = entry(page, 'Experience 1');
    expect(await Promise.all(['Company/Organization', 'Position/Title'].map((n) => textbox(job, n).inputValue()))).toEqual(['Remington Rand', 'Senior Mathematician']);
    expect(await dateShown(job, 'Start date')).toBe('March 2019');
    expect(await textbox(await openTab(page, 'Summary'), 'Professional summary').inputValue()).toBe('Computer scientist who wrote the first compiler.');
    await openTab(page, 'Personal');
    expect(await Promise.all(['Full Name', 'Email', 'Phone', 'Location'].map((n) => textbox(page, n).inputValue()))).toEqual(['Grace Hopper', 'grace@example.com', '+1 555 0100', 'Arlington, VA']);
    await shownPicture(livePreview(page));
  });

  it('once saved, Download offers PDF: a real PDF named after the resume, with the name and the company in its text', async () => {
    const { context, page } = await openNewBuilder();
    expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(0);
    await textbox(page, 'Full Name').fill('Grace Hopper');
    await textbox(page, 'Email').fill('grace@example.com');
    const id = await createdId(page);
    await openTab(page, 'Experience');
    await fillJob(page, 1, { company: 'Remington Rand', position: 'Senior Mathematician', start: { month: 'March', year: '2019' } });
    await expect.poll(async () => (await serverCopy(context, id)).data.experience?.[0]?.company, { timeout: 10_000 }).toBe('Remington Rand');
    await expectStatus(page, 'Saved');

    await page.getByRole('button', { name: 'Download' }).click();
    const pdf = page.getByRole('menuitem', { name: 'PDF', exact: true });
    await pdf.waitFor();
    const file = await downloadBytes(page, pdf);
    expect(file.name).toBe('Grace Hopper - Resume.pdf');
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(file.bytes);
    expect(text.toLowerCase()).toContain('grace hopper');
    expect(text).toContain('Remington Rand');
    expect(text).toContain('Senior Mathematician');
  });

  it('Generate summary streams a summary from the resume into the field, which stays editable and is saved', async () => {
    const { context, page } = await openNewBuilder();
    await textbox(page, 'Full Name').fill('Grace Hopper');
    await textbox(page, 'Email').fill('grace@example.com');
    const id = await createdId(page);
    await openTab(page, 'Experience');
    await fillJob(page, 1, { company: 'Remington Rand', position: 'Senior Mathematician', start: { month: 'March', year: '2019' } });

    const tab = await openTab(page, 'Summary');
    const field = textbox(tab, 'Professional summary');
    const status = tab.getByRole('status');
    expect(await field.inputValue()).toBe('');
    expect((await status.textContent())?.trim()).toBe('');

    // Hold the request, so the in-between state can be read for as long as needed.
    const generating = await holdRequests(page, '**/api/generate/resume-summary');
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/generate/resume-summary'));
    // Every value the page writes into the field while it is being written
    // (recorded at each assignment, so a busy machine's dropped frames hide none).
    await field.evaluate((el: HTMLTextAreaElement) => {
      const seen: string[] = [];
      (window as unknown as { summaryFrames: string[] }).summaryFrames = seen;
      const native = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!;
      Object.defineProperty(el, 'value', {
        configurable: true,
        get() {
          return native.get!.call(this) as string;
        },
        set(next: string) {
          native.set!.call(this, next);
          if (seen.at(-1) !== next) seen.push(next);
        },
      });
    });
    await tab.getByRole('button', { name: 'Generate summary', exact: true }).click();
    await generating.seen;
    await status.filter({ hasText: summaryWriting }).waitFor();
    expect((await status.textContent())?.trim()).toBe(summaryWriting);
    expect(await field.getAttribute('readonly')).not.toBeNull();
    expect(await field.getAttribute('aria-busy')).toBe('true');
    await tab.getByRole('button', { name: 'Stop', exact: true }).waitFor();
    await generating.release();

    await status.filter({ hasText: summaryWritten }).waitFor({ timeout: 20_000 });
    expect((await status.textContent())?.trim()).toBe(summaryWritten);
    const written = await field.inputValue();
    expect(written).toContain('Senior Mathematician');
    expect(written).toContain('Remington Rand');
    expect(written.split(/\s+/).length).toBeGreaterThan(10);
    // It was streamed: the server sent it as several pieces, and whatever the
    // field showed before the end (a busy machine may paint pieces together)
    // was a growing beginning of the summary, never anything else.
    // (The browser does not keep a streamed body: the same request, sent again, shows the pieces.)
    const again = await context.request.post('/api/generate/resume-summary', { data: (await asked).postDataJSON() as unknown, headers: { origin: baseURL } });
    const stream = await again.text();
    expect(stream.match(/"type":"delta"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    const frames = await page.evaluate(() => (window as unknown as { summaryFrames: string[] }).summaryFrames.filter(Boolean));
    expect(frames.at(-1)).toBe(written);
    const partial = frames.slice(0, -1);
    for (const frame of partial) expect(written.startsWith(frame), frame).toBe(true);

    // Editable afterwards.
    expect(await field.getAttribute('readonly')).toBeNull();
    expect(await field.getAttribute('aria-busy')).not.toBe('true');
    await tab.getByRole('button', { name: 'Write a new summary', exact: true }).waitFor();
    await field.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Open to remote roles.');
    const edited = `${written} Open to remote roles.`;
    expect(await field.inputValue()).toBe(edited);

    // Saved: on the server, and there after a reload.
    await expect.poll(async () => (await serverCopy(context, id)).data.summary, { timeout: 10_000 }).toBe(edited);
    await expectStatus(page, 'Saved');
    await page.reload();
    await pageSettled(page);
    await textbox(page, 'Full Name').waitFor();
    expect(await textbox(await openTab(page, 'Summary'), 'Professional summary').inputValue()).toBe(edited);
  });

  it('a used-up daily quota on Generate summary offers the Pro trial in place; starting it writes the summary there', async () => {
    const { context, page } = await openNewBuilder();
    await textbox(page, 'Full Name').fill('Grace Hopper');
    await textbox(page, 'Email').fill('grace@example.com');
    await createdId(page);
    await openTab(page, 'Experience');
    await fillJob(page, 1, { company: 'Remington Rand', position: 'Senior Mathematician', start: { month: 'March', year: '2019' } });
    const tab = await openTab(page, 'Summary');
    // Today's generations are faked as used up for this one request; the trial and the summary that follow are real.
    await page.route(
      '**/api/generate/resume-summary',
      (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: { code: 'quota_exceeded', message: 'x', retryAt: '2030-01-02T00:00:00.000Z' } }) }),
      { times: 1 },
    );
    const builderPath = new URL(page.url()).pathname;
    await tab.getByRole('button', { name: 'Generate summary', exact: true }).click();
    const alert = tab.getByRole('alert');
    await alert.getByText(/More are available from Jan 2, 2030/).waitFor();
    expect(await alert.getByRole('link').count()).toBe(0);
    await alert.getByRole('button', { name: 'Start free trial', exact: true }).click();
    await tab.getByRole('status').filter({ hasText: summaryWritten }).waitFor({ timeout: 20_000 });
    expect(await textbox(tab, 'Professional summary').inputValue()).toContain('Remington Rand');
    expect(await tab.getByRole('alert').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(builderPath);
    const me = (await (await context.request.get('/api/me')).json()) as { plan: string; trial: { state: string } };
    expect(me).toMatchObject({ plan: 'pro', trial: { state: 'active' } });
  });

  it('Export JSON Resume downloads what is in the form as JSON Resume', async () => {
    const { page } = await openNewBuilder();
    await textbox(page, 'Full Name').fill('Grace Hopper');
    await textbox(page, 'Email').fill('grace@example.com');
    await openTab(page, 'Experience');
    await fillJob(page, 1, { company: 'Remington Rand', position: 'Senior Mathematician', start: { month: 'March', year: '2019' } });
    const { name, json } = await exportJson(page);
    expect(name).toBe('Grace Hopper - Resume.json');
    expect(json.basics?.name).toBe('Grace Hopper');
    expect(json.basics?.email).toBe('grace@example.com');
    expect(json.work?.[0]?.name).toBe('Remington Rand');
    expect(json.work?.[0]?.position).toBe('Senior Mathematician');
    expect(json.work).toHaveLength(1);
  });

  it('Import JSON Resume asks before replacing a filled form, fills every tab, and exports the file’s other sections unchanged', async () => {
    const { context, page } = await openNewBuilder();
    await textbox(page, 'Full Name').fill('Grace Hopper');
    await textbox(page, 'Email').fill('grace@example.com');
    const id = await createdId(page);

    const file = JSON.stringify(sample, null, 2);
    await importFile(page, 'amelie.json', file);
    const dialog = page.getByRole('alertdialog', { name: 'Replace this resume?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Importing replaces what is in the form now with the file’s resume.');
    // Cancel: nothing is replaced.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await textbox(page, 'Full Name').inputValue()).toBe('Grace Hopper');
    expect(await textbox(page, 'Email').inputValue()).toBe('grace@example.com');
    expect(await page.getByText('Resume imported.', { exact: false }).count()).toBe(0);

    // The same file again, and Replace.
    await importFile(page, 'amelie.json', file);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Replace', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Resume imported. Check each tab; it is saved as you go.', { exact: true }).waitFor();

    const b = sample.basics;
    expect(await Promise.all(['Full Name', 'Email', 'Phone', 'Location', 'LinkedIn', 'Website'].map((n) => textbox(page, n).inputValue()))).toEqual([
      b.name,
      b.email,
      b.phone,
      'Lyon, Auvergne-Rhône-Alpes, FR',
      'https://www.linkedin.com/in/amelie-laurent',
      b.url,
    ]);
    expect(await textbox(await openTab(page, 'Summary'), 'Professional summary').inputValue()).toBe(b.summary);

    await openTab(page, 'Experience');
    const jobs = [];
    for (const n of [1, 2]) {
      const card = entry(page, `Experience ${n}`);
      jobs.push({
        company: await textbox(card, 'Company/Organization').inputValue(),
        position: await textbox(card, 'Position/Title').inputValue(),
        start: await dateShown(card, 'Start date'),
        end: await dateShown(card, 'End date'),
        current: await card.getByRole('checkbox', { name: 'I currently work here' }).isChecked(),
        description: await textbox(card, 'Description').inputValue(),
      });
    }
    expect(jobs).toEqual([
      {
        company: 'Datadog',
        position: 'Senior Software Engineer',
        start: 'March 2021',
        end: '',
        current: true,
        description: `${sample.work[0]!.summary}\n• Cut p99 ingestion latency by 40%\n• Mentored four engineers to promotion`,
      },
      {
        company: 'Criteo',
        position: 'Software Engineer',
        // JSON Resume's days are dropped: the builder keeps months (the file's own dates come back on export).
        start: 'September 2017',
        end: 'February 2021',
        current: false,
        description: `${sample.work[1]!.summary}\n• Rewrote the bid cache in Go\n• Halved the fleet size`,
      },
    ]);
    expect(await entry(page, 'Experience 3').count()).toBe(0);

    await openTab(page, 'Education');
    const school = entry(page, 'Education 1');
    expect(await Promise.all(['Institution', 'Degree', 'Field of study', 'Description'].map((n) => textbox(school, n).inputValue()))).toEqual([
      'INSA Lyon',
      'Master',
      'Computer Science',
      'Grade: 16.2/20\n• Distributed Systems\n• Compilers',
    ]);
    expect([await dateShown(school, 'Start date'), await dateShown(school, 'End date')]).toEqual(['September 2012', 'June 2017']);
    expect(await textbox(entry(page, 'Education 2'), 'Institution').inputValue()).toBe('Lycée du Parc');
    expect(await entry(page, 'Education 3').count()).toBe(0);

    await openTab(page, 'Skills');
    const skills = [];
    for (const n of [1, 2, 3]) skills.push([await textbox(entry(page, `Skill ${n}`), 'Skill').inputValue(), await selectedLabel(select(entry(page, `Skill ${n}`), 'Level'))]);
    expect(skills).toEqual([
      ['Go', 'Master'],
      ['Kubernetes', 'Advanced'],
      ['Rust', 'Intermediate'],
    ]);
    expect(await entry(page, 'Skill 4').count()).toBe(0);

    // What the builder does not show comes back on export, as it was in the file.
    const { json } = await exportJson(page);
    expect(json.awards).toEqual(sample.awards);
    expect(json.basics).toEqual(sample.basics);
    expect(json.work).toEqual(sample.work);
    expect(json.education).toEqual(sample.education);
    expect(json.skills).toEqual(sample.skills);
    expect(json.$schema).toBe(sample.$schema);

    // And it is saved as the user's resume.
    await expect.poll(async () => (await serverCopy(context, id)).data.personalInfo?.fullName, { timeout: 10_000 }).toBe('Amélie Laurent');
    await expectStatus(page, 'Saved');
  });

  it('importing a file that is not JSON says so and leaves the form as it was', async () => {
    const { page } = await openNewBuilder();
    await textbox(page, 'Full Name').fill('Grace Hopper');
    await importFile(page, 'resume.json', 'Grace Hopper, grace@example.com — not JSON at all {');
    const alert = page.getByText('This file is not JSON. Choose a JSON Resume file (.json).', { exact: true });
    await alert.waitFor();
    await alert.waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await textbox(page, 'Full Name').inputValue()).toBe('Grace Hopper');
  });

  it('dragging an experience card by its grip onto the one above reorders them; the preview and the exports follow', async () => {
    const { context, page } = await openNewBuilder();
    await textbox(page, 'Full Name').fill('Grace Hopper');
    await textbox(page, 'Email').fill('grace@example.com');
    const id = await createdId(page);
    const experience = await openTab(page, 'Experience');
    await fillJob(page, 1, { company: 'Alpha Co', position: 'Engineer' });
    await experience.getByRole('button', { name: 'Add experience', exact: true }).click();
    await fillJob(page, 2, { company: 'Beta Co', position: 'Manager' });
    const companies = () => Promise.all([1, 2].map((n) => textbox(entry(page, `Experience ${n}`), 'Company/Organization').inputValue()));
    expect(await companies()).toEqual(['Alpha Co', 'Beta Co']);

    const grip = entry(page, 'Experience 2').getByTitle(dragHandleTitle, { exact: true });
    expect(await grip.getAttribute('draggable')).toBe('true');
    const reordered = previewResponse(page, (b) => b.data.experience?.map((e) => e.company).join() === 'Beta Co,Alpha Co');
    // Chromium's native HTML5 drag and drop, driven by Playwright's mouse (no synthetic events).
    // Both cards are put on screen first, as a user dragging would have them: were the first
    // card partly off screen, dragTo would scroll it into view after pressing the button on
    // the grip, and Chromium then starts no drag at all (no dragstart).
    await entry(page, 'Experience 1').scrollIntoViewIfNeeded();
    await grip.dragTo(entry(page, 'Experience 1'));
    expect(await companies()).toEqual(['Beta Co', 'Alpha Co']);
    expect(await textbox(entry(page, 'Experience 1'), 'Position/Title').inputValue()).toBe('Manager');
    expect(await page.getByRole('textbox', { name: 'Company/Organization' }).evaluateAll((els: HTMLInputElement[]) => els.map((el) => el.value))).toEqual(['Beta Co', 'Alpha Co']);

    // The picture is drawn again in the new order, and the text copy reads in it.
    const redrawn = await reordered;
    expect(redrawn.status()).toBe(200);
    expect(await livePreview(page).getByRole('listitem').allTextContents()).toEqual(['Manager · Beta Co', 'Engineer · Alpha Co']);
    const { json } = await exportJson(page);
    expect(json.work?.map((w) => w.name)).toEqual(['Beta Co', 'Alpha Co']);
    await expect.poll(async () => (await serverCopy(context, id)).data.experience?.map((e) => e.company), { timeout: 10_000 }).toEqual(['Beta Co', 'Alpha Co']);
  });
});

describeBrowser('the builder on a phone', () => {
  // At 360 px the tab strip once hid Education and Skills with no cue, and there was no live preview.
  it('at 360 px every section tab is in sight and opens its panel, nothing scrolls sideways, and the preview is there to see', async () => {
    const { page } = await openNewBuilder({ width: 360 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const list = page.getByRole('tablist', { name: 'Resume sections' });
    // The strip itself does not scroll: what it holds is what it shows.
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    for (const name of ['Personal', 'Summary', 'Experience', 'Education', 'Skills']) {
      const tab = list.getByRole('tab', { name, exact: true });
      const box = (await tab.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(360);
      // Not covered by anything: the tab is what is under its own centre.
      expect(await tab.evaluate((el) => {
        const r = el.getBoundingClientRect();
        el.scrollIntoView({ block: 'center' });
        const s = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(s.x + s.width / 2, s.y + s.height / 2)) && r.width > 0;
      }), name).toBe(true);
      await tab.click();
      await panel(page, name).waitFor();
      expect(await panel(page, name).isVisible(), name).toBe(true);
      expect(await overflow(), name).toBe(0);
    }

    // The live preview follows the form on a phone, under it.
    await textbox(await openTab(page, 'Personal'), 'Full Name').fill('Grace Hopper');
    const aside = livePreview(page);
    await aside.scrollIntoViewIfNeeded();
    await aside.waitFor();
    await shownPicture(aside);
    const form = (await panel(page, 'Personal').boundingBox())!;
    expect((await aside.boundingBox())!.y).toBeGreaterThan(form.y + form.height);
    expect(await overflow(), 'live preview').toBe(0);

    // And Preview shows the rendered page, full width.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const region = fullPreview(page);
    await shownPicture(region);
    const picture = (await region.locator('img').boundingBox())!;
    expect(picture.width).toBeGreaterThan(300);
    expect(await overflow(), 'preview').toBe(0);
  });
});

describeBrowser('resume rendering accessibility (axe, WCAG 2.2 AA and best practices)', () => {
  it('the builder with its live preview, the new controls and the full-page preview, light and dark at 1280 and 360 px', async () => {
    const { page } = await openNewBuilder();
    await livePreview(page).locator('img[data-example]').waitFor();
    const failures = await axeFindingsInEachLook(page, 'empty builder with the example preview');
    await textbox(page, 'Full Name').fill('Grace Hopper');
    await textbox(page, 'Email').fill('grace@example.com');
    await createdId(page);
    await expectStatus(page, 'Saved');
    // Beside the form on a wide screen, under it on a phone.
    await shownPicture(livePreview(page));
    failures.push(...(await axeFindingsInEachLook(page, 'builder')));

    await openTab(page, 'Experience');
    await fillJob(page, 1, { company: 'Remington Rand', position: 'Senior Mathematician' });
    failures.push(...(await axeFindingsInEachLook(page, 'experience (drag grips)')));
    const summary = await openTab(page, 'Summary');
    await summary.getByRole('button', { name: 'Generate summary', exact: true }).click();
    await summary.getByRole('status').filter({ hasText: summaryWritten }).waitFor({ timeout: 20_000 });
    failures.push(...(await axeFindingsInEachLook(page, 'generated summary')));

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await shownPicture(fullPreview(page));
    failures.push(...(await axeFindingsInEachLook(page, 'preview')));
    expect(failures).toEqual([]);
  });
});
