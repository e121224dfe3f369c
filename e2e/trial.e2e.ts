import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { Plan, TrialStatus } from '../src/shared/plans.ts';
import en from '../src/web/locales/en.json' with { type: 'json' };
import { axeFindingsInEachLook, browser, createDocument, createUser, describeBrowser, newPage, waitForAppOnLoad, signInContext, uniqueEmail } from './fixtures.ts';
import { freePort, startServer, waitForOutput, type Running } from './server-launch.ts';
import { contextTracker, download, expectHeading, field, fillSignInForm, freePlanDownloadItems, pageSettled, pathOf, waitForPath } from './steps.ts';

// The 14-day Pro trial in the browser. Its last days and its end (the mails,
// the limits coming back, nothing deleted) run against a second built app
// whose clock the test moves through CLOCK_OFFSET_FILE: no sleeps. The
// server tests (src/server/features/account/trial.test.ts) cover the same
// with an injected clock.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const daysLeft = (count: number) => (count === 1 ? en.plans.daysLeft_one : en.plans.daysLeft_other).replace('{{count}}', String(count));
const startButton = (scope: Page | ReturnType<Page['getByRole']>) => scope.getByRole('button', { name: en.plans.startTrial, exact: true });

/** A new free account signed in to a fresh page. */
async function signedIn(options: Parameters<typeof newPage>[0] = {}) {
  const opened = contexts.track(await newPage(options));
  await signInContext(opened.context, await createUser());
  return opened;
}

/** The server's view of the account. */
async function me(context: BrowserContext): Promise<{ plan: Plan; trial: TrialStatus }> {
  const res = await context.request.get('/api/me');
  expect(res.status()).toBe(200);
  return (await res.json()) as { plan: Plan; trial: TrialStatus };
}

/** Counts this page's requests that start a trial, from now on. */
function trialStarts(page: Page): { readonly count: number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/me/trial') count += 1;
  });
  return {
    get count() {
      return count;
    },
  };
}

describeBrowser('the 14-day Pro trial', () => {
  it('a free user starts it from Settings › Subscription and sees the days left, there and on Pricing', async () => {
    const { context, page } = await signedIn({ reducedMotion: 'reduce' });
    await page.goto('/settings?tab=subscription');
    await pageSettled(page);
    const panel = page.getByRole('tabpanel', { name: en.settings.tabs.subscription });
    await panel.getByText('Free Plan', { exact: true }).waitFor();
    const offer = panel.getByRole('region', { name: 'Try Pro free for 14 days' });
    expect(oneLine(await offer.innerText())).toBe(`Try Pro free for 14 days ${en.plans.offerBody} ${en.plans.startTrial}`);

    await startButton(offer).click();
    await panel.getByText(daysLeft(14), { exact: true }).waitFor();
    await panel.getByText('Pro Plan', { exact: true }).waitFor();
    expect(await offer.count()).toBe(0);
    const account = await me(context);
    expect(account).toMatchObject({ plan: 'pro', trial: { state: 'active', daysLeft: 14 } });
    const endsOn = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(account.trial.endsAt!));
    await panel.getByText(`Your trial ends on ${endsOn}.`, { exact: true }).waitFor();
    // The offers to buy stay (payments are not enabled, as before).
    await panel.getByRole('button', { name: 'Upgrade Now', exact: true }).waitFor();

    await page.reload();
    await pageSettled(page);
    await panel.getByText(daysLeft(14), { exact: true }).waitFor();

    const failures: string[] = [];
    failures.push(...(await axeFindingsInEachLook(page, 'Settings › Subscription during the trial')));
    await page.goto('/pricing');
    await pageSettled(page);
    const proCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
    await proCard.getByText(daysLeft(14), { exact: true }).waitFor();
    expect(await proCard.getByRole('link', { name: en.plans.manage }).getAttribute('href')).toBe('/settings?tab=subscription');
    expect(await startButton(page).count()).toBe(0);
    failures.push(...(await axeFindingsInEachLook(page, 'Pricing during the trial')));
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it("an HTML export explains Pro in place; starting the trial there downloads the file without leaving the editor", async () => {
    const { context, page } = await signedIn();
    const doc = await createDocument(context, { type: 'essay', title: 'Tides of the North Sea', content: '# Tides of the North Sea\n\nThe water rises twice a day.' });
    await page.goto(`/documents/${doc.id}/edit`);
    await pageSettled(page);
    const editorPath = pathOf(page);

    const downloadButton = page.getByRole('button', { name: 'Download' }).first();
    await downloadButton.click();
    const menu = page.getByRole('menu');
    expect((await menu.getByRole('menuitem').allTextContents()).map(oneLine)).toEqual(freePlanDownloadItems);
    await menu.getByRole('menuitem', { name: 'Web page (HTML) — Pro' }).click();
    const prompt = page.getByRole('dialog', { name: 'Web page (HTML) is a Pro format' });
    await prompt.waitFor();
    await prompt.getByText(en.plans.prompt.offer.replace('{{days}}', '14'), { exact: true }).waitFor();
    expect(pathOf(page)).toBe(editorPath);

    const starts = trialStarts(page);
    const file = await download(page, startButton(prompt));
    expect(file.name).toBe('Tides of the North Sea.html');
    expect(file.text).toContain('The water rises twice a day.');
    await prompt.waitFor({ state: 'detached' });
    expect(starts.count).toBe(1);
    expect(pathOf(page)).toBe(editorPath);
    expect(await page.getByRole('textbox', { name: 'Title · Essay' }).inputValue()).toBe('Tides of the North Sea');
    expect(await me(context)).toMatchObject({ plan: 'pro', trial: { state: 'active' } });

    // Pro now: every format downloads at once, no lock left.
    await downloadButton.click();
    expect((await page.getByRole('menu').getByRole('menuitem').allTextContents()).map(oneLine)).toEqual(freePlanDownloadItems.map((item) => item.replace(' — Pro', '')));
    const rtf = await download(page, page.getByRole('menu').getByRole('menuitem', { name: 'Rich Text (RTF)' }));
    expect(rtf.name).toBe('Tides of the North Sea.rtf');
  });

  it('Download a template: a signed-in free user starts the trial beside the Pro formats; a visitor is shown Pricing', async () => {
    const { context, page } = await signedIn();
    await page.goto('/templates/download');
    await pageSettled(page);
    const proCard = page.locator('div', { has: page.getByRole('heading', { name: en.templates.download.proPlan, exact: true }) }).last();
    // The page is prerendered for visitors: its body may hydrate a moment after the header knows the session.
    await startButton(proCard).waitFor();
    expect(await proCard.getByRole('link', { name: en.templates.download.seePricing }).count()).toBe(0);
    await startButton(proCard).click();
    await proCard.getByText(daysLeft(14), { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/templates/download');
    expect(await me(context)).toMatchObject({ plan: 'pro', trial: { state: 'active' } });

    const visitor = contexts.track(await newPage());
    await visitor.page.goto('/templates/download');
    await pageSettled(visitor.page);
    const visitorCard = visitor.page.locator('div', { has: visitor.page.getByRole('heading', { name: en.templates.download.proPlan, exact: true }) }).last();
    expect(await visitorCard.getByRole('link', { name: en.templates.download.seePricing }).getAttribute('href')).toBe('/pricing');
    expect(await startButton(visitorCard).count()).toBe(0);
  });

  it("a visitor's Start free trial on Pricing leads through sign-up and sign-in to an active trial; a reload starts nothing again", async () => {
    const { context, page } = contexts.track(await newPage());
    await page.goto('/pricing');
    await pageSettled(page);
    const cta = page.getByRole('link', { name: en.pricing.plans.pro.cta, exact: true });
    expect(await cta.getAttribute('href')).toBe('/signup?redirect=%2Fpricing%3Ftrial%3Dstart');
    await cta.click();
    await waitForPath(page, '/signup?redirect=%2Fpricing%3Ftrial%3Dstart');
    await expectHeading(page, 'Create your account');

    const credentials = { email: uniqueEmail('trial'), password: 'a-long-enough-password' };
    await field(page, 'Email').fill(credentials.email);
    await field(page, 'Password').fill(credentials.password);
    await field(page, 'Confirm password').fill(credentials.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForPath(page, '/login?redirect=%2Fpricing%3Ftrial%3Dstart');
    await page.getByRole('status').filter({ hasText: en.auth.checkEmail }).waitFor();

    const starts = trialStarts(page);
    await fillSignInForm(page, credentials);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const proCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
    await proCard.getByText(daysLeft(14), { exact: true }).waitFor();
    // The flag is gone from the address: a reload does not ask again.
    await waitForPath(page, '/pricing');
    expect(await me(context)).toMatchObject({ plan: 'pro', trial: { state: 'active', daysLeft: 14 } });

    await page.reload();
    await pageSettled(page);
    await proCard.getByText(daysLeft(14), { exact: true }).waitFor();
    // Coming back with the flag (the browser's history) after the trial started: nothing is asked, nothing fails.
    await page.goto('/pricing?trial=start');
    await pageSettled(page);
    await proCard.getByText(daysLeft(14), { exact: true }).waitFor();
    await waitForPath(page, '/pricing');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(starts.count).toBe(1);
  });

  it('History’s notice starts the trial in place and then lists every document; the prompts are axe-clean in every look', { timeout: 120_000 }, async () => {
    const { context, page } = await signedIn({ reducedMotion: 'reduce' });
    for (let i = 1; i <= 21; i++) await createDocument(context, { type: 'essay', title: `Essay number ${i}`, content: `Body of essay ${i}.` });
    const failures: string[] = [];

    await page.goto('/settings?tab=subscription');
    await pageSettled(page);
    await page.getByRole('region', { name: 'Try Pro free for 14 days' }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'Settings › Subscription with the offer')));

    await page.goto('/pricing');
    await pageSettled(page);
    const proCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
    await startButton(proCard).waitFor();
    await page.getByText(en.pricing.currentPlan, { exact: true }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'Pricing, signed in, trial on offer')));

    await page.goto('/history');
    await pageSettled(page);
    const notice = page.getByText('1 older document — upgrade to Pro to see all', { exact: true });
    await notice.waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'History with the notice')));

    const row = page.getByRole('listitem').filter({ hasText: 'Essay number 21' }).first();
    await row.getByRole('button', { name: 'View', exact: true }).click();
    const view = page.getByRole('dialog', { name: 'Essay number 21' });
    // The document on screen first, as a user reads it before downloading it.
    await view.getByText('Body of essay 21.', { exact: true }).waitFor();
    await view.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Rich Text (RTF) — Pro' }).click();
    const prompt = page.getByRole('dialog', { name: 'Rich Text (RTF) is a Pro format' });
    await prompt.waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'the in-place Pro prompt')));
    await prompt.getByRole('button', { name: en.plans.notNow }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 1280, height: 900 });
    await startButton(page).click();
    // Pro pages through every document: the oldest is one "Show more" away, nothing hidden any more.
    await page.getByRole('button', { name: en.history.loadMore }).click();
    await page.getByText('Essay number 1', { exact: true }).waitFor();
    expect(await notice.count()).toBe(0);
    expect(oneLine(await page.getByText(/^\d+ documents$/).innerText())).toBe('21 documents');
    expect(pathOf(page)).toBe('/history');
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

describeBrowser('the trial’s last days and its end, on a clock the test moves', () => {
  const dayMs = 24 * 60 * 60 * 1000;
  let server: Running | undefined;
  let dataDir = '';
  afterEach(async () => {
    await contexts.closeAll();
    if (server && server.process.exitCode === null) {
      server.process.kill('SIGTERM');
      await server.exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The mails the server wrote to its output (no SMTP_URL), to one address. */
  const mailsTo = (running: Running, email: string) =>
    running
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { mail?: { to?: string; subject?: string; text?: string } })
      .filter((entry) => entry.mail?.to === email)
      .map((entry) => entry.mail!);

  it('two days before the end a reminder is mailed; after day 14 the Free limits are back, nothing deleted, and a mail says so', { timeout: 120_000 }, async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-trial-clock-'));
    const offsetFile = path.join(dataDir, 'clock-offset');
    const moveClock = (days: number) => writeFileSync(offsetFile, String(Math.round(days * dayMs)));
    moveClock(0);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer(port, dataDir, {
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      SMTP_URL: '',
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'info',
      CLOCK_OFFSET_FILE: offsetFile,
    });
    await waitForOutput(server, `Inkwell is running at ${base}`);

    const context = await (await browser()).newContext({ baseURL: base, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    contexts.track({ context });
    const page = await context.newPage();
    waitForAppOnLoad(page);
    const email = uniqueEmail('trial-clock');
    const headers = { origin: base };
    expect((await context.request.post('/api/auth/sign-up/email', { data: { email, password: 'correct-horse-battery', name: '' }, headers })).ok()).toBe(true);
    expect((await context.request.post('/api/auth/sign-in/email', { data: { email, password: 'correct-horse-battery' }, headers })).ok()).toBe(true);
    const docs = [];
    for (let i = 1; i <= 21; i++) {
      const res = await context.request.post('/api/documents', { data: { type: 'essay', title: `Essay number ${i}`, content: `Body of essay ${i}.` }, headers });
      expect(res.status()).toBe(201);
      docs.push((await res.json()) as { id: string });
    }

    await page.goto('/settings?tab=subscription');
    await pageSettled(page);
    const panel = page.getByRole('tabpanel', { name: en.settings.tabs.subscription });
    await startButton(panel.getByRole('region', { name: 'Try Pro free for 14 days' })).click();
    await panel.getByText(daysLeft(14), { exact: true }).waitFor();
    const { trial } = await me(context);
    expect(trial.state).toBe('active');

    // Day 12½: a day and a half left, the reminder goes out with the next request, once.
    moveClock(12.5);
    await page.reload();
    await pageSettled(page);
    await panel.getByText(daysLeft(2), { exact: true }).waitFor();
    await expect.poll(() => mailsTo(server!, email).map((mail) => mail.subject)).toContain('Your Inkwell Pro trial ends soon');
    await page.reload();
    await pageSettled(page);
    expect(mailsTo(server, email).filter((mail) => mail.subject === 'Your Inkwell Pro trial ends soon')).toHaveLength(1);

    // Past day 14: Free again by itself, the end mailed once.
    moveClock(14 + 1 / 24);
    await page.reload();
    await pageSettled(page);
    const endedOn = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(trial.endsAt!));
    await panel.getByText(en.plans.trialEndedOn.replace('{{date}}', endedOn), { exact: true }).waitFor();
    await panel.getByText(en.plans.trialEndedLimits.replace('{{limit}}', '20'), { exact: true }).waitFor();
    await panel.getByText('Free Plan', { exact: true }).waitFor();
    expect(await me(context)).toMatchObject({ plan: 'free', trial: { state: 'ended' } });
    await expect.poll(() => mailsTo(server!, email).map((mail) => mail.subject)).toContain('Your Inkwell Pro trial has ended');
    const ended = mailsTo(server, email).find((mail) => mail.subject === 'Your Inkwell Pro trial has ended')!;
    expect(ended.text).toContain('Nothing was deleted');

    // History's window is back, with its notice; nothing was deleted.
    await page.goto('/history');
    await pageSettled(page);
    await page.getByText('1 older document — upgrade to Pro to see all', { exact: true }).waitFor();
    await page.getByText('Essay number 21', { exact: true }).waitFor();
    expect(await page.getByText('Essay number 1', { exact: true }).count()).toBe(0);
    const oldest = await context.request.get(`/api/documents/${docs[0]!.id}`);
    expect(oldest.status()).toBe(200);

    // HTML export is a Pro format again, explained in place.
    await page.goto(`/documents/${docs[20]!.id}/edit`);
    await pageSettled(page);
    await page.getByRole('button', { name: 'Download' }).first().click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Web page (HTML) — Pro' }).click();
    await page.getByRole('dialog', { name: 'Web page (HTML) is a Pro format' }).waitFor();
    expect((await context.request.get(`/api/documents/${docs[20]!.id}/export?format=html`)).status()).toBe(403);
    // The trial was once per account: it is not on offer again.
    await page.goto('/settings?tab=subscription');
    await pageSettled(page);
    await panel.getByText(en.plans.trialEndedOn.replace('{{date}}', endedOn), { exact: true }).waitFor();
    expect(await startButton(panel).count()).toBe(0);
  });
});
