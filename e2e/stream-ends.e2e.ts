import { afterEach, expect, it } from 'vitest';
import { createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { watchRequestEnds } from './request-ends.ts';
import { contextTracker, pageSettled } from './steps.ts';

// A finished draft never looks like a failed request in the
// browser's network log (net::ERR_ABORTED). The Essay Generator's streams are
// checked in essay-generator.e2e.ts; this is the Resume Builder's summary.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

describeBrowser('generation streams end cleanly', () => {
  it("the Resume Builder's summary: two finished summaries, two finished requests", async () => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, await createUser());
    const resume = await createDocument(context, {
      type: 'resume',
      title: 'Grace Hopper — Resume',
      data: {
        template: 'modern',
        personalInfo: { fullName: 'Grace Hopper', email: 'grace@example.com' },
        experience: [{ id: 'exp-1', company: 'Remington Rand', position: 'Senior Mathematician', startDate: '2019-03', current: true }],
        skills: [{ id: 'skill-1', name: 'COBOL', level: 5 }],
      },
    });
    const streams = watchRequestEnds(page, '/api/generate/resume-summary');
    await page.goto(`/resume-builder?document=${resume.id}`);
    await pageSettled(page);
    await page.getByRole('tablist', { name: 'Resume sections' }).getByRole('tab', { name: 'Summary', exact: true }).click();
    const tab = page.getByRole('tabpanel', { name: 'Summary', exact: true });
    const written = tab.getByRole('status').filter({ hasText: 'Summary written from your resume. Edit it as you like.' });
    await tab.getByRole('button', { name: 'Generate summary', exact: true }).click();
    await written.waitFor({ timeout: 20_000 });
    const first = await tab.getByRole('textbox', { name: 'Professional summary', exact: true }).inputValue();
    expect(first).toContain('Remington Rand');
    await tab.getByRole('button', { name: 'Write a new summary', exact: true }).click();
    await tab.getByRole('button', { name: 'Stop', exact: true }).waitFor({ state: 'detached', timeout: 20_000 });
    await written.waitFor();
    expect(await streams.first(2)).toEqual(['finished', 'finished']);
  });
});
