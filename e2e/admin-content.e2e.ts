import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { adminCredentials, api, axeFindingsInEachLook, describeBrowser, ensureAdmin, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectFocused, expectHeading, field, pageSettled, waitForPath } from './steps.ts';

// The admin console's inbox, blog and usage panels (ADMIN_EMAILS names e2e-admin@example.com in global-setup.ts).

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

beforeAll(ensureAdmin);

async function consoleTab(tab: 'Inbox' | 'Blog' | 'Usage'): Promise<Page> {
  const { context, page } = contexts.track(await newPage({ timezoneId: 'UTC' }));
  await signInContext(context, adminCredentials);
  await page.goto(`/admin?tab=${tab.toLowerCase()}`);
  await pageSettled(page);
  await expectHeading(page, 'Admin console');
  expect(await page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected')).toBe('true');
  return page;
}

/** A support ticket sent through /support, as a visitor does. */
async function submitTicket(subject: string, email: string): Promise<void> {
  const { page } = contexts.track(await newPage());
  await page.goto('/support');
  await pageSettled(page);
  await expectHeading(page, 'Support');
  await field(page, 'Name').fill('Vera Visitor');
  await field(page, 'Email').fill(email);
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('The PDF export of my resume is empty.');
  await page.getByRole('combobox', { name: 'Priority' }).selectOption('high');
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  await waitForPath(page, '/help');
}

describeBrowser('the admin console: inbox, blog and usage', () => {
  it('a ticket sent on /support shows in the inbox; the reply is sent, kept, and the ticket becomes Answered', async () => {
    const subject = `Empty PDF ${randomUUID().slice(0, 8)}`;
    await submitTicket(subject, 'vera@example.org');

    const page = await consoleTab('Inbox');
    await page.getByRole('combobox', { name: 'Priority' }).selectOption('high');
    await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject);
    await page.getByRole('status').filter({ hasText: '1 message' }).waitFor();
    const row = page.getByRole('button', { name: new RegExp(subject) });
    expect(await row.innerText()).toContain('Open');
    await row.click();

    await page.getByRole('heading', { level: 2, name: subject }).waitFor();
    await page.getByText('The PDF export of my resume is empty.').waitFor();
    await page.getByText('No reply yet.').waitFor();
    await page.getByRole('textbox', { name: 'Reply to vera@example.org' }).fill('Fixed: export again, please.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Reply sent. The message is now answered.').waitFor();
    await page.getByRole('list').getByText('Fixed: export again, please.').waitFor();
    await page.getByRole('status').filter({ hasText: /^Status: Answered$/ }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('answered');

    // Back in the list, filtered by Answered, the ticket is there.
    await page.getByRole('button', { name: 'Back to the inbox' }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('answered');
    await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject);
    await page.getByRole('status').filter({ hasText: '1 message' }).waitFor();
    // The count can still be the previous filter's while the list refetches: wait for the list itself.
    await expect.poll(() => page.getByRole('button', { name: new RegExp(subject) }).innerText()).toContain('Answered');
  });

  it('a post written and published in the console appears on /blog; its picture is the uploaded one', async () => {
    const title = `Console post ${randomUUID().slice(0, 8)}`;
    const page = await consoleTab('Blog');
    await page.getByRole('button', { name: 'New post' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    // In German: the public blog lists English posts first, and the blog's own browser test reads the first of them.
    await page.getByRole('main').getByRole('combobox', { name: 'Language', exact: true }).selectOption('de');
    await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill('## A heading\n\nSome **bold** words. <script>window.pwned = 1</script>');
    // The live preview is the sanitised HTML: the heading and bold render, the script is inert text.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'A heading' }).waitFor();
    expect(await preview.locator('strong').innerText()).toBe('bold');
    expect(await preview.locator('script').count()).toBe(0);

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Picture uploaded.', { exact: false }).waitFor();
    const src = await page.getByRole('img', { name: 'The post’s picture' }).getAttribute('src');
    expect(src).toMatch(/^\/api\/blog\/images\/[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published: the post is on the blog now.').waitFor();

    await page.goto('/blog');
    await pageSettled(page);
    await page.getByRole('link', { name: new RegExp(title) }).first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('.prose strong').innerText()).toBe('bold');
    // The script tag did not reach the published page either (a sanitiser that let it through would put it in the DOM).
    expect(await page.locator('.prose script').count()).toBe(0);
    // The post's picture is the one uploaded.
    expect(await page.getByRole('main').locator(`img[src="${src}"]`).count()).toBe(1);
    const served = await page.context().request.get(src!);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body())).toEqual(png);
  });

  it('the usage panel draws four charts with axis labels and a table for each', async () => {
    const page = await consoleTab('Usage');
    for (const name of ['Documents created', 'Generations', 'Exports', 'Sign-ups']) {
      const chart = page.getByRole('img', { name });
      await chart.waitFor();
      expect(await chart.locator('rect').count(), name).toBe(30);
      // Axis labels: the busiest day's count and 0 on the y axis, the first day and today on the x axis.
      const [max, zero, from, to] = await chart.locator('text').allTextContents();
      expect(Number(max), name).toBeGreaterThanOrEqual(0);
      expect(zero, name).toBe('0');
      expect(from, name).toMatch(/\w/);
      expect(to, name).toMatch(/\w/);
      expect(from, name).not.toBe(to);
      // And the same numbers as a table: a header row and a row per day.
      const figure = page.getByRole('figure', { name: new RegExp(name) });
      await figure.getByText('Show as table').click();
      const table = figure.getByRole('table');
      await table.waitFor();
      expect(await table.getByRole('row').count(), name).toBe(31);
    }
    // Today's row of sign-ups counts the accounts made in this run (at least the administrator's).
    const signUps = page.getByRole('figure', { name: /Sign-ups/ }).getByRole('table');
    expect(Number(await signUps.getByRole('row').last().getByRole('cell').innerText())).toBeGreaterThanOrEqual(1);
  });

  it('leaving a post’s editor gives the keyboard back to the list: Back to the post’s row, Delete (after Cancel keeps it on Delete) to the list’s heading', async () => {
    const title = `Focus post ${randomUUID().slice(0, 8)}`;
    const page = await consoleTab('Blog');
    const focused = () => page.evaluate(() => ({ tag: document.activeElement?.tagName.toLowerCase(), text: document.activeElement?.textContent?.trim() ?? '' }));
    await page.getByRole('button', { name: 'New post' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill('A draft about focus.');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByText('Saved.', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Back to the posts' }).press('Enter');
    const row = page.getByRole('button', { name: new RegExp(`^${title}`) });
    await expectFocused(row, 'after Back to the posts');

    await row.press('Enter');
    const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
    await deleteButton.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' });
    await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expectFocused(deleteButton, 'after Cancel');

    await deleteButton.press('Enter');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).press('Enter');
    await expectFocused(page.getByRole('heading', { name: 'Blog posts' }), 'after the post is deleted');
    expect(await focused()).toEqual({ tag: 'h2', text: 'Blog posts' });
    // The list drops the row once its refreshed page arrives.
    await expect.poll(() => row.count()).toBe(0);
    expect(await focused()).toEqual({ tag: 'h2', text: 'Blog posts' });
  });

  it('axe finds nothing on the inbox, blog editor and usage panels, light and dark at 1280 and 360 px', async () => {
    const findings: string[] = [];
    // A message to open, whichever test ran before.
    const ticket = await api('/api/support/tickets', {
      json: { name: 'Vera Visitor', email: 'vera@example.com', subject: `Axe ${randomUUID().slice(0, 8)}`, message: 'The PDF export of my resume is empty.', priority: 'low' },
    });
    expect(ticket.ok).toBe(true);
    const inbox = await consoleTab('Inbox');
    await inbox.getByRole('status').filter({ hasText: /message|No messages/ }).waitFor();
    findings.push(...(await axeFindingsInEachLook(inbox, 'inbox list')));
    await inbox.getByRole('listitem').getByRole('button').first().click();
    await inbox.getByRole('button', { name: 'Send reply' }).waitFor();
    findings.push(...(await axeFindingsInEachLook(inbox, 'inbox message')));
    const blog = await consoleTab('Blog');
    await blog.getByRole('button', { name: 'New post' }).click();
    await blog.getByRole('textbox', { name: 'Text (Markdown)' }).fill('## Sample\n\nText with a [link](https://example.org).');
    await blog.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Sample' }).waitFor();
    findings.push(...(await axeFindingsInEachLook(blog, 'blog editor')));
    const usage = await consoleTab('Usage');
    await usage.getByRole('img', { name: 'Sign-ups' }).waitFor();
    await usage.getByRole('figure', { name: /Exports/ }).getByText('Show as table').click();
    findings.push(...(await axeFindingsInEachLook(usage, 'usage')));
    expect(findings).toEqual([]);
  });
});
