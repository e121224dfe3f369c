import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { axeFindingsInEachLook, baseURL, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { addReferenceToEmptyLibrary, contextTracker, downloadBytes, expectFocused, holdRequests, pageSettled } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

// A reference's attached full text: pasted or a file, read into passages the
// student can quote, downloaded and removed again; a file the server cannot
// read is refused in its words, and Settings says how much storage is used.

const pasted = [
  'Sleep is the single most effective thing we can do to reset our brain and body health each day.',
  'Routinely sleeping less than six or seven hours a night demolishes your immune system.',
  'The shorter your sleep, the shorter your life span.',
].join('\n\n');

const html = Buffer.from(
  '<!doctype html><html><head><title>Notes</title></head><body><h1>Why We Sleep</h1><p>Two processes govern sleep: the circadian rhythm and sleep pressure.</p><p>Adenosine builds up while we are awake.</p></body></html>',
);

/** A well-formed one-page PDF with nothing written on it: a scan without a text layer reads the same. */
function blankPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << >> >>',
    '<< /Length 0 >>\nstream\n\nendstream',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function addByApi(context: BrowserContext, item: Record<string, unknown>): Promise<string> {
  const res = await context.request.post('/api/references', { data: { item }, headers: { origin: baseURL } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function attachmentOf(context: BrowserContext, id: string): Promise<{ name: string; passages: number; size: number } | null> {
  const res = await context.request.get(`/api/references/${id}/attachment`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { attachment: { name: string; passages: number; size: number } | null }).attachment;
}

async function openAttachedText(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: `Full text of “${title}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Attached text' });
  await dialog.waitFor();
  return dialog;
}

const rowOf = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

describeBrowser('attached full text in the reference library', () => {
  it('keeps an abstract and notes, attaches pasted text and a file, downloads and removes it, refuses what it cannot read, and Settings counts it', async () => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, await createUser());
    // The abstract and the user's notes, on the form of a kind that lists neither among its own fields.
    const form = await addReferenceToEmptyLibrary(page);
    await form.getByLabel('Kind of source').selectOption('webpage');
    await form.getByRole('textbox', { name: 'Family name 1' }).fill('Walker');
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Why We Sleep');
    await form.getByRole('textbox', { name: 'Abstract' }).fill('A book about sleep.\nAnd dreams.');
    await form.getByRole('textbox', { name: 'Your notes' }).fill('Use chapter 3 for the essay.');
    await form.getByRole('button', { name: 'Add reference' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('list').getByText('Why We Sleep', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit “Why We Sleep”' }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit reference' });
    expect(await editForm.getByRole('textbox', { name: 'Abstract' }).inputValue()).toBe('A book about sleep.\nAnd dreams.');
    expect(await editForm.getByRole('textbox', { name: 'Your notes' }).inputValue()).toBe('Use chapter 3 for the essay.');
    await editForm.getByRole('button', { name: 'Cancel' }).click();
    await editForm.waitFor({ state: 'detached' });
    const listed = (await (await context.request.get('/api/references')).json()) as { references: { id: string }[] };
    const id = listed.references[0]!.id;

    // Files the server cannot read are refused in its words, and nothing is attached.
    let dialog = await openAttachedText(page, 'Why We Sleep');
    await dialog.getByText('No text is attached to this reference yet.').waitFor();
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'article.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\nhello') });
    await dialog.getByRole('alert').getByText('This PDF could not be read: it may be damaged or incomplete. Download it again, or paste its text instead.').waitFor();
    await fileInput.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x00, 0x01, 0xfe, 0xff, 0x00, 0x10]) });
    await dialog
      .getByRole('alert')
      .getByText('This file is not a PDF, a Word document (.docx), an HTML page or a plain-text file. Save it in one of these formats, or paste its text instead.')
      .waitFor();
    // Over 20 MB: refused before anything is sent.
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/attachment')) uploads += 1;
    });
    // Made in the page: 20 MB through the browser's remote connection takes longer than the check.
    await fileInput.evaluate((input: HTMLInputElement) => {
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' }));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await dialog.getByRole('alert').getByText('This file is larger than 20 MB. Attach a smaller file, or paste the parts you need.').waitFor();
    expect(uploads).toBe(0);
    expect(await attachmentOf(context, id)).toBeNull();

    // Pasted text: a progress line while the server reads it, then its passages.
    await dialog.getByRole('button', { name: 'Paste text' }).click();
    await dialog.getByRole('textbox', { name: 'Text to attach' }).fill(pasted);
    const held = await holdRequests(page, '**/attachment/text');
    await dialog.getByRole('button', { name: 'Save text' }).click();
    await held.seen;
    await dialog.getByText('Reading the text… a long PDF can take a few seconds.').waitFor();
    await held.release();
    await dialog.getByRole('heading', { name: 'Pasted text' }).waitFor();
    const fromPaste = await attachmentOf(context, id);
    expect(fromPaste?.passages).toBeGreaterThan(0);
    await dialog.getByText(`${fromPaste!.size} bytes · ${fromPaste!.passages} passage${fromPaste!.passages === 1 ? '' : 's'}`, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, 'Why We Sleep').getByText('Full text attached').waitFor();

    // Removed, then an HTML file in its place, downloaded as it was uploaded.
    dialog = await openAttachedText(page, 'Why We Sleep');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByText('No text is attached to this reference yet.').waitFor();
    // The control pressed is gone: the keyboard goes on from the one that replaced it.
    await expectFocused(dialog.getByRole('button', { name: 'Attach a file' }), 'after Remove');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'sleep notes.html', mimeType: 'text/html', buffer: html });
    await dialog.getByRole('heading', { name: 'sleep notes.html' }).waitFor();
    await expectFocused(dialog.getByRole('link', { name: 'Download' }), 'after attaching');
    const fromFile = await attachmentOf(context, id);
    expect(fromFile).toMatchObject({ name: 'sleep notes.html', size: html.length });
    await dialog.getByText(`${html.length} bytes · ${fromFile!.passages} passage${fromFile!.passages === 1 ? '' : 's'}`, { exact: true }).waitFor();
    const saved = await downloadBytes(page, dialog.getByRole('link', { name: 'Download' }));
    expect(saved.name).toBe('sleep notes.html');
    expect(saved.bytes.equals(html)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Settings › Subscription counts the file, and leads back to the library.
    await page.goto('/settings?tab=subscription');
    await pageSettled(page);
    const storage = page.getByRole('region', { name: 'Attached texts' });
    await storage.getByText(`${html.length} bytes of 250 MB used, 1 file.`).waitFor();
    await storage.getByRole('link', { name: 'Open the reference library' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reference Library' }).waitFor();

    dialog = await openAttachedText(page, 'Why We Sleep');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByText('No text is attached to this reference yet.').waitFor();
    expect(await attachmentOf(context, id)).toBeNull();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, 'Why We Sleep').getByText('Full text attached').waitFor({ state: 'detached' });
  });

  it('a PDF without a text layer is kept, said to be unquotable, and marked so in the list', async () => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, await createUser());
    await addByApi(context, { type: 'report', title: 'Scanned report', author: [{ literal: 'World Health Organization' }] });
    await page.goto('/references');
    await pageSettled(page);
    const dialog = await openAttachedText(page, 'Scanned report');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: blankPdf() });
    await dialog.getByRole('heading', { name: 'scan.pdf' }).waitFor();
    await dialog.getByText('No text layer: this looks like a scanned PDF. The file is kept but cannot be quoted.').waitFor();
    await dialog.getByText(/ · 1 page$/).waitFor();
    await page.keyboard.press('Escape');
    await rowOf(page, 'Scanned report').getByText('File attached, no text').waitFor();
  });

  it('the library and the attached-text dialog pass axe, light and dark at 1280 and 360 px', async () => {
    const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce' }));
    await signInContext(context, await createUser());
    const id = await addByApi(context, { type: 'book', title: 'Why We Sleep', author: [{ family: 'Walker', given: 'Matthew' }] });
    await addByApi(context, { type: 'book', title: 'The Sleep Book', author: [{ family: 'Meadows', given: 'Guy' }] });
    const res = await context.request.put(`/api/references/${id}/attachment/text`, { data: { text: pasted }, headers: { origin: baseURL } });
    expect(res.status()).toBe(200);
    const failures: string[] = [];
    await page.goto('/references');
    await pageSettled(page);
    await rowOf(page, 'Why We Sleep').getByText('Full text attached').waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'library with a marker', { sideways: true })));

    let dialog = await openAttachedText(page, 'Why We Sleep');
    await dialog.getByRole('heading', { name: 'Pasted text' }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'attached text', { sideways: true })));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The empty state by keyboard: the paste box opens with Enter, a refusal shows beside it.
    dialog = await openAttachedText(page, 'The Sleep Book');
    await dialog.getByRole('button', { name: 'Paste text' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('textbox', { name: 'Text to attach' }).waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'article.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\nhello') });
    await dialog.getByRole('alert').waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'attach or paste, with a refusal', { sideways: true })));
    expect(failures).toEqual([]);
  }, 150_000);

  it('the storage line in Settings passes axe, light and dark at 1280 and 360 px', async () => {
    const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce' }));
    await signInContext(context, await createUser());
    const id = await addByApi(context, { type: 'book', title: 'Why We Sleep', author: [{ family: 'Walker', given: 'Matthew' }] });
    const res = await context.request.put(`/api/references/${id}/attachment/text`, { data: { text: pasted }, headers: { origin: baseURL } });
    expect(res.status()).toBe(200);
    await page.goto('/settings?tab=subscription');
    await pageSettled(page);
    await page.getByText(`${Buffer.byteLength(pasted)} bytes of 250 MB used, 1 file.`).waitFor();
    expect(await axeFindingsInEachLook(page, 'settings storage line', { sideways: true })).toEqual([]);
  }, 90_000);
});
