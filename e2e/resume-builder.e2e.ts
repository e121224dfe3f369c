import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { CreateDocumentInput, DocumentRecord, DocumentSummary } from '../src/shared/documents.ts';
import type { ResumeData } from '../src/shared/resume.ts';
import { axeFindingsInEachLook, baseURL, changeSettings, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, downloadBytes, expectHeading, holdRequests, isFocused, pageSettled, pdfText, waitForPath } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const ada = {
  type: 'resume',
  title: 'Ada Lovelace — Resume',
  data: {
    template: 'modern',
    personalInfo: {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      location: 'London',
      linkedin: 'https://www.linkedin.com/in/ada-lovelace',
      website: 'https://ada.example.com',
    },
    summary: 'Mathematician who published the first algorithm meant for a machine.',
    experience: [
      // Dates as the builder stores them (YYYY-MM, YYYY), and one written as free text by an earlier version.
      { id: 'exp-engine', company: 'Analytical Engine Project', position: 'Programmer', location: 'London', startDate: '2021-01', endDate: '', current: true, description: 'Wrote Note G on Bernoulli numbers.' },
      { id: 'exp-menabrea', company: 'Taylor’s Scientific Memoirs', position: 'Translator', location: 'Turin', startDate: 'Mar 2019', endDate: '2020-12', current: false, description: 'Translated Menabrea’s paper.' },
    ],
    education: [{ id: 'edu-home', institution: 'Private tutoring', degree: 'Mathematics', fieldOfStudy: 'Calculus', startDate: '2014', endDate: '2018', description: 'Taught by Augustus De Morgan.' }],
    skills: [
      { id: 'skill-algo', name: 'Algorithms', level: 5 },
      { id: 'skill-translation', name: 'Translation', level: 4 },
      { id: 'skill-poetry', name: 'Poetry', level: 1 },
    ],
  },
} satisfies CreateDocumentInput;

/** A new account signed in to a fresh page, owning these documents. */
async function accountWith(documents: CreateDocumentInput[] = [], options: { width?: number } = {}) {
  const { context, page } = contexts.track(await newPage(options));
  await signInContext(context, await createUser());
  const created: DocumentRecord[] = [];
  for (const doc of documents) created.push(await createDocument(context, doc));
  return { context, page, created };
}

async function serverCopy(context: BrowserContext, id: string): Promise<DocumentRecord & { data: ResumeData }> {
  const res = await context.request.get(`/api/documents/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as DocumentRecord & { data: ResumeData };
}

async function resumesOnServer(context: BrowserContext): Promise<DocumentSummary[]> {
  const res = await context.request.get('/api/documents?type=resume');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { documents: DocumentSummary[] }).documents;
}

// ---- the builder, as a user reads it ----

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const select = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });
const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^(Saved|Unsaved changes|Saving…|Not saved — retrying)$/ });
const restoredNotice = 'Changes you made earlier in this browser had not reached the server yet; they are back and will be saved now.';
const required = 'This field is required';
const notKept = 'Saved to History once it has your name and one more detail';
const badEmail = 'Enter an email address like name@example.com. Until then it is left off your resume.';
const badWebsite = 'Enter a web address like example.com or https://example.com. Until then it is left off your resume.';
const endBeforeStart = 'The end date is before the start date.';

/** One entry of a list ('Experience 2'): a group named after its heading. */
const entry = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** A date of an entry ('Start date'): a group of a month and a year select. */
const dateGroup = (scope: Locator, name: string) => scope.getByRole('group', { name, exact: true });
const month = (scope: Locator, name: string) => select(dateGroup(scope, name), 'Month');
const year = (scope: Locator, name: string) => select(dateGroup(scope, name), 'Year');
/** A date as the user sees it chosen: "March 2019", "2014" (no month), "" (nothing). */
async function dateShown(scope: Locator, name: string): Promise<string> {
  const [m, y] = await Promise.all([month(scope, name).inputValue(), year(scope, name).inputValue()]);
  return [m && (await selectedLabel(month(scope, name))), y].filter(Boolean).join(' ');
}
/** Picks a month (by name) and a year, as a user does with the two selects. */
async function pickDate(scope: Locator, name: string, date: { month?: string; year: string }): Promise<void> {
  if (date.month) await month(scope, name).selectOption({ label: date.month });
  await year(scope, name).selectOption(date.year);
}

async function expectStatus(page: Page, text: string, timeout = 10_000): Promise<void> {
  await expect.poll(async () => (await saveStatus(page).textContent())?.trim(), { timeout }).toBe(text);
}

async function openBuilder(page: Page, id: string): Promise<void> {
  await page.goto(`/resume-builder?document=${id}`);
  await pageSettled(page);
  await expectHeading(page, 'Resume Builder');
  await textbox(page, 'Resume name').waitFor();
}

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tablist', { name: 'Resume sections' }).getByRole('tab', { name, exact: true }).click();
  await panel(page, name).waitFor();
  return panel(page, name);
}

const selectedLabel = (control: Locator) => control.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');

/** The required message of a field as assistive technology gets it: the field marked invalid, the message linked to it. */
async function requiredMessage(control: Locator): Promise<string | null> {
  const invalid = await control.getAttribute('aria-invalid');
  const described = await control.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim());
  if (invalid !== 'true') {
    expect(described).not.toContain(required);
    return null;
  }
  return described;
}

/** The live preview's text copy (what a screen reader reads of the drawn page), once it has caught up with the form. */
const livePreview = (page: Page) => page.getByRole('complementary', { name: 'Live preview', exact: true });
async function previewText(page: Page): Promise<string> {
  return (await livePreview(page).textContent()) ?? '';
}

describeBrowser('the resume builder', () => {
  it('Edit in History opens the builder with the resume in every tab, and opening it saves nothing', async () => {
    const { context, page, created } = await accountWith([ada]);
    const doc = created[0]!;
    await page.goto('/history');
    await pageSettled(page);
    await page.getByRole('article', { name: ada.title, exact: true }).getByRole('link', { name: 'Edit', exact: true }).click();
    await waitForPath(page, `/resume-builder?document=${doc.id}`);
    await expectHeading(page, 'Resume Builder');
    await textbox(page, 'Resume name').waitFor();
    expect(await textbox(page, 'Resume name').inputValue()).toBe(ada.title);
    expect(await selectedLabel(select(page, 'Template'))).toBe('Modern (teal)');
    await expectStatus(page, 'Saved');
    await page.getByRole('button', { name: 'Download' }).waitFor();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Personal');

    const personal = panel(page, 'Personal');
    const p = ada.data.personalInfo;
    const shown = async (scope: Locator, names: string[]) => Promise.all(names.map((n) => textbox(scope, n).inputValue()));
    expect(await shown(personal, ['Full Name', 'Email', 'Phone', 'Location', 'LinkedIn', 'Website'])).toEqual([p.fullName, p.email, p.phone, p.location, p.linkedin, p.website]);

    expect(await textbox(await openTab(page, 'Summary'), 'Professional summary').inputValue()).toBe(ada.data.summary);

    await openTab(page, 'Experience');
    const fields = ['Company/Organization', 'Position/Title', 'Location', 'Description'];
    const engine = ada.data.experience[0]!;
    const menabrea = ada.data.experience[1]!;
    const first = entry(page, 'Experience 1');
    const second = entry(page, 'Experience 2');
    expect(await shown(first, fields)).toEqual([engine.company, engine.position, engine.location, engine.description]);
    expect(await dateShown(first, 'Start date')).toBe('January 2021');
    expect(await first.getByRole('checkbox', { name: 'I currently work here' }).isChecked()).toBe(true);
    expect(await month(first, 'End date').isDisabled()).toBe(true);
    expect(await year(first, 'End date').isDisabled()).toBe(true);
    expect(await shown(second, fields)).toEqual([menabrea.company, menabrea.position, menabrea.location, menabrea.description]);
    // A date an earlier version kept as free text ("Mar 2019") reads as the month it names
    // (text it cannot read is kept and said: month-year-field.test.tsx).
    expect(await dateShown(second, 'Start date')).toBe('March 2019');
    expect(await dateGroup(second, 'Start date').textContent()).not.toContain('Saved as');
    expect(await dateShown(second, 'End date')).toBe('December 2020');
    expect(await second.getByRole('checkbox', { name: 'I currently work here' }).isChecked()).toBe(false);
    expect(await entry(page, 'Experience 3').count()).toBe(0);

    await openTab(page, 'Education');
    const edu = ada.data.education[0]!;
    const school = entry(page, 'Education 1');
    expect(await shown(school, ['Institution', 'Degree', 'Field of study', 'Description'])).toEqual([edu.institution, edu.degree, edu.fieldOfStudy, edu.description]);
    expect([await dateShown(school, 'Start date'), await dateShown(school, 'End date')]).toEqual(['2014', '2018']);

    await openTab(page, 'Skills');
    const skills = [];
    for (let i = 1; i <= 3; i++) skills.push([await textbox(entry(page, `Skill ${i}`), 'Skill').inputValue(), await selectedLabel(select(entry(page, `Skill ${i}`), 'Level'))]);
    expect(skills).toEqual([
      ['Algorithms', 'Master'],
      ['Translation', 'Expert'],
      ['Poetry', 'Beginner'],
    ]);

    // Only looking: nothing was written back (longer than the autosave delay has passed).
    await page.waitForTimeout(1_500);
    await expectStatus(page, 'Saved');
    expect((await serverCopy(context, doc.id)).updatedAt).toBe(doc.updatedAt);
  });

  // The builder once created a History document on the first keystroke, so abandoned attempts stayed.
  it('an abandoned attempt leaves no History document; a name and one more detail create exactly one, named in the address', async () => {
    const { context, page } = await accountWith();
    await page.goto('/resume-builder');
    await pageSettled(page);
    await expectHeading(page, 'Resume Builder');
    await page.getByRole('status').filter({ hasText: notKept }).waitFor();
    expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(0);
    expect(await textbox(page, 'Resume name').getAttribute('placeholder')).toBe('Untitled resume');

    // Details without a name, a name typed and taken back, then the page left: nothing reaches History
    // (longer than the autosave delay passes).
    await textbox(page, 'Resume name').fill('Maybe later');
    await textbox(page, 'Email').fill('grace@example.com');
    await openTab(page, 'Skills');
    await textbox(entry(page, 'Skill 1'), 'Skill').fill('COBOL');
    await openTab(page, 'Personal');
    await textbox(page, 'Full Name').fill('Grace Hopper');
    await textbox(page, 'Full Name').fill('');
    await page.waitForTimeout(1_500);
    expect(await resumesOnServer(context)).toEqual([]);
    await page.getByRole('status').filter({ hasText: notKept }).waitFor();
    await page.goto('/history');
    await pageSettled(page);
    await page.getByText('You haven\'t created any documents yet', { exact: true }).waitFor();
    expect(await resumesOnServer(context)).toEqual([]);

    // A fresh builder: a name alone is not kept yet; the name and one more detail are, once.
    await page.goto('/resume-builder');
    await pageSettled(page);
    await textbox(page, 'Full Name').pressSequentially('Grace Hopper');
    await page.waitForTimeout(1_500);
    expect(await resumesOnServer(context)).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
    await textbox(page, 'Email').fill('grace@example.com');
    await textbox(page, 'Phone').fill('+1 555 0100');
    expect(await textbox(page, 'Resume name').getAttribute('placeholder')).toBe('Grace Hopper — Resume');
    await page.waitForURL((url) => url.pathname === '/resume-builder' && /^\?document=[\w-]+$/.test(url.search));
    const id = new URL(page.url()).searchParams.get('document')!;
    await expectStatus(page, 'Saved');
    const list = await resumesOnServer(context);
    expect(list.map((d) => [d.id, d.title])).toEqual([[id, 'Grace Hopper — Resume']]);
    await page.getByRole('button', { name: 'Download' }).waitFor();
    // The first save mounts the form anew (the bug the next two tests show); let that
    // happen before typing on, so this test is about the count, the address and the reload.
    await page.waitForTimeout(1_000);

    // More edits after the first save update that same document.
    await textbox(page, 'Location').fill('Arlington, VA');
    await textbox(page, 'Website').fill('https://grace.example.com');
    const summary = await openTab(page, 'Summary');
    await textbox(summary, 'Professional summary').fill('Computer scientist; wrote the first compiler.');
    await textbox(page, 'Resume name').fill('Grace — Navy applications');
    await expect.poll(async () => (await serverCopy(context, id)).title, { timeout: 10_000 }).toBe('Grace — Navy applications');
    await expectStatus(page, 'Saved');
    const saved = await serverCopy(context, id);
    expect(saved.type).toBe('resume');
    expect(saved.data.personalInfo).toMatchObject({ fullName: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0100', location: 'Arlington, VA', website: 'https://grace.example.com' });
    expect(saved.data.summary).toBe('Computer scientist; wrote the first compiler.');
    expect(saved.data.template).toBe('professional');
    expect((await resumesOnServer(context)).map((d) => d.id)).toEqual([id]);

    await page.reload();
    await pageSettled(page);
    await textbox(page, 'Full Name').waitFor();
    expect(await textbox(page, 'Resume name').inputValue()).toBe('Grace — Navy applications');
    expect(await textbox(page, 'Full Name').inputValue()).toBe('Grace Hopper');
    expect(await textbox(page, 'Location').inputValue()).toBe('Arlington, VA');
    expect(await textbox(await openTab(page, 'Summary'), 'Professional summary').inputValue()).toBe('Computer scientist; wrote the first compiler.');
    expect(await page.getByText(restoredNotice).count()).toBe(0);
    await expectStatus(page, 'Saved');
    expect((await resumesOnServer(context)).length).toBe(1);
  });

  // BUG (src/web/features/resume/resume-builder-page.tsx): the first save of a new
  // resume changes the address to ?document=<id>, and ResumeBuilderPage then renders
  // <Builder key={id}> instead of <Builder key="new">: the whole form is mounted anew.
  it('the first save of a new resume leaves the form as it was: same tab, focus and text', async () => {
    const { context, page } = await accountWith();
    await page.goto('/resume-builder');
    await pageSettled(page);
    // A name first: the summary is then the "one more detail" that has the resume saved.
    await textbox(page, 'Full Name').fill('Grace Hopper');
    const summary = textbox(await openTab(page, 'Summary'), 'Professional summary');
    await summary.click();
    await page.keyboard.type('Builds compilers.');
    // A pause longer than the autosave delay: the resume is created meanwhile.
    await page.waitForURL((url) => url.search.startsWith('?document='));
    await expectStatus(page, 'Saved');
    await page.keyboard.type(' Teaches COBOL.');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Summary');
    await expect.poll(() => isFocused(summary)).toBe(true);
    expect(await summary.inputValue()).toBe('Builds compilers. Teaches COBOL.');
    const id = new URL(page.url()).searchParams.get('document')!;
    await expect.poll(async () => (await serverCopy(context, id)).data.summary, { timeout: 10_000 }).toBe('Builds compilers. Teaches COBOL.');
  });

  it('what is typed while a new resume is being created stays on screen and is saved to that one document', async () => {
    const { context, page } = await accountWith();
    await page.goto('/resume-builder');
    await pageSettled(page);
    // Creating (POST) and then saving (PATCH) are each held until released, so the edits
    // below land while the resume is being created, whatever the machine's speed.
    const creating = await holdRequests(page, '**/api/documents');
    const saving = await holdRequests(page, '**/api/documents/*');
    await textbox(page, 'Location').fill('Arlington, VA');
    await textbox(page, 'Full Name').fill('Grace');
    await creating.seen;
    await textbox(page, 'Full Name').pressSequentially(' Hopper');
    await textbox(page, 'Email').fill('grace@example.com');
    await creating.release();
    await page.waitForURL((url) => url.search.startsWith('?document='));
    const id = new URL(page.url()).searchParams.get('document')!;
    await saving.seen; // the edits made meanwhile are on their way
    await page.waitForTimeout(1_000);
    expect(await textbox(page, 'Full Name').inputValue()).toBe('Grace Hopper');
    expect(await textbox(page, 'Email').inputValue()).toBe('grace@example.com');
    await saving.release();
    await expect.poll(async () => (await serverCopy(context, id)).data.personalInfo?.email, { timeout: 10_000 }).toBe('grace@example.com');
    // A later edit must not write an older screen back over them.
    await textbox(page, 'Phone').fill('+1 555 0100');
    await expect.poll(async () => (await serverCopy(context, id)).data.personalInfo?.phone, { timeout: 10_000 }).toBe('+1 555 0100');
    expect((await serverCopy(context, id)).data.personalInfo).toMatchObject({ fullName: 'Grace Hopper', email: 'grace@example.com' });
    expect((await resumesOnServer(context)).map((d) => [d.id, d.title])).toEqual([[id, 'Grace Hopper — Resume']]);
  });

  it('a malformed email or website is said on its field, left off the preview and the PDF, and kept in the draft; so is an end before the start', async () => {
    const { context, page, created } = await accountWith([ada]);
    const doc = created[0]!;
    await openBuilder(page, doc.id);
    await expect.poll(() => previewText(page)).toContain('ada@example.com · +44 20 7946 0000');

    const email = textbox(page, 'Email');
    await email.fill('not-an-email');
    // Nothing is said while the user is still typing in the field …
    expect(await requiredMessage(email)).toBeNull();
    await page.keyboard.press('Tab');
    // … and once they leave it, the message is on the field.
    expect(await requiredMessage(email)).toBe(badEmail);
    await textbox(page, 'Website').fill('notaurl');
    await textbox(page, 'Website').blur();
    expect(await requiredMessage(textbox(page, 'Website'))).toBe(badWebsite);
    await expect.poll(() => previewText(page)).toContain('+44 20 7946 0000 · London · https://www.linkedin.com/in/ada-lovelace');
    expect(await previewText(page)).not.toContain('not-an-email');
    expect(await previewText(page)).not.toContain('notaurl');

    // Nothing typed is lost: the draft keeps both, and a reload shows the messages at once.
    await expect.poll(async () => (await serverCopy(context, doc.id)).data.personalInfo?.website, { timeout: 10_000 }).toBe('notaurl');
    expect((await serverCopy(context, doc.id)).data.personalInfo?.email).toBe('not-an-email');
    await expectStatus(page, 'Saved');
    await page.reload();
    await pageSettled(page);
    await textbox(page, 'Email').waitFor();
    expect(await requiredMessage(textbox(page, 'Email'))).toBe(badEmail);
    expect(await textbox(page, 'Email').inputValue()).toBe('not-an-email');

    // The PDF leaves them off too.
    await page.getByRole('button', { name: 'Download' }).click();
    const pdf = pdfText((await downloadBytes(page, page.getByRole('menuitem', { name: 'PDF', exact: true }))).bytes);
    expect(pdf).toContain('+44 20 7946 0000');
    expect(pdf).not.toContain('not-an-email');
    expect(pdf).not.toContain('notaurl');

    // Corrected: the message goes, the address is printed.
    await textbox(page, 'Email').fill('ada@lovelace.example');
    await textbox(page, 'Email').blur();
    expect(await requiredMessage(textbox(page, 'Email'))).toBeNull();
    await expect.poll(() => previewText(page)).toContain('ada@lovelace.example');

    // An end before the start: said on the end date at once, and the end is left off the preview.
    await openTab(page, 'Experience');
    const second = entry(page, 'Experience 2');
    expect(await dateGroup(second, 'End date').getByText(endBeforeStart).count()).toBe(0);
    await pickDate(second, 'Start date', { month: 'March', year: '2021' });
    await dateGroup(second, 'End date').getByText(endBeforeStart, { exact: true }).waitFor();
    expect(await year(second, 'End date').getAttribute('aria-invalid')).toBe('true');
    expect(await dateGroup(second, 'Start date').textContent()).not.toContain('Saved as');
    await expect.poll(() => previewText(page)).toContain('Turin · Mar 2021');
    expect(await previewText(page)).not.toContain('Dec 2020');
    await pickDate(second, 'End date', { month: 'May', year: '2022' });
    expect(await dateGroup(second, 'End date').getByText(endBeforeStart).count()).toBe(0);
    await expect.poll(() => previewText(page)).toContain('Turin · Mar 2021 – May 2022');
    await expect.poll(async () => (await serverCopy(context, doc.id)).data.experience?.[1], { timeout: 10_000 }).toMatchObject({ startDate: '2021-03', endDate: '2022-05' });
  });

  it('month dates chosen from the keyboard show in the resume’s language in the preview and the PDF, and are saved as YYYY-MM', async () => {
    const { context, page, created } = await accountWith([{ type: 'resume', title: 'Camille Martin — CV', data: { personalInfo: { fullName: 'Camille Martin', email: 'camille@example.com' } } }]);
    const doc = created[0]!;
    await openBuilder(page, doc.id);
    // A resume without a language of its own is in the interface's.
    expect(await selectedLabel(select(page, 'Resume language'))).toBe('English');
    await select(page, 'Resume language').selectOption({ label: 'Français' });

    await openTab(page, 'Experience');
    const job = entry(page, 'Experience 1');
    await textbox(job, 'Company/Organization').fill('Datadog');
    await textbox(job, 'Position/Title').fill('Ingénieure');
    // As a keyboard user picks them: focus each select and type.
    await month(job, 'Start date').focus();
    await page.keyboard.type('Mar');
    expect(await dateShown(job, 'Start date')).toBe('March');
    expect(await dateGroup(job, 'Start date').textContent()).toContain('Choose the year too: a month alone is not saved.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2021');
    expect(await dateShown(job, 'Start date')).toBe('March 2021');
    expect(await dateGroup(job, 'Start date').textContent()).not.toContain('Choose the year too');
    await job.getByRole('checkbox', { name: 'I currently work here' }).check();
    await expect.poll(() => previewText(page)).toContain('mars 2021 – Aujourd’hui');

    await expect.poll(async () => (await serverCopy(context, doc.id)).data.experience?.[0]?.startDate, { timeout: 10_000 }).toBe('2021-03');
    expect((await serverCopy(context, doc.id)).data.language).toBe('fr');
    await expectStatus(page, 'Saved');
    await page.getByRole('button', { name: 'Download' }).click();
    const pdf = pdfText((await downloadBytes(page, page.getByRole('menuitem', { name: 'PDF', exact: true }))).bytes);
    expect(pdf).toContain('mars 2021 – Aujourd’hui');
  });

  it('an emptied resume is not deleted without asking: it says so, Cancel keeps it, Delete removes it', async () => {
    const { context, page, created } = await accountWith([{ type: 'resume', title: 'Short-lived', data: { personalInfo: { fullName: 'Grace Hopper', email: 'grace@example.com' } } }]);
    const doc = created[0]!;
    await openBuilder(page, doc.id);
    const emptied = page.getByText('This resume is now empty. It stays in History until you delete it.', { exact: true });
    expect(await emptied.count()).toBe(0);
    await textbox(page, 'Full Name').fill('');
    await textbox(page, 'Email').fill('');
    await emptied.waitFor();
    // The empty resume is saved as it is, not deleted.
    await expect.poll(async () => (await serverCopy(context, doc.id)).data.personalInfo?.fullName, { timeout: 10_000 }).toBe('');
    await expectStatus(page, 'Saved');

    await page.getByRole('button', { name: 'Delete this resume', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this document?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Are you sure you want to delete this document? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await resumesOnServer(context)).map((d) => d.id)).toEqual([doc.id]);

    await page.getByRole('button', { name: 'Delete this resume', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await waitForPath(page, '/resume-builder');
    await page.getByRole('status').filter({ hasText: notKept }).waitFor();
    expect(await textbox(page, 'Resume name').inputValue()).toBe('');
    expect(await resumesOnServer(context)).toEqual([]);
  });

  // Required fields, input types, adding, removing and moving entries, "I currently work here": src/web/features/resume/resume-builder-page.test.tsx.
  // A required message that moves with its entry, and each entry's group name: src/web/features/resume/resume-builder-page.test.tsx.
  it('Preview shows only the entries with content; Edit comes back with nothing lost; the template is saved', async () => {
    const { context, page, created } = await accountWith([
      {
        type: 'resume',
        title: 'Mary Jackson — Resume',
        data: {
          personalInfo: { fullName: 'Mary Jackson', email: 'mary@example.com' },
          summary: 'Engineer.',
          experience: [
            { company: 'NACA', position: 'Engineer' },
            { location: 'Hampton', description: 'Only a place so far' },
            { position: 'Math teacher' },
          ],
          education: [{ institution: 'Hampton Institute', degree: 'B.S.', fieldOfStudy: 'Mathematics' }, { fieldOfStudy: 'Only a field so far' }, { degree: 'Certificate' }],
          skills: [
            { name: 'Wind tunnels', level: 4 },
            { name: '   ', level: 5 },
            { name: 'Mentoring', level: 3 },
          ],
        },
      },
    ]);
    const doc = created[0]!;
    await openBuilder(page, doc.id);
    await openTab(page, 'Experience');
    await textbox(entry(page, 'Experience 3'), 'Company/Organization').fill('Hampton schools');

    // The toggle names what it does next (Preview, then Edit): no pressed state on top.
    const toggle = page.getByRole('button', { name: 'Preview', exact: true });
    expect(await toggle.getAttribute('aria-pressed')).toBeNull();
    await toggle.click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { level: 2, name: 'Mary Jackson' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).getAttribute('aria-pressed')).toBeNull();
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Company/Organization' }).count()).toBe(0);
    expect(await preview.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Summary', 'Experience', 'Education', 'Skills']);
    const listed = async (section: string) =>
      Promise.all((await preview.locator('section', { has: page.getByRole('heading', { name: section, exact: true }) }).getByRole('listitem').all()).map(async (li) => ((await li.locator('p').first().count()) ? await li.locator('p').first().textContent() : await li.textContent())?.trim()));
    expect(await listed('Experience')).toEqual(['Engineer · NACA', 'Math teacher · Hampton schools']);
    expect(await listed('Education')).toEqual(['B.S. in Mathematics · Hampton Institute', 'Certificate']);
    expect(await listed('Skills')).toEqual(['Wind tunnels · Expert', 'Mentoring · Advanced']);
    expect(await preview.textContent()).not.toContain('Only a');
    await preview.getByText('mary@example.com', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await panel(page, 'Experience').waitFor();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Experience');
    expect(await textbox(entry(page, 'Experience 2'), 'Description').inputValue()).toBe('Only a place so far');
    expect(await textbox(entry(page, 'Experience 3'), 'Company/Organization').inputValue()).toBe('Hampton schools');
    await openTab(page, 'Education');
    expect(await textbox(entry(page, 'Education 2'), 'Field of study').inputValue()).toBe('Only a field so far');
    await openTab(page, 'Skills');
    expect(await textbox(entry(page, 'Skill 2'), 'Skill').inputValue()).toBe('   ');
    expect(await selectedLabel(select(entry(page, 'Skill 2'), 'Level'))).toBe('Master');

    // What the preview leaves out is still saved.
    await expect.poll(async () => (await serverCopy(context, doc.id)).data.experience?.map((e) => e.company ?? ''), { timeout: 10_000 }).toEqual(['NACA', '', 'Hampton schools']);
    const saved = await serverCopy(context, doc.id);
    expect(saved.data.experience?.[1]?.description).toBe('Only a place so far');
    expect(saved.data.skills).toHaveLength(3);

    expect(await selectedLabel(select(page, 'Template'))).toBe('Professional (blue)');
    await select(page, 'Template').selectOption({ label: 'Creative (purple)' });
    await expect.poll(async () => (await serverCopy(context, doc.id)).data.template, { timeout: 10_000 }).toBe('creative');
    await expectStatus(page, 'Saved');
    await page.reload();
    await pageSettled(page);
    await textbox(page, 'Resume name').waitFor();
    expect(await selectedLabel(select(page, 'Template'))).toBe('Creative (purple)');
  });

  it('Copy puts the resume as plain text on the clipboard, says "Copied", and says "Copy" again after 2 s', async () => {
    const { context, page, created } = await accountWith([ada]);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openBuilder(page, created[0]!.id);
    // What is on screen is copied, saved or not.
    await textbox(page, 'Full Name').fill('Augusta Ada King');
    await page.evaluate(() => navigator.clipboard.writeText('something else'));

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    const clickedAt = Date.now();
    const copiedButton = page.getByRole('button', { name: 'Copied', exact: true });
    await copiedButton.waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const lines = text.split('\n');
    expect(lines[0]).toBe('AUGUSTA ADA KING');
    expect(lines[1]).toBe('ada@example.com | +44 20 7946 0000 | London | https://www.linkedin.com/in/ada-lovelace | https://ada.example.com');
    for (const line of [
      'SUMMARY',
      ada.data.summary,
      'EXPERIENCE',
      'Programmer, Analytical Engine Project',
      'London · Jan 2021 – Present',
      'Translator, Taylor’s Scientific Memoirs',
      'Turin · Mar 2019 – Dec 2020',
      'EDUCATION',
      'Mathematics in Calculus, Private tutoring',
      '2014 – 2018',
      'SKILLS',
      '• Algorithms (Master)',
      '• Translation (Expert)',
      '• Poetry (Beginner)',
    ]) {
      expect(lines, line).toContain(line);
    }
    expect(text).not.toMatch(/<|\*\*|#/);

    await page.waitForTimeout(Math.max(0, clickedAt + 1_200 - Date.now()));
    await copiedButton.waitFor();
    await page.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 5_000 });
    const after = Date.now() - clickedAt;
    expect(after).toBeGreaterThanOrEqual(1_800);
    expect(after).toBeLessThan(3_500);
  });

  it('a failed save says "Not saved — retrying"; the edit survives a reload and is saved once the network is back', async () => {
    const { context, page, created } = await accountWith([ada]);
    const doc = created[0]!;
    await openBuilder(page, doc.id);
    // On the context, so that the block outlives the reload.
    const pattern = '**/api/documents/*';
    const blockSaves = (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) => (route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback());
    await context.route(pattern, blockSaves);

    const summary = textbox(await openTab(page, 'Summary'), 'Professional summary');
    await summary.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Written offline.');
    await expectStatus(page, 'Not saved — retrying');
    expect((await serverCopy(context, doc.id)).data.summary).toBe(ada.data.summary);

    page.once('dialog', (dialog) => void dialog.accept()); // should the page ask before leaving
    await page.reload();
    await pageSettled(page);
    await page.getByRole('status').filter({ hasText: restoredNotice }).waitFor();
    expect(await textbox(await openTab(page, 'Summary'), 'Professional summary').inputValue()).toBe(`${ada.data.summary} Written offline.`);
    await expectStatus(page, 'Not saved — retrying');
    expect((await serverCopy(context, doc.id)).data.summary).toBe(ada.data.summary);

    await context.unroute(pattern, blockSaves);
    await expectStatus(page, 'Saved', 20_000);
    expect((await serverCopy(context, doc.id)).data.summary).toBe(`${ada.data.summary} Written offline.`);

    await page.reload();
    await pageSettled(page);
    expect(await textbox(await openTab(page, 'Summary'), 'Professional summary').inputValue()).toBe(`${ada.data.summary} Written offline.`);
    expect(await page.getByText(restoredNotice).count()).toBe(0);
  });

  it('with Auto-save off it sends nothing while you type and saves on Save, pressed from the keyboard: the focus stays on Save throughout', async () => {
    const { context, page, created } = await accountWith([ada]);
    const doc = created[0]!;
    await changeSettings(context, (s) => ({ ...s, privacy: { ...s.privacy, autoSave: false } }));
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname === `/api/documents/${doc.id}`) patches++;
    });
    await openBuilder(page, doc.id);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true); // nothing to save yet

    const summary = textbox(await openTab(page, 'Summary'), 'Professional summary');
    await summary.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Saved by hand.');
    await expectStatus(page, 'Unsaved changes');
    await page.waitForTimeout(2_000); // longer than the autosave delay
    expect(patches).toBe(0);
    expect(await save.isDisabled()).toBe(false);

    // Saving, then saved: the button is disabled in both, but keeps the focus, and pressing it again sends nothing.
    const held = await holdRequests(page, `**/api/documents/${doc.id}`);
    await save.focus();
    await page.keyboard.press('Enter');
    await held.seen;
    await expectStatus(page, 'Saving…');
    expect(await save.isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    await held.release();
    await expectStatus(page, 'Saved');
    expect(await save.isDisabled()).toBe(true);
    expect(await isFocused(save)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(2_000); // longer than the autosave delay: a save this Enter started would be on its way
    expect(patches).toBe(1);
    expect((await serverCopy(context, doc.id)).data.summary).toBe(`${ada.data.summary} Saved by hand.`);
  });

  // The section tabs from the keyboard: src/web/features/resume/resume-builder-page.test.tsx.
});

describeBrowser('resume builder accessibility (axe, WCAG 2.2 AA and best practices)', () => {
  it('every tab, required messages and the preview, light and dark at 1280 and 360 px', async () => {
    const { page, created } = await accountWith([ada]);
    await openBuilder(page, created[0]!.id);
    await expectStatus(page, 'Saved');
    const failures: string[] = [];
    for (const name of ['Personal', 'Summary', 'Experience', 'Education', 'Skills']) {
      await openTab(page, name);
      failures.push(...(await axeFindingsInEachLook(page, name)));
    }
    await openTab(page, 'Personal');
    await textbox(page, 'Full Name').fill('');
    await textbox(page, 'Full Name').blur();
    await page.getByText(required, { exact: true }).waitFor();
    await textbox(page, 'Email').fill('not-an-email');
    await textbox(page, 'Email').blur();
    await page.getByText(badEmail, { exact: true }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'required and format messages')));
    await openTab(page, 'Experience');
    await pickDate(entry(page, 'Experience 2'), 'Start date', { month: 'March', year: '2021' });
    await page.getByText(endBeforeStart, { exact: true }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'month pickers and a date message')));
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Experience' }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'preview')));
    expect(failures).toEqual([]);
  });
});
