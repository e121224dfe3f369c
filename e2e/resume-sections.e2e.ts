import type { Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { CreateDocumentInput } from '../src/shared/documents.ts';
import type { ResumeData } from '../src/shared/resume.ts';
import { axeFindingsInEachLook, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, pageSettled } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const grace = {
  type: 'resume',
  title: 'Grace Hopper — Resume',
  data: {
    personalInfo: { fullName: 'Grace Hopper', email: 'grace@example.com' },
    summary: 'Computer scientist who wrote the first compiler.',
    experience: [{ id: 'exp-navy', company: 'US Navy', position: 'Rear Admiral', startDate: '1943', endDate: '1986' }],
    education: [{ id: 'edu-yale', institution: 'Yale University', degree: 'PhD', fieldOfStudy: 'Mathematics', startDate: '1930', endDate: '1934' }],
    skills: [{ id: 'skill-cobol', name: 'COBOL', level: 5 }],
  },
} satisfies CreateDocumentInput;

const tabList = (page: Page) => page.getByRole('tablist', { name: 'Resume sections' });
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function openTab(page: Page, name: string): Promise<Locator> {
  await tabList(page).getByRole('tab', { name, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await panel.waitFor();
  return panel;
}

/** The section headings of the Preview (its screen-reader copy reads the same resume as the picture). */
async function previewSections(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
  const headings = (await preview.getByRole('heading', { level: 3 }).allTextContents()).map((h) => h.trim());
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  return headings;
}

describeBrowser('the resume’s sections', () => {
  it('adds Projects and Languages, moves Projects above Experience from the keyboard, hides Skills; the preview and a reload follow', async () => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, await createUser());
    const doc = await createDocument(context, grace);
    await page.goto(`/resume-builder?document=${doc.id}`);
    await pageSettled(page);

    // A resume starts with the core sections only; the others wait under Arrange.
    expect(await tabList(page).getByRole('tab').allTextContents()).toEqual(['Personal', 'Summary', 'Experience', 'Education', 'Skills', 'Arrange']);
    let arrange = await openTab(page, 'Arrange');
    await arrange.getByRole('button', { name: 'Add Projects', exact: true }).click();
    // The new section's tab opens with its first field focused.
    const projects = page.getByRole('tabpanel', { name: 'Projects', exact: true });
    await expect.poll(() => textbox(projects, 'Project name').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('FLOW-MATIC');
    await textbox(projects, 'Your role').fill('Lead designer');

    arrange = await openTab(page, 'Arrange');
    await arrange.getByRole('button', { name: 'Add Languages', exact: true }).click();
    const languages = page.getByRole('tabpanel', { name: 'Languages', exact: true });
    await textbox(languages, 'Language').fill('German');
    await textbox(languages, 'Fluency').fill('Reading knowledge');

    // Keyboard only: focus "Move Projects up" and press it until Projects is above Experience.
    arrange = await openTab(page, 'Arrange');
    const up = arrange.getByRole('button', { name: 'Move Projects up', exact: true });
    await up.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
    expect(await up.evaluate((el) => el === document.activeElement)).toBe(true);
    const order = async () => (await arrange.getByRole('region', { name: 'Order and visibility' }).getByRole('listitem').allTextContents()).map((text) => text.replace(/Hide.*$/, '').replace(/Hidden$/, '').trim());
    expect(await order()).toEqual(['Summary', 'Projects', 'Experience', 'Education', 'Skills', 'Languages']);
    const hideSkills = arrange.getByRole('button', { name: 'Hide Skills', exact: true });
    await hideSkills.focus();
    await page.keyboard.press('Space');
    expect(await hideSkills.getAttribute('aria-pressed')).toBe('true');

    const shown = ['Summary', 'Projects', 'Experience', 'Education', 'Languages'];
    await expect.poll(() => previewSections(page), { timeout: 10_000 }).toEqual(shown);
    // The hidden section is still there to edit.
    expect(await textbox(await openTab(page, 'Skills'), 'Skill').inputValue()).toBe('COBOL');

    await expect.poll(async () => {
      const res = await context.request.get(`/api/documents/${doc.id}`);
      const data = ((await res.json()) as { data: ResumeData }).data;
      return [data.projects?.[0]?.name, data.languages?.[0]?.fluency, data.hiddenSections];
    }).toEqual(['FLOW-MATIC', 'Reading knowledge', ['skills']]);

    await page.reload();
    await pageSettled(page);
    expect(await tabList(page).getByRole('tab').allTextContents()).toEqual(['Personal', 'Summary', 'Projects', 'Experience', 'Education', 'Skills', 'Languages', 'Arrange']);
    expect(await textbox(await openTab(page, 'Projects'), 'Project name').inputValue()).toBe('FLOW-MATIC');
    expect(await (await openTab(page, 'Arrange')).getByRole('button', { name: 'Hide Skills', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => previewSections(page), { timeout: 10_000 }).toEqual(shown);

    const failures: string[] = [];
    for (const name of ['Arrange', 'Projects', 'Languages', 'Skills', 'Personal']) {
      const panel = await openTab(page, name);
      // The screenshots (E2E_SCREENSHOT_DIR) show the panel, not the page's header.
      const prepare = () => panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      failures.push(...(await axeFindingsInEachLook(page, name, { sideways: true, prepare, screenshot: `resume-sections-${name.toLowerCase()}` })));
    }
    expect(failures).toEqual([]);
  });
});
