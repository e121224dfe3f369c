import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { CreateDocumentInput, DocumentRecord } from '../src/shared/documents.ts';
import type { ResumeData } from '../src/shared/resume.ts';
import { axeFindingsInEachLook, baseURL, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectFocused, expectHeading, pageSettled } from './steps.ts';

// The Resume Builder's tools beside the form, as a user works with them:
// importing a PDF into a review and then into the builder, the content and
// ATS checks with their way to each field, and a copy tailored to a job ad
// that keeps up with its master.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const mara = {
  type: 'resume',
  title: 'Mara Okafor — Resume',
  data: {
    personalInfo: { fullName: 'Mara Okafor', email: 'mara.okafor@example.com', phone: '+1 555 0134', location: 'Toronto, ON' },
    summary: 'Backend engineer who keeps payment systems fast and reliable.',
    experience: [
      { id: 'exp-northwind', company: 'Northwind Payments', position: 'Senior Software Engineer', startDate: '2021-03', current: true, description: '• Led the migration of 40 services to Kubernetes\n• Cut checkout latency by 35%' },
      { id: 'exp-contoso', company: 'Contoso Bank', position: 'Software Engineer', startDate: '2017-06', endDate: '2021-02', current: false, description: '• Built a fraud scoring API in Go\n• Mentored four junior engineers' },
    ],
    education: [{ id: 'edu-toronto', institution: 'University of Toronto', degree: 'B.Sc.', fieldOfStudy: 'Computer Science', startDate: '2013', endDate: '2017' }],
    skills: [
      { id: 'skill-go', name: 'Go', level: 5 },
      { id: 'skill-postgres', name: 'PostgreSQL', level: 4 },
      { id: 'skill-k8s', name: 'Kubernetes', level: 4 },
    ],
  },
} satisfies CreateDocumentInput;

async function signedIn(options: { width?: number } = {}) {
  const { context, page } = contexts.track(await newPage(options));
  await signInContext(context, await createUser());
  return { context, page };
}

async function openBuilder(page: Page, id?: string): Promise<void> {
  await page.goto(id ? `/resume-builder?document=${id}` : '/resume-builder');
  await pageSettled(page);
  await expectHeading(page, 'Resume Builder');
  await textbox(page, 'Resume name').waitFor();
}

async function serverCopy(context: BrowserContext, id: string): Promise<DocumentRecord & { data: ResumeData }> {
  const res = await context.request.get(`/api/documents/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as DocumentRecord & { data: ResumeData };
}

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const group = (scope: Page | Locator, name: string) => scope.getByRole('group', { name, exact: true });
const selectedTab = (page: Page) => page.getByRole('tablist', { name: 'Resume sections' }).getByRole('tab', { selected: true });
async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tablist', { name: 'Resume sections' }).getByRole('tab', { name, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await panel.waitFor();
  return panel;
}
/** A date as the user sees it chosen in its month and year selects: "March 2021", "2013". */
async function dateShown(entry: Locator, name: string): Promise<string> {
  const date = group(entry, name);
  const month = await date.getByRole('combobox', { name: 'Month', exact: true }).evaluate((el: HTMLSelectElement) => (el.value ? el.selectedOptions[0]!.textContent : ''));
  return [month, await date.getByRole('combobox', { name: 'Year', exact: true }).inputValue()].filter(Boolean).join(' ');
}

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import a resume from PDF or Word', exact: true });
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describeBrowser('importing a resume from PDF', () => {
  it('a PDF is read into a review beside its text; the fields as checked and edited fill the builder, and the autosave keeps them', async () => {
    const { context, page } = await signedIn();
    const source = await createDocument(context, mara);
    const exported = await context.request.get(`/api/documents/${source.id}/export?format=pdf`);
    expect(exported.status()).toBe(200);
    const pdf = await exported.body();
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

    await openBuilder(page);
    await page.getByRole('button', { name: 'Import PDF or Word', exact: true }).click();
    const dialog = importDialog(page);
    await dialog.getByLabel('Resume file', { exact: true }).setInputFiles({ name: 'mara-okafor.pdf', mimeType: 'application/pdf', buffer: pdf });

    // The review: the text as read beside the fields read from it.
    const sourceText = dialog.getByRole('region', { name: 'Text as read from the file', exact: true });
    await sourceText.waitFor();
    const read = (await sourceText.textContent()) ?? '';
    for (const text of ['Mara Okafor', 'Northwind Payments', 'Contoso Bank', 'Built a fraud scoring API in Go']) expect(read).toContain(text);
    expect(await textbox(dialog, 'Full Name').inputValue()).toBe('Mara Okafor');
    expect(await textbox(dialog, 'Email').inputValue()).toBe('mara.okafor@example.com');
    const first = group(dialog, 'Experience 1');
    const second = group(dialog, 'Experience 2');
    expect([await textbox(first, 'Company/Organization').inputValue(), await textbox(first, 'Position/Title').inputValue()]).toEqual(['Northwind Payments', 'Senior Software Engineer']);
    expect(await textbox(second, 'Company/Organization').inputValue()).toBe('Contoso Bank');
    expect(await textbox(group(dialog, 'Education 1'), 'Institution').inputValue()).toBe('University of Toronto');
    expect(await textbox(dialog, 'Skill 3').inputValue()).toBe('Kubernetes');

    // One correction before use; nothing is saved yet.
    await textbox(second, 'Position/Title').fill('Software Engineer II');
    await dialog.getByRole('button', { name: 'Use this resume', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const personal = page.getByRole('tabpanel', { name: 'Personal', exact: true });
    expect(await textbox(personal, 'Full Name').inputValue()).toBe('Mara Okafor');
    expect(await textbox(personal, 'Email').inputValue()).toBe('mara.okafor@example.com');
    expect(await textbox(personal, 'Phone').inputValue()).toBe('+1 555 0134');
    await openTab(page, 'Experience');
    const northwind = group(page, 'Experience 1');
    const contoso = group(page, 'Experience 2');
    expect(await textbox(northwind, 'Company/Organization').inputValue()).toBe('Northwind Payments');
    expect(await dateShown(northwind, 'Start date')).toBe('March 2021');
    expect(await northwind.getByRole('checkbox', { name: 'I currently work here' }).isChecked()).toBe(true);
    expect(await textbox(northwind, 'Description').inputValue()).toMatch(/Led the migration of 40 services to Kubernetes\n.*Cut checkout latency by 35%/);
    expect(await textbox(contoso, 'Position/Title').inputValue()).toBe('Software Engineer II');
    expect([await dateShown(contoso, 'Start date'), await dateShown(contoso, 'End date')]).toEqual(['June 2017', 'February 2021']);
    await openTab(page, 'Education');
    expect(await textbox(group(page, 'Education 1'), 'Degree').inputValue()).toBe('B.Sc.');

    // The name and more are there: the autosave creates the resume, named in the address.
    await page.waitForURL((url) => url.pathname === '/resume-builder' && /^\?document=[\w-]+$/.test(url.search));
    const id = new URL(page.url()).searchParams.get('document')!;
    expect(id).not.toBe(source.id);
    await expect.poll(async () => (await serverCopy(context, id)).data.experience?.[1]?.position, { timeout: 10_000 }).toBe('Software Engineer II');
    const saved = (await serverCopy(context, id)).data;
    expect(saved.personalInfo).toMatchObject({ fullName: 'Mara Okafor', email: 'mara.okafor@example.com', phone: '+1 555 0134' });
    expect(saved.experience?.map((e) => [e.company, e.startDate])).toEqual([['Northwind Payments', '2021-03'], ['Contoso Bank', '2017-06']]);
    expect(saved.experience?.[1]?.endDate).toBe('2021-02');
    expect(saved.education?.[0]).toMatchObject({ institution: 'University of Toronto', degree: 'B.Sc.' });
    expect(saved.skills?.map((s) => s.name)).toEqual(['Go', 'PostgreSQL', 'Kubernetes']);
  });

  it('a file that is not a resume, though named .pdf, is refused by the server in the dialog, and the resume stays as it was', async () => {
    const { context, page } = await signedIn();
    const doc = await createDocument(context, mara);
    await openBuilder(page, doc.id);
    await page.getByRole('button', { name: 'Import PDF or Word', exact: true }).click();
    const dialog = importDialog(page);
    const files = [
      { name: 'photo.pdf', mimeType: 'application/pdf', buffer: onePixelPng },
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Mara Okafor\nSoftware engineer\n') },
    ];
    for (const file of files) {
      const [answer] = await Promise.all([page.waitForResponse((res) => new URL(res.url()).pathname === '/api/resume/import'), dialog.getByLabel('Resume file', { exact: true }).setInputFiles(file)]);
      expect(answer.status(), file.name).toBe(415);
      await dialog.getByRole('alert').filter({ hasText: 'This is not a PDF or Word (.docx) file. Save your resume in one of these formats, then import it.' }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Use this resume' }).count()).toBe(0);
    }
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await textbox(page, 'Full Name').inputValue()).toBe('Mara Okafor');
    await page.waitForTimeout(1_500);
    expect((await serverCopy(context, doc.id)).updatedAt).toBe(doc.updatedAt);
  });
});

const checksPanel = (page: Page) => page.getByRole('region', { name: 'Check your resume', exact: true });

describeBrowser('checking a resume', () => {
  it('the content checks name a bullet without a verb and a placeholder, each leading to its field; the ATS check counts the fields read back', async () => {
    const { context, page } = await signedIn();
    const checked = {
      ...mara,
      data: {
        ...mara.data,
        summary: 'Backend engineer who keeps payment systems fast [add numbers].',
        experience: [mara.data.experience[0]!, { ...mara.data.experience[1]!, description: '• Built a fraud scoring API in Go\n• Responsible for the on-call rota of the payments team' }],
      },
    } satisfies CreateDocumentInput;
    const doc = await createDocument(context, checked);
    await openBuilder(page, doc.id);
    await page.getByRole('button', { name: 'Check your resume', exact: true }).click();
    const panel = checksPanel(page);
    await panel.getByText('“Responsible for the on-call rota of the payments team” does not start with an action verb. Start with what you did, such as “Led”, “Built” or “Reduced”.', { exact: true }).waitFor();
    await panel.getByText('A placeholder is still in your resume: [add numbers]. Replace it with your own words before sending.', { exact: true }).waitFor();

    // The bullet: the Experience tab, the second role's description, the caret at the start of that line.
    await panel.getByRole('button', { name: 'Go to field: Experience 2 · Description', exact: true }).click();
    expect(await selectedTab(page).textContent()).toBe('Experience');
    const description = textbox(group(page, 'Experience 2'), 'Description');
    await expectFocused(description, 'after Go to field of the bullet');
    const caret = await description.evaluate((el: HTMLTextAreaElement) => el.selectionStart);
    expect(checked.data.experience[1]!.description.slice(caret)).toBe('• Responsible for the on-call rota of the payments team');

    // The placeholder: the Summary tab and its text area.
    await panel.getByRole('button', { name: 'Go to field: Professional summary', exact: true }).click();
    expect(await selectedTab(page).textContent()).toBe('Summary');
    await expectFocused(textbox(page, 'Professional summary'), 'after Go to field of the placeholder');

    // The ATS check: the exported PDF read back, as a count of fields.
    await panel.getByRole('button', { name: 'Run the check', exact: true }).click();
    const count = panel.getByRole('status').filter({ hasText: /fields read back$/ });
    await count.waitFor({ timeout: 30_000 });
    const parts = /^(\d+) of (\d+) fields read back$/.exec((await count.textContent()) ?? '');
    expect(parts).not.toBeNull();
    const [found, total] = [Number(parts![1]), Number(parts![2])];
    expect(total).toBeGreaterThan(10);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThanOrEqual(total);
    expect(await panel.getByRole('meter', { name: 'Fields read back' }).getAttribute('aria-valuenow')).toBe(String(found));
    await panel.getByText('Read from the PDF file. Pages: 1', { exact: true }).waitFor();

    expect(await axeFindingsInEachLook(page, 'checks panel with results')).toEqual([]);
  });
});

// Six bullets of which the ad speaks to one (the last) and two skills it asks for.
const master = {
  type: 'resume',
  title: 'Mara Okafor — Master',
  data: {
    ...mara.data,
    experience: [
      {
        ...mara.data.experience[0]!,
        description: [
          '• Cut checkout latency by 35%',
          '• Mentored four junior engineers',
          '• Wrote the on-call handbook',
          '• Ran the weekly architecture review',
          '• Interviewed forty candidates',
          '• Led the migration of 40 services to Kubernetes',
        ].join('\n'),
      },
    ],
    education: mara.data.education,
    skills: [...mara.data.skills, { id: 'skill-graphql', name: 'GraphQL', level: 3 }],
  },
} satisfies CreateDocumentInput;
const ad = 'Platform Engineer at Fabrikam. Essential: Kubernetes and GraphQL. You run services in production.';
const addedBullet = 'Designed a GraphQL gateway for the payments API';

describeBrowser('a copy tailored to a job ad', () => {
  it('the copy shows its diff, opens in the builder linked to its master, and pulls the master’s later edits', async () => {
    const { context, page } = await signedIn();
    const saved = await createDocument(context, master);
    await openBuilder(page, saved.id);

    await page.getByRole('button', { name: 'Tailor to a job ad', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Tailor “${master.title}” to a job ad`, exact: true });
    await textbox(dialog, 'The job ad').fill(ad);
    await dialog.getByRole('button', { name: 'Make the copy', exact: true }).click();
    const line = (label: string, text: string) => dialog.getByRole('listitem').filter({ hasText: label }).filter({ hasText: text });
    await line('Moved up', 'Led the migration of 40 services to Kubernetes').waitFor();
    await line('Left out', 'Interviewed forty candidates').waitFor();
    expect(await line('Left out', 'Interviewed forty candidates').locator('del').textContent()).toBe('Interviewed forty candidates');
    await line('Moved up', 'GraphQL').waitFor();
    await dialog.getByText(/^Your resume shows what the ad asks for: .*Kubernetes/).waitFor();
    expect(await axeFindingsInEachLook(page, 'tailor dialog with the diff')).toEqual([]);

    await dialog.getByRole('button', { name: 'Save the copy', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/resume-builder' && /^\?document=[\w-]+$/.test(url.search) && !url.search.includes(saved.id));
    const copyId = new URL(page.url()).searchParams.get('document')!;
    await textbox(page, 'Resume name').waitFor();
    const masterLink = page.getByRole('link', { name: master.title, exact: true });
    await masterLink.waitFor();
    expect(await masterLink.locator('..').textContent()).toBe(`Tailored from ${master.title}`);
    expect(await masterLink.getAttribute('href')).toBe(`/resume-builder?document=${saved.id}`);
    expect(await page.getByRole('button', { name: 'Tailor to a job ad' }).count()).toBe(0);
    const copy = await serverCopy(context, copyId);
    expect(copy.data.tailoredFrom?.masterId).toBe(saved.id);
    expect(copy.data.jobAd).toBe(ad);
    expect(copy.data.experience?.[0]?.description?.split('\n')[0]).toBe('• Led the migration of 40 services to Kubernetes');
    expect(copy.data.experience?.[0]?.description).not.toContain('Interviewed forty candidates');

    // The master gains a bullet elsewhere (another tab, another device).
    const changedExperience = [{ ...master.data.experience[0]!, description: `${master.data.experience[0]!.description}\n• ${addedBullet}` }];
    const patched = await context.request.patch(`/api/documents/${saved.id}`, { data: { data: { ...master.data, experience: changedExperience } }, headers: { origin: baseURL } });
    expect(patched.status()).toBe(200);
    await page.reload();
    await pageSettled(page);
    await page.getByText('The master has changed since.', { exact: true }).waitFor();
    await page.getByRole('link', { name: master.title, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Pull the master\'s changes', exact: true }).click();
    const pull = page.getByRole('dialog', { name: 'Pull the master\'s changes', exact: true });
    await pull.getByRole('listitem').filter({ hasText: addedBullet }).waitFor();
    await pull.getByRole('button', { name: 'Apply the changes', exact: true }).click();
    await pull.waitFor({ state: 'detached' });
    await page.getByText('The master has changed since.', { exact: true }).waitFor({ state: 'detached' });

    await openTab(page, 'Experience');
    expect(await textbox(group(page, 'Experience 1'), 'Description').inputValue()).toContain(addedBullet);
    await expect.poll(async () => (await serverCopy(context, copyId)).data.experience?.[0]?.description, { timeout: 10_000 }).toContain(addedBullet);
    const pulled = (await serverCopy(context, copyId)).data;
    expect(pulled.tailoredFrom?.masterId).toBe(saved.id);
    expect(pulled.tailoredFrom?.masterUpdatedAt).toBe(((await patched.json()) as DocumentRecord).updatedAt);
    expect((await serverCopy(context, copyId)).title).toBe(copy.title);
  });
});

describeBrowser('import review accessibility (axe, WCAG 2.2 AA and best practices)', () => {
  it('the review of an imported PDF, light and dark at 1280 and 360 px', async () => {
    const { context, page } = await signedIn();
    const source = await createDocument(context, mara);
    const pdf = await (await context.request.get(`/api/documents/${source.id}/export?format=pdf`)).body();
    await openBuilder(page);
    await page.getByRole('button', { name: 'Import PDF or Word', exact: true }).click();
    const dialog = importDialog(page);
    await dialog.getByLabel('Resume file', { exact: true }).setInputFiles({ name: 'mara-okafor.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByRole('button', { name: 'Use this resume', exact: true }).waitFor();
    expect(await axeFindingsInEachLook(page, 'import review')).toEqual([]);
  });
});
