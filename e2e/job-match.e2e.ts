import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { CreateDocumentInput, DocumentRecord } from '../src/shared/documents.ts';
import type { ResumeData } from '../src/shared/resume.ts';
import { axeFindingsInEachLook, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectHeading, holdRequests, isFocused, pageSettled } from './steps.ts';

// The Resume Builder's "Match a job ad" panel, as a user works with it: the
// server reads the ad's requirements and says which the resume meets, and where.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const sam = {
  type: 'resume',
  title: 'Sam Rivera — Resume',
  data: {
    personalInfo: { fullName: 'Sam Rivera', email: 'sam@example.com' },
    summary: 'Front-end developer who cares about accessible interfaces.',
    experience: [{ id: 'exp-acme', company: 'Acme', position: 'Web Developer', description: 'Built React apps in TypeScript.\nWrote unit tests.' }],
    education: [{ id: 'edu-state', institution: 'State University', degree: 'B.S.', fieldOfStudy: 'Computer Science' }],
    skills: [{ id: 'skill-ts', name: 'TypeScript', level: 4 }],
  },
} satisfies CreateDocumentInput;

// Requirements the lexicon names without doubt (tools and skills), stressed
// as an ad stresses them, plus one experience phrase, which reads better in
// a sentence of the summary than as a skill.
const ad =
  'We are hiring a Frontend Engineer. Essential: React, TypeScript and Kubernetes. You have 3+ years of experience with design systems. Desirable: GraphQL and spoken Spanish.';

async function openBuilderWith(doc: CreateDocumentInput, options: { width?: number } = {}) {
  const { context, page } = contexts.track(await newPage(options));
  await signInContext(context, await createUser());
  const created = await createDocument(context, doc);
  await page.goto(`/resume-builder?document=${created.id}`);
  await pageSettled(page);
  await expectHeading(page, 'Resume Builder');
  await page.getByRole('textbox', { name: 'Resume name', exact: true }).waitFor();
  return { context, page, doc: created };
}

async function serverCopy(context: BrowserContext, id: string): Promise<DocumentRecord & { data: ResumeData }> {
  const res = await context.request.get(`/api/documents/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as DocumentRecord & { data: ResumeData };
}

const toggle = (page: Page) => page.getByRole('button', { name: 'Match a job ad', exact: true });
const adField = (page: Page) => page.getByRole('textbox', { name: 'Job advertisement', exact: true });
const foundList = (page: Page) => page.getByRole('region', { name: 'In your resume', exact: true });
const missingList = (page: Page) => page.getByRole('region', { name: 'Not in your resume yet', exact: true });
/** A missing requirement's button, by what a screen reader hears: the requirement first, where it goes last. */
const missingTerm = (page: Page, term: RegExp, section: string) =>
  missingList(page).getByRole('button', { name: new RegExp(`^${term.source}\\b.*\\(go to ${section} to add it\\)$`) });
const countLine = (page: Page) => page.getByRole('status').filter({ hasText: /requirements met/ });

/** "2 of 5 requirements met", read as numbers; the total is every requirement listed, met or not. */
async function counted(page: Page): Promise<{ found: number; total: number }> {
  const text = (await countLine(page).textContent()) ?? '';
  const parts = /^(\d+) of (\d+) requirements met$/.exec(text);
  expect(parts, text).not.toBeNull();
  return { found: Number(parts![1]), total: Number(parts![2]) };
}

/** The same two numbers as the lists on screen show them. */
async function listed(page: Page): Promise<{ found: number; total: number }> {
  const found = await foundList(page).getByRole('listitem').count();
  return { found, total: found + (await missingList(page).getByRole('button').count()) };
}

/** The found list as a sighted user reads it, a term and the line under it: "React Essential — Experience · Web Developer, Acme". */
async function foundLines(page: Page): Promise<string[]> {
  return foundList(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const copy = item.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
        return [...copy.querySelectorAll('p')].map((line) => (line.textContent ?? '').replace(/\s+/g, ' ').trim()).join(' — ');
      }),
    );
}

/** The missing terms as buttons read on screen ("Kubernetes Essential · Skills": the button's parts, which a gap sets apart). */
async function missingLabels(page: Page): Promise<string[]> {
  return missingList(page)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) =>
        [...button.children]
          .filter((part) => !part.classList.contains('sr-only'))
          .map((part) => (part.textContent ?? '').replace(/\s+/g, ' ').trim())
          .filter(Boolean)
          .join(' '),
      ),
    );
}

const skillInput = (page: Page, n: number) => page.getByRole('group', { name: `Skill ${n}`, exact: true }).getByRole('textbox', { name: 'Skill', exact: true });

describeBrowser('the job-ad match in the resume builder', () => {
  it('pasting an ad lists the requirements the resume meets (and where) and those it does not, essential first; a missing skill goes to Skills, a spoken language to Languages; the ad is kept', async () => {
    const { context, page, doc } = await openBuilderWith(sam);

    // Closed at first; opened from the keyboard.
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await adField(page).count()).toBe(0);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await adField(page).waitFor();
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    await page
      .getByText('Paste the text of a job ad to see which of its requirements your resume already meets and which it does not yet.', { exact: true })
      .waitFor();
    await page.getByText('0 / 20,000 characters', { exact: true }).waitFor();

    // While the server reads the ad, the panel says so, and claims no count yet.
    const held = await holdRequests(page, '**/api/resume/match');
    await adField(page).fill(ad);
    await held.seen;
    await page.getByText('Matching…', { exact: true }).waitFor();
    expect(await countLine(page).count()).toBe(0);
    await held.release();

    await foundList(page).waitFor();
    await page.getByText('Matching…', { exact: true }).waitFor({ state: 'detached' });
    await page.getByText(`${ad.length} / 20,000 characters`, { exact: true }).waitFor();
    const before = await counted(page);
    expect(before).toEqual(await listed(page));
    const found = await foundLines(page);
    expect(found).toContain('React Essential — Experience · Web Developer, Acme');
    // A skill named like the requirement needs no repeating after "Skills".
    expect(found).toContain('TypeScript Essential — Skills; Experience · Web Developer, Acme');
    const missing = await missingLabels(page);
    expect(missing).toContain('Kubernetes Essential · Skills');
    expect(missing).toContain('GraphQL Desirable · Skills');
    expect(missing.some((label) => /^(React|TypeScript)\b/.test(label))).toBe(false);
    // What the ad stresses comes before what it would merely like.
    expect(missing.indexOf('Kubernetes Essential · Skills')).toBeLessThan(missing.indexOf('GraphQL Desirable · Skills'));
    await page.getByText('Language of the ad: English', { exact: true }).waitFor();
    // No score pretending to be an applicant-tracking verdict.
    expect(await page.getByText(/ATS|%/).count()).toBe(0);

    // A missing skill: the Skills tab, a new skill row (the only one has a name), its name field focused.
    await missingTerm(page, /Kubernetes/, 'Skills').click();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Skills');
    await expect.poll(() => isFocused(skillInput(page, 2))).toBe(true);
    expect(await skillInput(page, 1).inputValue()).toBe('TypeScript');
    expect(await skillInput(page, 2).inputValue()).toBe('');
    await page.keyboard.type('Kubernetes');
    // The match follows the resume's edits: one more met, out of as many.
    await expect.poll(() => foundLines(page)).toContain('Kubernetes Essential — Skills');
    expect(await missingLabels(page)).not.toContain('Kubernetes Essential · Skills');
    expect(await counted(page)).toEqual({ found: before.found + 1, total: before.total });

    // From the keyboard: the next skill gets a row of its own.
    await missingTerm(page, /GraphQL/, 'Skills').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(skillInput(page, 3))).toBe(true);

    // An experience phrase goes to the summary.
    await missingTerm(page, /.*design systems/, 'Summary').click();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Summary');
    await expect.poll(() => isFocused(page.getByRole('textbox', { name: 'Professional summary', exact: true }))).toBe(true);

    // A spoken language goes to Languages: the section is added, with its first language field focused.
    expect(await page.getByRole('tab', { name: 'Languages', exact: true }).count()).toBe(0);
    await missingTerm(page, /Spanish/, 'Languages').click();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Languages');
    await expect.poll(() => isFocused(page.getByRole('tabpanel', { name: 'Languages', exact: true }).getByRole('textbox', { name: 'Language', exact: true }))).toBe(true);

    // Saved with the resume, and there when it is opened again.
    await expect.poll(async () => (await serverCopy(context, doc.id)).data.jobAd, { timeout: 10_000 }).toBe(ad);
    await expect.poll(async () => (await serverCopy(context, doc.id)).data.skills?.map((s) => s.name), { timeout: 10_000 }).toEqual(['TypeScript', 'Kubernetes', '']);
    await page.reload();
    await pageSettled(page);
    await adField(page).waitFor();
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await adField(page).inputValue()).toBe(ad);
    await expect.poll(() => foundLines(page)).toContain('Kubernetes Essential — Skills');
    // The ad never shows on the resume itself.
    expect(await page.getByRole('complementary', { name: 'Live preview' }).getByText('Kubernetes').count()).toBeGreaterThan(0);
    expect(await page.getByRole('complementary', { name: 'Live preview' }).getByText('GraphQL').count()).toBe(0);
  });

  it('an ad with no requirements says so; emptying the ad brings the hint back', async () => {
    const { page } = await openBuilderWith(sam, { width: 360 });
    await toggle(page).click();
    await adField(page).fill('We are looking for you. Join our team!');
    await page.getByText('No requirements found in this text yet. Paste the whole ad, requirements included.', { exact: true }).waitFor();
    expect(await foundList(page).count()).toBe(0);
    expect(await countLine(page).count()).toBe(0);
    await adField(page).fill('');
    await page.getByText('Paste the text of a job ad', { exact: false }).waitFor();
  });

  // An empty resume is not matched: src/web/components/job-match/job-match-panel.test.tsx.
  it('an ad longer than the limit is cut at 20,000 characters, and what is kept is matched', async () => {
    const { page } = await openBuilderWith(sam);
    await toggle(page).click();
    const long = `${ad}\n${'The team meets on Mondays. '.repeat(800)}`;
    expect(long.length).toBeGreaterThan(20_000);
    await adField(page).fill(long);
    await page.getByText('20,000 / 20,000 characters', { exact: true }).waitFor();
    expect(await adField(page).inputValue()).toBe(long.slice(0, 20_000));
    await expect.poll(() => missingLabels(page)).toContain('Kubernetes Essential · Skills');
    expect(await page.getByText(/longer than/).count()).toBe(0);
  });
});

describeBrowser('job-ad match accessibility (axe, WCAG 2.2 AA and best practices)', () => {
  it('the open panel, empty and with an ad, light and dark at 1280 and 360 px', async () => {
    const { page } = await openBuilderWith(sam);
    await toggle(page).click();
    await adField(page).waitFor();
    const failures = await axeFindingsInEachLook(page, 'empty panel');
    await adField(page).fill(ad);
    await missingList(page).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'panel with an ad')));
    expect(failures).toEqual([]);
  });
});
