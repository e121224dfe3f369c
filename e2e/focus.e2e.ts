import type { Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { axeFindingsInEachLook, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, draftFinished, expectFocused, field, isFocused, pageSettled } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

// Where the keyboard is when a generated draft arrives: the control that
// started it is often folded away or replaced by then, and the focus must not
// fall to the page.

async function signedInAt(path: string) {
  const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce' }));
  await signInContext(context, await createUser());
  await page.goto(path);
  await pageSettled(page);
  return { context, page };
}

/** What has the keyboard focus, as a screen reader would name it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName.toLowerCase() ?? null, text: el?.textContent?.trim() ?? '' };
  });

const announcement = (page: Page) => page.getByRole('status').filter({ hasText: /^Your draft is ready\.$/ });

/** The draft is being written: Stop shows, nothing says it is ready yet. */
async function writing(result: Locator, page: Page) {
  await result.getByRole('button', { name: 'Stop' }).waitFor();
  expect(await announcement(page).count()).toBe(0);
}

/** The draft is written: its heading has the focus and the live region says it is ready. */
async function readyOnHeading(page: Page, result: Locator, heading: string, when: string) {
  await draftFinished(result);
  await expectFocused(result.getByRole('heading', { name: heading, exact: true }), when);
  expect(await focused(page)).toEqual({ tag: 'h2', text: heading });
  // Scrolled into view clear of the sticky header, not under it.
  const header = (await page.getByRole('banner').boundingBox())!;
  const headingBox = (await result.getByRole('heading', { name: heading, exact: true }).boundingBox())!;
  expect(headingBox.y).toBeGreaterThanOrEqual(header.y + header.height);
  await announcement(page).waitFor();
}

describeBrowser('the keyboard focus after generating', () => {
  it('Essay Generator: Ctrl+Enter keeps the focus on the topic while the draft is written, then moves it to the draft’s heading, and the draft is announced as ready', async () => {
    const { page } = await signedInAt('/essay-generator');
    const topic = page.getByRole('textbox', { name: 'Topic' });
    const result = page.getByRole('region', { name: 'Your essay' });
    await topic.fill('Should school start later in the morning?');
    await page.getByRole('combobox', { name: 'Length' }).selectOption('short');
    await topic.press('Control+Enter');

    await writing(result, page);
    expect(await isFocused(topic)).toBe(true);
    await readyOnHeading(page, result, 'Your essay', 'after Ctrl+Enter');
    expect(await page.getByRole('button', { name: 'Generate Essay' }).count()).toBe(0); // folded away with the options
    // The focused heading shows its ring in every look, and the live region passes axe.
    expect(await axeFindingsInEachLook(page, 'a finished essay, its heading focused', { screenshot: 'essay-heading-focused' })).toEqual([]);
    expect(await focused(page)).toEqual({ tag: 'h2', text: 'Your essay' });
  });

  it('Essay Generator: Generate, Regenerate and Stop, pressed from the keyboard, leave the focus on the draft’s heading; Reset on the topic', async () => {
    const { page } = await signedInAt('/essay-generator');
    const topic = page.getByRole('textbox', { name: 'Topic' });
    const result = page.getByRole('region', { name: 'Your essay' });
    await topic.fill('Why cities should plant more trees');
    await page.getByRole('combobox', { name: 'Length' }).selectOption('short');
    await page.getByRole('button', { name: 'Generate Essay' }).press('Enter');
    await writing(result, page);
    await readyOnHeading(page, result, 'Your essay', 'after Generate Essay');

    // Regenerate gives way to Stop as soon as it is pressed, and Stop to Regenerate when it ends.
    await result.getByRole('button', { name: 'Regenerate' }).press('Enter');
    await writing(result, page);
    await readyOnHeading(page, result, 'Your essay', 'after Regenerate');

    await result.getByRole('button', { name: 'Regenerate' }).press('Enter');
    await result.getByRole('button', { name: 'Stop' }).press('Enter');
    await page.getByText('Stopped. The text written so far is kept in History as a draft.').waitFor();
    await expectFocused(result.getByRole('heading', { name: 'Your essay' }), 'after Stop');
    expect(await announcement(page).count()).toBe(0); // a stopped draft is not announced as ready

    await result.getByRole('button', { name: 'Reset' }).press('Enter');
    expect(await result.count()).toBe(0);
    await expectFocused(topic, 'after Reset');
  });

  it('cover letter: Ctrl+Enter in the job ad and Write Cover Letter both end on the letter’s heading, announced as ready; Reset returns to the company', async () => {
    const { page } = await signedInAt('/cover-letter');
    const result = page.getByRole('region', { name: 'Your cover letter' });
    await field(page, 'Full Name').fill('Sam Lee');
    await field(page, 'Company').fill('Datalab');
    await field(page, 'Role').fill('Analyst');
    const ad = page.getByRole('textbox', { name: /^Job advertisement/ });
    await ad.fill('SQL, Python and dashboards.');
    await ad.press('Control+Enter');
    await writing(result, page);
    await readyOnHeading(page, result, 'Your cover letter', 'after Ctrl+Enter');
    expect(await axeFindingsInEachLook(page, 'a written cover letter, its heading focused', { screenshot: 'letter-heading-focused' })).toEqual([]);

    await page.getByRole('button', { name: 'Write Cover Letter' }).press('Enter');
    await writing(result, page);
    await readyOnHeading(page, result, 'Your cover letter', 'after Write Cover Letter');

    await result.getByRole('button', { name: 'Regenerate' }).press('Enter');
    await writing(result, page);
    await readyOnHeading(page, result, 'Your cover letter', 'after Regenerate');

    await page.getByRole('button', { name: 'Reset' }).press('Enter');
    expect(await result.count()).toBe(0);
    await expectFocused(field(page, 'Company'), 'after Reset');
  });

  it('Resume Builder: the summary’s button keeps the focus as it turns into Stop and back, and the status says the summary is written', async () => {
    const { context, page } = await signedInAt('/resume-builder');
    const resume = await createDocument(context, {
      type: 'resume',
      title: 'Sam Lee — Resume',
      data: {
        template: 'modern',
        personalInfo: { fullName: 'Sam Lee', email: 'sam@example.com' },
        experience: [{ id: 'exp-1', company: 'Datalab', position: 'Analyst', startDate: '2023-01', endDate: '', current: true, description: 'Built dashboards in SQL and Python.' }],
        skills: [{ id: 'skill-1', name: 'SQL', level: 4 }],
      },
    });
    await page.goto(`/resume-builder?document=${resume.id}`);
    await pageSettled(page);
    await page.getByRole('tablist', { name: 'Resume sections' }).getByRole('tab', { name: 'Summary', exact: true }).click();
    const summary = page.getByRole('tabpanel', { name: 'Summary', exact: true });
    await summary.getByRole('button', { name: 'Generate summary' }).press('Enter');
    await page.getByRole('status').filter({ hasText: 'Summary written from your resume. Edit it as you like.' }).waitFor({ timeout: 30_000 });
    await expectFocused(summary.getByRole('button', { name: 'Write a new summary' }), 'after the summary is written');
    expect((await summary.getByRole('textbox', { name: 'Professional summary', exact: true }).inputValue()).length).toBeGreaterThan(20);
  });
});
