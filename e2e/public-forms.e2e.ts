import type { Page, Request } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeBrowser, newPage } from './fixtures.ts';
import { contextTracker, expectHeading, field, holdRequests, pageSettled, pathOf, waitForPath } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const fields = ['Name', 'Email', 'Subject', 'Message'] as const;
type Values = Record<(typeof fields)[number], string>;

const message: Values = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Subject: 'Exporting to DOCX',
  Message: 'Can I export a resume as DOCX?\nThanks!',
};

/** Opens a form page once it is hydrated (a click before that would be a plain HTML submit). */
async function openForm(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await pageSettled(page);
  await expectHeading(page, title);
}

async function fill(page: Page, values: Values): Promise<void> {
  for (const name of fields) await field(page, name).fill(values[name]);
}

async function valuesOf(page: Page): Promise<Values> {
  const entries = await Promise.all(fields.map(async (name) => [name, await field(page, name).inputValue()] as const));
  return Object.fromEntries(entries) as Values;
}

/** Counts the requests the page sends to `path` (any method). */
function countRequests(page: Page, path: string) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) sent.push(request);
  });
  return () => sent.length;
}

/** Answers every call to `path` with an error of the API's shape. */
async function failWith(page: Page, path: string, status: number, code: string, text: string): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status, json: { error: { code, message: text } } }));
}

async function expectRequiredErrors(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByText('This field is required', { exact: true }).nth(3).waitFor();
  expect(await page.getByText('This field is required', { exact: true }).count()).toBe(4);
  for (const name of fields) expect(await field(page, name).getAttribute('aria-invalid'), name).toBe('true');
}

describeBrowser('contact form', () => {
  it('checks required fields and the email format in the browser, sending nothing', async () => {
    const { page } = contexts.track(await newPage());
    await openForm(page, '/contact', 'Contact Us');
    const sent = countRequests(page, '/api/contact');

    await expectRequiredErrors(page, 'Send Message');
    await fill(page, { ...message, Email: 'not-an-email' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Enter a valid email address', { exact: true }).waitFor();
    expect(await page.getByText('This field is required', { exact: true }).count()).toBe(0);
    expect(await field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toBe(0);
  });

  it('sends a valid message: Sending... while in flight, then success and an empty form; each message is stored', async () => {
    const { page } = contexts.track(await newPage());
    await openForm(page, '/contact', 'Contact Us');
    await fill(page, message);

    const held = await holdRequests(page, '**/api/contact');
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await held.seen;
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    await held.release();

    const first = await answered;
    expect(first.status()).toBe(201);
    expect(JSON.parse(first.request().postData() ?? '{}')).toEqual({
      name: message.Name,
      email: message.Email,
      subject: message.Subject,
      message: message.Message,
    });
    const { id: firstId } = (await first.json()) as { id: string };
    expect(firstId).toMatch(uuid);
    await page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).waitFor();
    expect(await valuesOf(page)).toEqual({ Name: '', Email: '', Subject: '', Message: '' });
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);

    // A second message is a second row.
    await fill(page, { ...message, Subject: 'Another question' });
    const again = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const second = await again;
    expect(second.status()).toBe(201);
    const { id: secondId } = (await second.json()) as { id: string };
    expect(secondId).toMatch(uuid);
    expect(secondId).not.toBe(firstId);
  });

  it('a server failure shows the error and keeps what was typed', async () => {
    const { page } = contexts.track(await newPage());
    await openForm(page, '/contact', 'Contact Us');
    await failWith(page, '/api/contact', 500, 'internal', 'Something went wrong on our side.');
    await fill(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Error sending message. Please try again.' });
    await alert.waitFor();
    expect(await valuesOf(page)).toEqual(message);
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(await page.getByText('Message sent successfully!').count()).toBe(0);
  });

  it('a rate limit shows its own message', async () => {
    const { page } = contexts.track(await newPage());
    await openForm(page, '/contact', 'Contact Us');
    await failWith(page, '/api/contact', 429, 'rate_limited', 'Too many requests. Please wait and try again.');
    await fill(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Too many attempts. Please wait a minute and try again.' }).waitFor();
    expect(await valuesOf(page)).toEqual(message);
  });
});

describeBrowser('support page', () => {
  const ticket: Values = {
    Name: 'Grace Hopper',
    Email: 'grace@example.com',
    Subject: 'PDF export is blank',
    Message: 'My resume exports as an empty PDF.',
  };
  const priority = (page: Page) => page.getByRole('combobox', { name: 'Priority' });

  it('offers the live chat, email and phone besides a ticket, and never claims 24/7 by itself', async () => {
    const { page } = contexts.track(await newPage());
    await openForm(page, '/support', 'Support');
    const main = page.getByRole('main');
    // The ways to reach the team, in order, before the help topics and the ticket form.
    expect((await main.getByRole('heading', { level: 2 }).allTextContents()).map((h) => h.trim())).toEqual([
      'Live chat',
      'Email',
      'Phone',
      'Popular help topics',
      'Open a support ticket',
    ]);
    // Whether someone is online, read from the server; "around the clock" only with hours that say so (e2e/chat.e2e.ts).
    await main.getByText(/^(Someone from the team is online now\.|Nobody from the team is online right now\. .*)$/).waitFor();
    expect(await main.innerText()).not.toMatch(/24\/7|24 hours|around the clock/i);

    const email = main.getByRole('link', { name: /@/ });
    expect(await email.getAttribute('href')).toBe(`mailto:${(await email.textContent())?.trim()}`);
    const phone = main.getByRole('link', { name: /^\+?[\d\s().-]+$/ });
    const phoneHref = await phone.getAttribute('href');
    expect(phoneHref).toMatch(/^tel:\+\d{8,15}$/);
    // The number dialled is the number shown.
    expect(phoneHref!.slice('tel:'.length)).toBe('+' + ((await phone.textContent()) ?? '').replace(/\D/g, ''));
  });

  it('its four help links open the Help Center on their topic', async () => {
    const { page } = contexts.track(await newPage());
    await openForm(page, '/support', 'Support');
    const topics = page.getByRole('region', { name: 'Popular help topics' }).getByRole('listitem').getByRole('link');
    expect(await topics.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/help/getting-started',
      '/help/account',
      '/help/billing',
      '/help/export',
    ]);
    // The Help Center's card for each topic, its link in the topics bar, and a word its help must mention.
    const expected = [
      ['/help/getting-started', 'Getting started with Inkwell', 'Getting started', /sign/i],
      ['/help/account', 'Your account', 'Account', /password/i],
      ['/help/billing', 'Plans and billing', 'Plans & billing', /Pro/],
      ['/help/export', 'Export a document', 'Export', /PDF/],
    ] as const;
    for (const [index, [path, title, link, mentions]] of expected.entries()) {
      await topics.nth(index).click();
      await waitForPath(page, path);
      await expectHeading(page, 'Help Center');
      const card = page.getByRole('article', { name: title });
      await card.waitFor();
      expect(await card.innerText(), title).toMatch(mentions);
      // That topic is the one chosen (plain /help shows most of these cards too): marked in the bar and on its card, which is in view.
      const bar = page.getByRole('navigation', { name: 'Popular topics' });
      expect(await bar.getByRole('link', { name: link, exact: true }).getAttribute('aria-current'), title).toBe('page');
      expect(await bar.locator('[aria-current="page"]').count(), title).toBe(1);
      expect(await card.getByText('Your topic', { exact: true }).count(), title).toBe(1);
      expect(await page.getByText('Your topic', { exact: true }).count(), title).toBe(1);
      await expect
        .poll(() => card.evaluate((el) => { const box = el.getBoundingClientRect(); return box.top < innerHeight && box.bottom > 0; }), { message: title })
        .toBe(true);
      await page.goBack();
      await waitForPath(page, '/support');
      await topics.first().waitFor();
    }
  });

  it('ticket form: required fields, priority Medium by default; a valid ticket → toast and /help', async () => {
    const { page } = contexts.track(await newPage());
    await openForm(page, '/support', 'Support');
    const sent = countRequests(page, '/api/support/tickets');
    expect(await priority(page).inputValue()).toBe('medium');
    expect(await priority(page).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Medium');
    expect(await priority(page).locator('option').allTextContents()).toEqual(['Low', 'Medium', 'High']);

    await expectRequiredErrors(page, 'Submit Ticket');
    expect(sent()).toBe(0);

    await fill(page, ticket);
    await priority(page).selectOption('high');
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/support/tickets');
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ id: expect.stringMatching(uuid), priority: 'high' });
    await page.getByText('Support ticket submitted successfully!', { exact: true }).waitFor();
    await waitForPath(page, '/help');
    await expectHeading(page, 'Help Center');
  });

  it('a failed ticket shows the error and keeps every value', async () => {
    const { page } = contexts.track(await newPage());
    await openForm(page, '/support', 'Support');
    await failWith(page, '/api/support/tickets', 500, 'internal', 'Something went wrong on our side.');
    await fill(page, ticket);
    await priority(page).selectOption('low');
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await page.getByRole('alert').filter({ hasText: 'Error submitting ticket. Please try again.' }).waitFor();
    expect(await valuesOf(page)).toEqual(ticket);
    expect(await priority(page).inputValue()).toBe('low');
    expect(pathOf(page)).toBe('/support');
    expect(await page.getByText('Support ticket submitted successfully!').count()).toBe(0);
  });
});
