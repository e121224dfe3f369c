import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { CreateDocumentInput, DocumentRecord, DocumentSummary } from '../src/shared/documents.ts';
import type { ResumeData } from '../src/shared/resume.ts';
import { axeFindings, baseURL, createDocument, createUser, describeBrowser, newPage, schemeWidthConfigs, signInContext } from './fixtures.ts';
import { contextTracker, expectHeading, holdRequests, pageSettled, waitForPath } from './steps.ts';

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
      { id: 'exp-engine', company: 'Analytical Engine Project', position: 'Programmer', location: 'London', startDate: 'Jan 1842', endDate: '', current: true, description: 'Wrote Note G on Bernoulli numbers.' },
      { id: 'exp-menabrea', company: 'Taylor’s Scientific Memoirs', position: 'Translator', location: 'Turin', startDate: 'Mar 1840', endDate: 'Dec 1841', current: false, description: 'Translated Menabrea’s paper.' },
    ],
    education: [{ id: 'edu-home', institution: 'Private tutoring', degree: 'Mathematics', fieldOfStudy: 'Calculus', startDate: '1830', endDate: '1835', description: 'Taught by Augustus De Morgan.' }],
    skills: [
      { id: 'skill-algo', name: 'Algorithms', level: 5 },
      { id: 'skill-translation', name: 'Translation', level: 4 },
      { id: 'skill-poetry', name: 'Poetry', level: 1 },
    ],
  },
} satisfies CreateDocumentInput;

/** A new account signed in to a fresh page, owning these documents. */
async function accountWith(documents: CreateDocumentInput[] = [], options: { width?: number; colorScheme?: 'light' | 'dark' } = {}) {
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

/** One entry of a list ('Experience 2'): a group named after its heading. */
const entry = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

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
const inputType = (control: Locator) => control.evaluate((el: HTMLInputElement) => el.type);

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

/** Leaves a field empty: focus, then Tab away, as a user skipping it would. */
async function skip(control: Locator): Promise<void> {
  await control.focus();
  await control.page().keyboard.press('Tab');
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
    expect(await page.getByRole('button', { name: 'Download' }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Personal');

    const personal = panel(page, 'Personal');
    const p = ada.data.personalInfo;
    const shown = async (scope: Locator, names: string[]) => Promise.all(names.map((n) => textbox(scope, n).inputValue()));
    expect(await shown(personal, ['Full Name', 'Email', 'Phone', 'Location', 'LinkedIn', 'Website'])).toEqual([p.fullName, p.email, p.phone, p.location, p.linkedin, p.website]);

    expect(await textbox(await openTab(page, 'Summary'), 'Professional summary').inputValue()).toBe(ada.data.summary);

    await openTab(page, 'Experience');
    const fields = ['Company/Organization', 'Position/Title', 'Location', 'Start date', 'Description'];
    const engine = ada.data.experience[0]!;
    const menabrea = ada.data.experience[1]!;
    expect(await shown(entry(page, 'Experience 1'), fields)).toEqual([engine.company, engine.position, engine.location, engine.startDate, engine.description]);
    expect(await entry(page, 'Experience 1').getByRole('checkbox', { name: 'I currently work here' }).isChecked()).toBe(true);
    expect(await textbox(entry(page, 'Experience 1'), 'End date').isDisabled()).toBe(true);
    expect(await shown(entry(page, 'Experience 2'), [...fields, 'End date'])).toEqual([menabrea.company, menabrea.position, menabrea.location, menabrea.startDate, menabrea.description, menabrea.endDate]);
    expect(await entry(page, 'Experience 2').getByRole('checkbox', { name: 'I currently work here' }).isChecked()).toBe(false);
    expect(await entry(page, 'Experience 3').count()).toBe(0);

    await openTab(page, 'Education');
    const edu = ada.data.education[0]!;
    expect(await shown(entry(page, 'Education 1'), ['Institution', 'Degree', 'Field of study', 'Start date', 'End date', 'Description'])).toEqual([
      edu.institution,
      edu.degree,
      edu.fieldOfStudy,
      edu.startDate,
      edu.endDate,
      edu.description,
    ]);

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

  it('a new resume is created by the first edit, once; the address names it and a reload shows it', async () => {
    const { context, page } = await accountWith();
    await page.goto('/resume-builder');
    await pageSettled(page);
    await expectHeading(page, 'Resume Builder');
    await page.getByText('Saved to History as soon as you start typing', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(0);
    expect(await textbox(page, 'Resume name').getAttribute('placeholder')).toBe('Untitled resume');
    // Opening the builder creates nothing.
    await page.waitForTimeout(1_500);
    expect(await resumesOnServer(context)).toEqual([]);

    // Several quick edits: one document.
    await textbox(page, 'Full Name').pressSequentially('Grace Hopper');
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

  // BUG (src/web/features/resume-builder/resume-builder-page.tsx): the first save of a new
  // resume changes the address to ?document=<id>, and ResumeBuilderPage then renders
  // <Builder key={id}> instead of <Builder key="new">: the whole form is mounted anew.
  it('the first save of a new resume leaves the form as it was: same tab, focus and text', async () => {
    const { context, page } = await accountWith();
    await page.goto('/resume-builder');
    await pageSettled(page);
    const summary = textbox(await openTab(page, 'Summary'), 'Professional summary');
    await summary.click();
    await page.keyboard.type('Builds compilers.');
    // A pause longer than the autosave delay: the resume is created meanwhile.
    await page.waitForURL((url) => url.search.startsWith('?document='));
    await expectStatus(page, 'Saved');
    await page.keyboard.type(' Teaches COBOL.');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Summary');
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
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

  it('required fields, input types, adding and removing entries, "I currently work here", and moving entries', async () => {
    const { context, page, created } = await accountWith([{ type: 'resume', title: 'Blank resume', data: {} }]);
    const doc = created[0]!;
    await openBuilder(page, doc.id);

    const personal = panel(page, 'Personal');
    expect(await Promise.all(['Full Name', 'Email', 'Phone', 'LinkedIn', 'Website'].map((n) => inputType(textbox(personal, n))))).toEqual(['text', 'email', 'tel', 'url', 'url']);
    // Nothing is said before the user has been in a field.
    expect(await page.getByText(required).count()).toBe(0);
    await skip(textbox(personal, 'Full Name'));
    await skip(textbox(personal, 'Email'));
    await skip(textbox(personal, 'Phone'));
    expect(await requiredMessage(textbox(personal, 'Full Name'))).toBe(required);
    expect(await requiredMessage(textbox(personal, 'Email'))).toBe(required);
    expect(await requiredMessage(textbox(personal, 'Phone'))).toBeNull();
    expect(await personal.getByText(required, { exact: true }).count()).toBe(2);
    // Spaces are not a name.
    await textbox(personal, 'Full Name').fill('   ');
    expect(await requiredMessage(textbox(personal, 'Full Name'))).toBe(required);
    await textbox(personal, 'Full Name').fill('Katherine Johnson');
    expect(await requiredMessage(textbox(personal, 'Full Name'))).toBeNull();
    expect(await requiredMessage(textbox(personal, 'Email'))).toBe(required);

    const experience = await openTab(page, 'Experience');
    const first = entry(page, 'Experience 1');
    await skip(textbox(first, 'Company/Organization'));
    await skip(textbox(first, 'Position/Title'));
    expect(await requiredMessage(textbox(first, 'Company/Organization'))).toBe(required);
    expect(await requiredMessage(textbox(first, 'Position/Title'))).toBe(required);
    expect(await requiredMessage(textbox(first, 'Location'))).toBeNull();
    // The last entry cannot be removed, nor moved.
    expect(await experience.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    expect(await first.getByRole('button', { name: 'Move Experience 1 up' }).isDisabled()).toBe(true);
    expect(await first.getByRole('button', { name: 'Move Experience 1 down' }).isDisabled()).toBe(true);

    await textbox(first, 'Company/Organization').fill('NACA');
    await textbox(first, 'Position/Title').fill('Computer');
    expect(await experience.getByText(required).count()).toBe(0);
    await experience.getByRole('button', { name: 'Add experience' }).click();
    const second = entry(page, 'Experience 2');
    await textbox(second, 'Company/Organization').fill('NASA');
    await textbox(second, 'Position/Title').fill('Aerospace Technologist');
    expect(await experience.getByRole('button', { name: /^Remove / }).allTextContents()).toEqual(['Remove', 'Remove']);
    expect(await first.getByRole('button', { name: 'Remove Experience 1' }).isVisible()).toBe(true);
    expect(await second.getByRole('button', { name: 'Remove Experience 2' }).isVisible()).toBe(true);
    expect(await first.getByRole('button', { name: 'Move Experience 1 up' }).isDisabled()).toBe(true);
    expect(await first.getByRole('button', { name: 'Move Experience 1 down' }).isEnabled()).toBe(true);
    expect(await second.getByRole('button', { name: 'Move Experience 2 down' }).isDisabled()).toBe(true);

    // 'I currently work here' turns End date off; turning it back on brings the date back.
    const current = second.getByRole('checkbox', { name: 'I currently work here' });
    await textbox(second, 'End date').fill('1986');
    await current.check();
    expect(await textbox(second, 'End date').isDisabled()).toBe(true);
    expect(await textbox(second, 'End date').inputValue()).toBe('');
    expect(await textbox(first, 'End date').isEnabled()).toBe(true);
    await current.uncheck();
    expect(await textbox(second, 'End date').isEnabled()).toBe(true);
    expect(await textbox(second, 'End date').inputValue()).toBe('1986');
    await current.check();
    const companies = async () => (await serverCopy(context, doc.id)).data.experience?.map((e) => [e.company, Boolean(e.current)]);
    await expect.poll(companies, { timeout: 10_000 }).toEqual([
      ['NACA', false],
      ['NASA', true],
    ]);

    // Moving: the form and the saved order follow, each entry with its own fields.
    await first.getByRole('button', { name: 'Move Experience 1 down' }).click();
    expect(await textbox(entry(page, 'Experience 1'), 'Company/Organization').inputValue()).toBe('NASA');
    expect(await entry(page, 'Experience 1').getByRole('checkbox', { name: 'I currently work here' }).isChecked()).toBe(true);
    expect(await textbox(entry(page, 'Experience 2'), 'Company/Organization').inputValue()).toBe('NACA');
    await expect.poll(companies, { timeout: 10_000 }).toEqual([
      ['NASA', true],
      ['NACA', false],
    ]);
    await entry(page, 'Experience 2').getByRole('button', { name: 'Move Experience 2 up' }).click();
    expect(await textbox(entry(page, 'Experience 1'), 'Company/Organization').inputValue()).toBe('NACA');
    await expect.poll(companies, { timeout: 10_000 }).toEqual([
      ['NACA', false],
      ['NASA', true],
    ]);

    await entry(page, 'Experience 1').getByRole('button', { name: 'Remove Experience 1' }).click();
    expect(await textbox(entry(page, 'Experience 1'), 'Company/Organization').inputValue()).toBe('NASA');
    expect(await entry(page, 'Experience 2').count()).toBe(0);
    expect(await experience.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await expect.poll(companies, { timeout: 10_000 }).toEqual([['NASA', true]]);

    const education = await openTab(page, 'Education');
    await skip(textbox(education, 'Institution'));
    await skip(textbox(education, 'Degree'));
    expect(await requiredMessage(textbox(education, 'Institution'))).toBe(required);
    expect(await requiredMessage(textbox(education, 'Degree'))).toBe(required);
    expect(await requiredMessage(textbox(education, 'Field of study'))).toBeNull();
    expect(await education.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await textbox(education, 'Institution').fill('West Virginia State College');
    await textbox(education, 'Degree').fill('B.S. Mathematics');
    expect(await education.getByText(required).count()).toBe(0);

    // Skills start at Advanced.
    const skills = await openTab(page, 'Skills');
    expect((await select(entry(page, 'Skill 1'), 'Level').getByRole('option').allTextContents())).toEqual(['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Master']);
    expect(await selectedLabel(select(entry(page, 'Skill 1'), 'Level'))).toBe('Advanced');
    await textbox(entry(page, 'Skill 1'), 'Skill').fill('Orbital mechanics');
    await select(entry(page, 'Skill 1'), 'Level').selectOption({ label: 'Master' });
    await skills.getByRole('button', { name: 'Add skill' }).click();
    expect(await selectedLabel(select(entry(page, 'Skill 2'), 'Level'))).toBe('Advanced');
    await textbox(entry(page, 'Skill 2'), 'Skill').fill('FORTRAN');
    await expect
      .poll(async () => (await serverCopy(context, doc.id)).data.skills?.map((s) => [s.name, s.level]), { timeout: 10_000 })
      .toEqual([
        ['Orbital mechanics', 5],
        ['FORTRAN', 3],
      ]);
    const saved = await serverCopy(context, doc.id);
    expect(saved.data.education?.map((e) => [e.institution, e.degree])).toEqual([['West Virginia State College', 'B.S. Mathematics']]);
    // Missing required fields do not stop a draft from being saved.
    expect(saved.data.personalInfo).toMatchObject({ fullName: 'Katherine Johnson', email: '' });
    await expectStatus(page, 'Saved');
  });

  it('a required message stays with its entry when the entries are moved', async () => {
    const { page, created } = await accountWith([{ type: 'resume', title: 'Two jobs', data: { experience: [{ company: '', position: '' }, { company: 'NASA', position: 'Engineer' }] } }]);
    await openBuilder(page, created[0]!.id);
    await openTab(page, 'Experience');
    await skip(textbox(entry(page, 'Experience 1'), 'Company/Organization'));
    expect(await requiredMessage(textbox(entry(page, 'Experience 1'), 'Company/Organization'))).toBe(required);
    await entry(page, 'Experience 1').getByRole('button', { name: 'Move Experience 1 down' }).click();
    // The empty company the user skipped is now the second entry.
    expect(await textbox(entry(page, 'Experience 2'), 'Company/Organization').inputValue()).toBe('');
    expect(await requiredMessage(textbox(entry(page, 'Experience 2'), 'Company/Organization'))).toBe(required);
    expect(await requiredMessage(textbox(entry(page, 'Experience 1'), 'Company/Organization'))).toBeNull();
  });

  it('each entry is a group named after its legend, so a screen reader says which entry a field belongs to', async () => {
    const { page, created } = await accountWith([ada]);
    await openBuilder(page, created[0]!.id);
    await openTab(page, 'Experience');
    expect(await page.getByRole('group', { name: 'Experience 2', exact: true }).count()).toBe(1);
    await openTab(page, 'Skills');
    expect(await page.getByRole('group', { name: 'Skill 3', exact: true }).count()).toBe(1);
  });

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
    expect(await listed('Education')).toEqual(['B.S., Mathematics · Hampton Institute', 'Certificate']);
    expect(await listed('Skills')).toEqual(['Wind tunnels · Expert', 'Mentoring · Advanced']);
    expect(await preview.textContent()).not.toContain('Only a');
    expect(await preview.getByText('mary@example.com', { exact: true }).isVisible()).toBe(true);

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
      'London · Jan 1842 – Present',
      'Translator, Taylor’s Scientific Memoirs',
      'Turin · Mar 1840 – Dec 1841',
      'EDUCATION',
      'Mathematics in Calculus, Private tutoring',
      '1830 – 1835',
      'SKILLS',
      '• Algorithms (Master)',
      '• Translation (Expert)',
      '• Poetry (Beginner)',
    ]) {
      expect(lines, line).toContain(line);
    }
    expect(text).not.toMatch(/<|\*\*|#/);

    await page.waitForTimeout(Math.max(0, clickedAt + 1_200 - Date.now()));
    expect(await copiedButton.isVisible()).toBe(true);
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

  it('the section tabs work from the keyboard: arrow keys, Home and End', async () => {
    const { page, created } = await accountWith([ada]);
    await openBuilder(page, created[0]!.id);
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    /** Presses `key` on the tab list; the tab it lands on gets the focus and shows its panel. */
    const press = async (key: string, lands: string) => {
      await page.keyboard.press(key);
      await panel(page, lands).waitFor();
      expect(await tab(lands).getAttribute('aria-selected')).toBe('true');
      expect(await tab(lands).evaluate((el) => el === document.activeElement)).toBe(true);
    };
    await tab('Personal').focus();
    await press('ArrowRight', 'Summary');
    await press('ArrowRight', 'Experience');
    await press('End', 'Skills');
    await press('ArrowRight', 'Personal');
    await press('ArrowLeft', 'Skills');
    await press('Home', 'Personal');
    // Tab leaves the tab list for the panel, then its first field.
    await press('ArrowRight', 'Summary');
    await page.keyboard.press('Tab');
    expect(await panel(page, 'Summary').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await textbox(page, 'Professional summary').evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

const configs = schemeWidthConfigs;

describeBrowser('resume builder accessibility (axe, WCAG 2.2 AA and best practices)', () => {
  it.each(configs)('every tab, required messages and the preview in $colorScheme at $width px', async ({ colorScheme, width }) => {
    const { page, created } = await accountWith([ada], { colorScheme, width });
    await openBuilder(page, created[0]!.id);
    await expectStatus(page, 'Saved');
    const failures: string[] = [];
    for (const name of ['Personal', 'Summary', 'Experience', 'Education', 'Skills']) {
      await openTab(page, name);
      failures.push(...(await axeFindings(page, colorScheme, name)));
    }
    await openTab(page, 'Personal');
    await textbox(page, 'Full Name').fill('');
    await textbox(page, 'Full Name').blur();
    await page.getByText(required, { exact: true }).waitFor();
    failures.push(...(await axeFindings(page, colorScheme, 'required message')));
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Experience' }).waitFor();
    failures.push(...(await axeFindings(page, colorScheme, 'preview')));
    expect(failures).toEqual([]);
  });
});
