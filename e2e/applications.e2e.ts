import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { ApplicationList, ApplicationRecord, CreateApplicationInput } from '../src/shared/applications.ts';
import { axeFindingsInEachLook, baseURL, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectFocused, expectHeading, pageSettled } from './steps.ts';

// The job-application tracker as a job-seeker uses it: a board by status
// (a card dragged, or carried from the keyboard), a table with filters, the
// dialog that holds an application's details, and History's list of them.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

async function signedIn(options: { width?: number } = {}) {
  const { context, page } = contexts.track(await newPage(options));
  await signInContext(context, await createUser());
  return { context, page };
}

async function addApplication(context: BrowserContext, input: CreateApplicationInput): Promise<ApplicationRecord> {
  const res = await context.request.post('/api/applications', { data: input, headers: { origin: baseURL } });
  if (res.status() !== 201) throw new Error(`adding an application failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as ApplicationRecord;
}

async function serverList(context: BrowserContext): Promise<ApplicationRecord[]> {
  const res = await context.request.get('/api/applications?pageSize=500');
  expect(res.status()).toBe(200);
  return ((await res.json()) as ApplicationList).items;
}

async function openBoard(page: Page, path = '/applications') {
  await page.goto(path);
  await pageSettled(page);
  await expectHeading(page, 'Job applications');
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The companies a column shows, top to bottom. */
const companies = async (page: Page, name: string) =>
  (await column(page, name).getByRole('listitem').locator('button:not([aria-label]) > span:first-child').allTextContents()).map((text) => text.trim());
const handle = (page: Page, company: string, role: string) => page.getByRole('button', { name: `Move ${company}, ${role}`, exact: true });

describeBrowser('job applications', () => {
  it('adds an application from an empty board, and keeps what was typed when the server refuses it', async () => {
    const { context, page } = await signedIn();
    await openBoard(page);
    await expect.poll(() => page.getByRole('heading', { name: 'No applications yet' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add application' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New application' });
    await dialog.getByRole('textbox', { name: 'Company', exact: true }).fill('Northwind');
    await dialog.getByRole('textbox', { name: 'Role', exact: true }).fill('Data Analyst');
    // One character past the ad's limit: refused with its own message, the form as typed.
    await dialog.getByRole('textbox', { name: 'Job ad', exact: true }).fill('a'.repeat(20_001));
    await dialog.getByRole('button', { name: 'Add application' }).click();
    await expect.poll(() => dialog.getByText('The job ad is too long').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Company', exact: true }).inputValue()).toBe('Northwind');
    expect(await serverList(context)).toEqual([]);

    await dialog.getByRole('textbox', { name: 'Job ad', exact: true }).fill('We need SQL and Python.');
    await dialog.getByRole('textbox', { name: 'Follow up on', exact: true }).fill('2026-01-10');
    await dialog.getByRole('button', { name: 'Add application' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => companies(page, 'Saved')).toEqual(['Northwind']);
    // Its follow-up day is past: the card says so.
    await expect.poll(() => column(page, 'Saved').getByText('Follow up now').isVisible()).toBe(true);
    const [saved] = await serverList(context);
    expect(saved).toMatchObject({ company: 'Northwind', role: 'Data Analyst', status: 'saved', ad: 'We need SQL and Python.', followUpOn: '2026-01-10' });
  });

  it('moves a card from the keyboard, announcing each step, and Escape puts it back', async () => {
    const { context, page } = await signedIn();
    for (const [company, role] of [['Acme', 'Analyst'], ['Globex', 'Engineer'], ['Initech', 'Developer']] as const) await addApplication(context, { company, role });
    await openBoard(page);
    await expect.poll(() => companies(page, 'Saved')).toEqual(['Acme', 'Globex', 'Initech']);

    // Picked up, carried one column right, put down.
    await handle(page, 'Acme', 'Analyst').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('[aria-live="assertive"]').textContent()).toContain('Picked up Acme, Analyst. Saved, position 1 of 3.');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('[aria-live="assertive"]').textContent()).toBe('Applied, position 1 of 1.');
    await page.keyboard.press('Space');
    await expect.poll(() => companies(page, 'Applied')).toEqual(['Acme']);
    await expectFocused(handle(page, 'Acme', 'Analyst'));
    await expect.poll(async () => (await serverList(context)).find((item) => item.company === 'Acme')?.status).toBe('applied');
    // Moving to Applied dates the application today.
    expect((await serverList(context)).find((item) => item.company === 'Acme')?.appliedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Within a column: Initech to the top of Saved.
    await handle(page, 'Initech', 'Developer').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect.poll(() => companies(page, 'Saved')).toEqual(['Initech', 'Globex']);

    // Escape: nothing moves, on screen or on the server.
    await handle(page, 'Globex', 'Engineer').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => companies(page, 'Interview')).toEqual(['Globex']);
    await page.keyboard.press('Escape');
    await expect.poll(() => companies(page, 'Saved')).toEqual(['Initech', 'Globex']);
    await page.reload();
    await expect.poll(() => companies(page, 'Saved')).toEqual(['Initech', 'Globex']);
    expect(await companies(page, 'Interview')).toEqual([]);
  });

  it('moves a card by dragging it onto another column', async () => {
    const { context, page } = await signedIn();
    await addApplication(context, { company: 'Umbrella', role: 'Scientist', status: 'applied' });
    await addApplication(context, { company: 'Stark', role: 'Engineer', status: 'interview' });
    await openBoard(page);
    await expect.poll(() => companies(page, 'Applied')).toEqual(['Umbrella']);
    const card = column(page, 'Applied').getByRole('listitem').first();
    await card.dragTo(column(page, 'Interview').getByRole('listitem').first(), { targetPosition: { x: 20, y: 2 } });
    await expect.poll(() => companies(page, 'Interview')).toEqual(['Umbrella', 'Stark']);
    await expect.poll(async () => (await serverList(context)).find((item) => item.company === 'Umbrella')?.status).toBe('interview');
  });

  it('filters the table, opens an application from History, and links the resume it sent', async () => {
    const { context, page } = await signedIn();
    const resume = await createDocument(context, { type: 'resume', title: 'Kim Lee — Resume', data: { personalInfo: { fullName: 'Kim Lee', email: 'kim@example.com' } } });
    await addApplication(context, { company: 'Hooli', role: 'Product Analyst', status: 'rejected' });
    await addApplication(context, { company: 'Pied Piper', role: 'Data Engineer', status: 'interview', followUpOn: '2026-01-05' });
    await addApplication(context, { company: 'Aviato', role: 'Analyst', status: 'applied', followUpOn: '2099-01-05' });

    await openBoard(page, '/applications?view=table');
    const table = page.getByRole('table');
    const rowNames = async () => (await table.getByRole('rowheader').allTextContents()).map((text) => text.trim()).sort();
    await expect.poll(rowNames).toEqual(['Aviato', 'Hooli', 'Pied Piper']);
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Rejected' });
    await expect.poll(rowNames).toEqual(['Hooli']);
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'All statuses' });
    await page.getByRole('checkbox', { name: 'Follow-up due' }).click();
    await expect.poll(rowNames).toEqual(['Pied Piper']);
    await page.getByRole('checkbox', { name: 'Follow-up due' }).click();
    await expect.poll(rowNames).toEqual(['Aviato', 'Hooli', 'Pied Piper']);
    await page.getByRole('searchbox', { name: 'Search applications' }).fill('aviato');
    await expect.poll(rowNames).toEqual(['Aviato']);

    // History lists the applications with the documents; a link opens one.
    await page.goto('/history');
    await pageSettled(page);
    const section = page.getByRole('region', { name: 'Job applications' });
    await section.getByRole('link', { name: 'Pied Piper, Data Engineer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Application to Pied Piper' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Resume sent' }).selectOption({ label: 'Kim Lee — Resume' });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await serverList(context)).find((item) => item.company === 'Pied Piper')?.resumeId).toBe(resume.id);
  });

  it('draws a board of 500 applications with each column folded after its first 50, and passes axe', async () => {
    const { context, page } = await signedIn();
    // The Pro plan keeps more than the free plan's cap: this user is given a Pro trial first.
    const trial = await context.request.post('/api/me/trial', { headers: { origin: baseURL } });
    expect(trial.status()).toBe(200);
    const statuses = ['saved', 'applied', 'interview', 'offer', 'rejected', 'withdrawn'] as const;
    // Ten at a time: one user's requests share the embedded database's one connection with every other test's.
    for (let i = 0; i < 500; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) => addApplication(context, { company: `Company ${String(i + j).padStart(3, '0')}`, role: 'Analyst', status: statuses[(i + j) % 6]! })),
      );
    }
    await openBoard(page);
    await expect.poll(() => column(page, 'Saved').getByRole('listitem').count()).toBe(50);
    await expect.poll(() => page.getByText('500 applications of', { exact: false }).isVisible()).toBe(true);
    await column(page, 'Saved').getByRole('button', { name: 'Show all 84' }).click();
    await expect.poll(() => column(page, 'Saved').getByRole('listitem').count()).toBe(84);
    expect(await axeFindingsInEachLook(page, 'applications board')).toEqual([]);
  });
});
