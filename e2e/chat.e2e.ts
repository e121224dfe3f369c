import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { axeFindingsInEachLook, describeBrowser, newPage } from './fixtures.ts';
import { freePort, startServer, waitForOutput, type Running } from './server-launch.ts';
import { contextTracker, expectHeading } from './steps.ts';

// The live support chat. Whether someone of the team is online is one fact for
// the whole app, and the suite's other tests open the admin console at any
// moment: this file runs its own app, where only its own administrator comes
// and goes, with the rate limits on.

const admin = { email: 'chat-admin@example.com', password: 'correct-horse-battery' };
const contexts = contextTracker();
afterEach(() => contexts.closeAll());

let server: Running;
let dataDir: string;
let appURL: string;

async function call(pathname: string, init: { method?: string; json?: unknown; cookie?: string } = {}): Promise<Response> {
  return fetch(appURL + pathname, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: { origin: appURL, ...(init.json === undefined ? {} : { 'content-type': 'application/json' }), ...(init.cookie ? { cookie: init.cookie } : {}) },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
}

/** The verification link the server wrote to its log for `email` (no SMTP_URL: mails go to the log). */
async function mailedLink(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    for (const line of server.output().split('\n').reverse()) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { mail?: { to?: string; text?: string } };
      const link = entry.mail?.to === email ? entry.mail.text?.match(/https?:\/\/\S+/)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail reached ${email}`);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-chat-e2e-'));
  const port = await freePort();
  appURL = `http://127.0.0.1:${port}`;
  server = startServer(port, dataDir, { PUBLIC_URL: appURL, SMTP_URL: '', LOG_LEVEL: 'info', ADMIN_EMAILS: admin.email, RATE_LIMIT_ENABLED: 'true' });
  await waitForOutput(server, "Inkwell is running at");
  const signUp = await call('/api/auth/sign-up/email', { json: { ...admin, name: 'Chat Admin' } });
  expect(signUp.status).toBe(200);
  await fetch(await mailedLink(admin.email), { redirect: 'manual' });
}, 90_000);

afterAll(async () => {
  server?.process.kill('SIGTERM');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = contexts.track(await newPage({ baseURL: appURL }));
  await opened.page.goto('/support');
  await expectHeading(opened.page, 'Support');
  await opened.page.locator('html[data-app-ready]').waitFor();
  return opened;
}

/** Signs in once through the API: with the rate limits on, signing in for every test would soon be refused. */
const sessions = new Map<string, { name: string; value: string }[]>();
async function signedIn(context: BrowserContext, credentials: { email: string; password: string }): Promise<void> {
  let cookies = sessions.get(credentials.email);
  if (!cookies) {
    const res = await call('/api/auth/sign-in/email', { json: credentials });
    expect(res.status, await res.clone().text()).toBe(200);
    cookies = res.headers.getSetCookie().map((c) => {
      const [pair = ''] = c.split(';');
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    });
    sessions.set(credentials.email, cookies);
  }
  await context.addCookies(cookies.map((c) => ({ ...c, url: appURL })));
}

async function adminConsole(): Promise<Page> {
  const { context, page } = contexts.track(await newPage({ baseURL: appURL, timezoneId: 'UTC' }));
  await signedIn(context, admin);
  await page.goto('/admin?tab=inbox');
  await expectHeading(page, 'Admin console');
  await page.getByRole('heading', { name: 'Inbox', level: 2 }).waitFor();
  return page;
}

const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversation' });
/** The chat's own region: the ticket form below has a Message and an Email field too. */
const chatBox = (page: Page) => page.getByRole('region', { name: 'Live chat' });

describeBrowser('the live support chat', () => {
  it('with nobody of the team online, says so and turns the message into a ticket answered by mail', async () => {
    const { page } = await visitor();
    await page.getByText('Nobody from the team is online right now. Leave a message and we will reply by email.').waitFor();
    await page.getByRole('button', { name: 'Start a chat' }).click();
    // The keyboard goes to the message box.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id)).toBeTruthy();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');

    await chatBox(page).getByRole('textbox', { name: 'Message' }).fill('My PDF export is blank.');
    await chatBox(page).getByRole('button', { name: 'Send as ticket' }).click();
    await chatBox(page).getByRole('textbox', { name: 'Email' }).and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await chatBox(page).getByRole('textbox', { name: 'Message' }).inputValue()).toBe('My PDF export is blank.');

    await chatBox(page).getByRole('textbox', { name: 'Email' }).fill('vera@example.org');
    await chatBox(page).getByRole('textbox', { name: 'Message' }).press('Enter');
    await chatLog(page).getByText('Thank you. Nobody was online, so we saved your message as a support ticket and will reply to vera@example.org.').waitFor();
    expect(await chatBox(page).getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');

    // The console finds it as a ticket.
    const console = await adminConsole();
    await console.getByRole('searchbox', { name: 'Search messages' }).fill('PDF export is blank');
    await console.getByRole('button', { name: /My PDF export is blank\./ }).waitFor();
    expect(await console.getByRole('button', { name: /My PDF export is blank\./ }).innerText()).toContain('Support ticket');

    expect(await axeFindingsInEachLook(page, 'the chat, offline', { screenshot: 'chat-offline', sideways: true })).toEqual([]);
  });

  it('with the console open, a visitor and an administrator talk without a reload on either side', async () => {
    const console = await adminConsole();
    const { page } = await visitor();
    await page.getByText('Someone from the team is online now.').waitFor();
    await page.getByRole('button', { name: 'Start a chat' }).click();
    await chatBox(page).getByRole('textbox', { name: 'Name (optional)' }).fill('Cy Visitor');
    await chatBox(page).getByRole('textbox', { name: 'Message' }).fill('Can I export a paper to LaTeX?');
    await chatBox(page).getByRole('textbox', { name: 'Message' }).press('Enter');
    await chatLog(page).getByText('Can I export a paper to LaTeX?').waitFor();

    // The inbox shows it by itself.
    const row = console.getByRole('button', { name: /Can I export a paper to LaTeX\?/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Live chat · Cy Visitor');
    await row.click();
    await console.getByRole('heading', { level: 2, name: 'Can I export a paper to LaTeX?' }).waitFor();
    await console.getByText('The visitor is in the chat now.').waitFor();
    await console.getByRole('textbox', { name: 'Answer in the chat' }).fill('Yes: download Markdown, then run pandoc.');
    await console.getByRole('button', { name: 'Send reply' }).click();
    await console.getByText('Answer sent: the visitor sees it now.').waitFor();

    await chatLog(page).getByText('Yes: download Markdown, then run pandoc.').waitFor();
    expect(await chatLog(page).getByRole('listitem').filter({ hasText: 'pandoc' }).innerText()).toContain('Inkwell team');

    // And back: the open conversation in the console shows the visitor's answer.
    await chatBox(page).getByRole('textbox', { name: 'Message' }).fill('Thanks, that works.');
    await chatBox(page).getByRole('button', { name: 'Send', exact: true }).click();
    await console.getByText('Thanks, that works.').waitFor();

    // Closing it in the console ends the chat for the visitor.
    await console.getByRole('combobox', { name: 'Status' }).selectOption('closed');
    await chatLog(page).getByText('This chat has ended.').waitFor();
    await page.getByRole('button', { name: 'Start a new chat' }).waitFor();

    expect(await axeFindingsInEachLook(page, 'the chat, ended', { screenshot: 'chat-visitor', sideways: true })).toEqual([]);
    expect(await axeFindingsInEachLook(console, 'the console, a chat', { screenshot: 'chat-admin', sideways: true })).toEqual([]);
  });

  it("keeps a signed-in visitor's chat in History", async () => {
    await adminConsole();
    const user = { email: 'chat-user@example.com', password: 'correct-horse-battery' };
    expect((await call('/api/auth/sign-up/email', { json: { ...user, name: 'Dee' } })).status).toBe(200);
    const { context, page } = contexts.track(await newPage({ baseURL: appURL }));
    await signedIn(context, user);
    await page.goto('/support?chat=open');
    await chatBox(page).getByText('Someone from the team is online now.').waitFor();
    // Signed in, the chat asks for no name or address.
    expect(await chatBox(page).getByRole('textbox', { name: 'Email (optional)' }).count()).toBe(0);
    await chatBox(page).getByRole('textbox', { name: 'Message' }).fill('How do I change my plan?');
    await chatBox(page).getByRole('textbox', { name: 'Message' }).press('Enter');
    await chatLog(page).getByText('How do I change my plan?').waitFor();

    await page.goto('/history');
    await expectHeading(page, 'Document History');
    const chats = page.getByRole('region', { name: 'Support chats' });
    await chats.getByText('How do I change my plan?').waitFor();
    await chats.getByText('Waiting for an answer').waitFor();
    await chats.getByRole('button', { name: 'Show conversation' }).click();
    await chats.getByRole('list', { name: 'Conversation' }).getByText('How do I change my plan?').waitFor();
    expect(await axeFindingsInEachLook(page, 'History with a support chat', { screenshot: 'chat-history', sideways: true })).toEqual([]);
  });

  it('promises "around the clock" only when the hours an administrator sets say so', async () => {
    const console = await adminConsole();
    const hours = console.getByRole('region', { name: 'Live chat hours' });
    await hours.getByRole('checkbox', { name: 'Show opening hours' }).check();
    for (const day of ['Saturday', 'Sunday']) await hours.getByRole('checkbox', { name: day }).check();
    await hours.getByLabel('Opens').fill('00:00');
    await hours.getByRole('textbox', { name: 'Closes' }).fill('24:00');
    await hours.getByRole('textbox', { name: 'Time zone' }).fill('UTC');
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await hours.getByText('Hours saved.').waitFor();

    const { page } = await visitor();
    await page.getByText('Live chat is staffed around the clock.').waitFor();

    await hours.getByRole('checkbox', { name: 'Saturday' }).uncheck();
    await hours.getByRole('checkbox', { name: 'Sunday' }).uncheck();
    await hours.getByLabel('Opens').fill('09:00');
    await hours.getByRole('textbox', { name: 'Closes' }).fill('17:30');
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await hours.getByText('Hours saved.').waitFor();
    await page.reload();
    await page.getByText('Live chat hours: Monday–Friday, 09:00–17:30 (UTC).').waitFor();
    expect(await page.getByText('around the clock').count()).toBe(0);
  });

  it('says so when a visitor sends too many messages', async () => {
    await adminConsole();
    const { page } = await visitor();
    await page.getByRole('button', { name: 'Start a chat' }).click();
    // The budget is per client: this test's requests and the browser's come from the same address.
    for (let i = 0; i < 40; i++) {
      const res = await call('/api/chat/messages', { json: { text: `filler ${i}`, email: 'x@example.org' } });
      if (res.status === 429) break;
    }
    await chatBox(page).getByRole('textbox', { name: 'Message' }).fill('One more question');
    await chatBox(page).getByRole('textbox', { name: 'Message' }).press('Enter');
    await page.getByRole('alert').getByText("Too many attempts. Please wait a minute and try again.").waitFor();
    expect(await chatBox(page).getByRole('textbox', { name: 'Message' }).inputValue()).toBe('One more question');
  });
});
