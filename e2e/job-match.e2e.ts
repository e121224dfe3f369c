import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { CreateDocumentInput, DocumentRecord } from '../src/shared/documents.ts';
import type { ResumeData } from '../src/shared/resume.ts';
import { axeFindingsInEachLook, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectHeading, isFocused, pageSettled } from './steps.ts';

// Issue 20: the Resume Builder's "Match a job ad" panel, as a user works with it.

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

const ad = 'We are hiring a Senior Frontend Engineer. Requirements: React, TypeScript and unit tests. You will deploy to Kubernetes. React experience is a must; GraphQL is a plus.';

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
const missingTerm = (page: Page, term: string, section: string) => missingList(page).getByRole('button', { name: `${term} (go to ${section} to add it)`, exact: true });
const countLine = (page: Page) => page.getByRole('status').filter({ hasText: /key terms/ });

/** The found list as a sighted user reads it, a term and the line under it: "React ×2 — Experience: Web Developer, Acme". */
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

/** The missing terms as buttons read on screen ("Kubernetes · Skills": the button's parts, which a gap sets apart). */
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
  it('pasting an ad lists the terms the resume has (and where) and those it lacks; a missing skill goes to Skills; the ad is kept', async () => {
    const { context, page, doc } = await openBuilderWith(sam);

    // Closed at first; opened from the keyboard.
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await adField(page).count()).toBe(0);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await adField(page).waitFor();
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Paste the text of a job ad to see which of its key terms your resume already has', { exact: false }).waitFor();
    await page.getByText('0 / 20,000 characters', { exact: true }).waitFor();

    await adField(page).fill(ad);
    await foundList(page).waitFor();
    await page.getByText(`${ad.length} / 20,000 characters`, { exact: true }).waitFor();
    expect(await countLine(page).textContent()).toBe('Your resume has 3 of the ad’s 7 key terms.');
    expect(await foundLines(page)).toEqual([
      'unit tests — Experience: Web Developer, Acme',
      'React ×2 — Experience: Web Developer, Acme',
      'TypeScript — Skills · Experience: Web Developer, Acme',
    ]);
    expect(await missingLabels(page)).toEqual(['Senior Frontend Engineer · Summary', 'deploy · Skills', 'Kubernetes · Skills', 'GraphQL · Skills']);
    await page.getByText('Language of the ad: English', { exact: true }).waitFor();
    // No score pretending to be an applicant-tracking verdict.
    expect(await page.getByText(/ATS|%/).count()).toBe(0);

    // A missing skill: the Skills tab, a new skill row (the only one has a name), its name field focused.
    await missingTerm(page, 'Kubernetes', 'Skills').click();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Skills');
    await expect.poll(() => isFocused(skillInput(page, 2))).toBe(true);
    expect(await skillInput(page, 1).inputValue()).toBe('TypeScript');
    expect(await skillInput(page, 2).inputValue()).toBe('');
    await page.keyboard.type('Kubernetes');
    await expect.poll(() => foundLines(page)).toContain('Kubernetes — Skills');
    expect(await missingLabels(page)).not.toContain('Kubernetes · Skills');
    expect(await countLine(page).textContent()).toBe('Your resume has 4 of the ad’s 7 key terms.');

    // From the keyboard: the next skill gets a row of its own.
    await missingTerm(page, 'GraphQL', 'Skills').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(skillInput(page, 3))).toBe(true);

    // A phrase goes to the summary.
    await missingTerm(page, 'Senior Frontend Engineer', 'Summary').click();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Summary');
    await expect.poll(() => isFocused(page.getByRole('textbox', { name: 'Professional summary', exact: true }))).toBe(true);

    // Saved with the resume, and there when it is opened again.
    await expect.poll(async () => (await serverCopy(context, doc.id)).data.jobAd, { timeout: 10_000 }).toBe(ad);
    await expect.poll(async () => (await serverCopy(context, doc.id)).data.skills?.map((s) => s.name), { timeout: 10_000 }).toEqual(['TypeScript', 'Kubernetes', '']);
    await page.reload();
    await pageSettled(page);
    await adField(page).waitFor();
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await adField(page).inputValue()).toBe(ad);
    await expect.poll(() => foundLines(page)).toContain('Kubernetes — Skills');
    // The ad never shows on the resume itself.
    expect(await page.getByRole('complementary', { name: 'Live preview' }).getByText('Kubernetes').count()).toBeGreaterThan(0);
    expect(await page.getByRole('complementary', { name: 'Live preview' }).getByText('GraphQL').count()).toBe(0);
  });

  it('an ad of stop words only says it found no key terms; emptying the ad brings the hint back', async () => {
    const { page } = await openBuilderWith(sam, { width: 360 });
    await toggle(page).click();
    await adField(page).fill('We are looking for you. Join our team!');
    await page.getByText('No key terms found in this text yet. Paste the whole ad, requirements included.', { exact: true }).waitFor();
    expect(await foundList(page).count()).toBe(0);
    await adField(page).fill('');
    await page.getByText('Paste the text of a job ad', { exact: false }).waitFor();
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
