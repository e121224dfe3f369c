import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeBrowser, newPage } from './fixtures.ts';
import { contextTracker, expectHeading, field, pageSettled, waitForPath } from './steps.ts';

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

describeBrowser('contact form', () => {
  // Validation, the in-flight state and failures: src/web/features/contact/contact-page.test.tsx.
  it('sends a valid message: success and an empty form; each message is stored', async () => {
    const { page } = contexts.track(await newPage());
    await openForm(page, '/contact', 'Contact Us');
    await fill(page, message);

    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
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

  // The priority's choices, required fields and a failed ticket: src/web/features/support/support-page.test.tsx.
  it('a valid ticket is stored with its priority → toast and /help', async () => {
    const { page } = contexts.track(await newPage());
    await openForm(page, '/support', 'Support');
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
});
