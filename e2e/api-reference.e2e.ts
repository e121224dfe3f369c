import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { curlExamples, type OpenApiDocument } from '../src/shared/api-examples.ts';
import { axeFindingsInEachLook, baseURL, describeBrowser, newPage } from './fixtures.ts';
import { contextTracker, isFocused, pageSettled, watchErrors } from './steps.ts';

// Documentation › API Reference: rendered from GET /api/v1/openapi.json, with the curl examples the server test runs.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const screenshotDir = process.env.E2E_SCREENSHOT_DIR;

/** Opens the Documentation and moves to the API Reference tab with the keyboard (the tabs are vertical). */
async function openApiTab(page: Page): Promise<void> {
  await page.goto('/documentation');
  await pageSettled(page);
  await page.getByRole('tab', { name: 'Getting Started' }).focus();
  await page.keyboard.press('ArrowDown');
  const tab = page.getByRole('tab', { name: 'API Reference' });
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => new URL(page.url()).search).toBe('?tab=api');
}

/** An operation's card, by its heading (method badge and path). */
const operation = (page: Page, method: string, path: string) => page.getByRole('article', { name: new RegExp(`^${method}\\s*${path.replace(/[{}]/g, '\\$&')}$`) });

describeBrowser('Documentation › API Reference', () => {
  it('lists every operation of the OpenAPI document with the curl example the server test runs, and is axe-clean in every look', { timeout: 120_000 }, async () => {
    const { context, page } = contexts.track(await newPage());
    const errors = watchErrors(page);
    await openApiTab(page);

    const panel = page.getByRole('tabpanel', { name: 'API Reference' });
    await panel.getByRole('heading', { level: 2, name: 'API Reference' }).waitFor();
    expect(await panel.getByText('API keys are coming').count()).toBe(0);
    expect(await panel.getByText(`Base URL: ${baseURL}/api/v1`).count()).toBe(1);
    expect(await panel.getByRole('link', { name: 'Settings › API keys' }).getAttribute('href')).toBe('/settings?tab=api-keys');
    expect(await panel.getByRole('table', { name: 'Scopes of an API key' }).locator('tbody tr td:first-child').allTextContents()).toEqual([
      'documents:read',
      'documents:write',
      'generate',
      'export',
      'applications:read',
      'applications:write',
    ]);

    const doc = (await (await context.request.get(`${baseURL}/api/v1/openapi.json`)).json()) as OpenApiDocument;
    const examples = curlExamples(doc, baseURL);
    expect(examples.length).toBeGreaterThan(5);
    await operation(page, 'POST', '/documents').waitFor();

    // The index links to every operation, and each card prints exactly the command the shared function builds (and the server test runs).
    const index = panel.getByRole('navigation', { name: 'All endpoints' });
    expect(await index.getByRole('link').count()).toBe(examples.length);
    for (const example of examples) {
      const card = operation(page, example.method, example.path);
      expect(await card.count(), `${example.method} ${example.path}`).toBe(1);
      expect((await card.getByRole('figure').locator('code').textContent())?.trim()).toBe(example.command);
    }

    const create = operation(page, 'POST', '/documents');
    expect(await create.getByText('documents:write', { exact: true }).count()).toBeGreaterThan(0);
    expect(await create.getByRole('list', { name: 'Request body' }).getByText('template', { exact: true }).count()).toBe(1);
    const createCommand = await create.getByRole('figure').locator('code').textContent();
    expect(createCommand).toContain(`-H "Authorization: Bearer $INKWELL_API_KEY"`);
    expect(createCommand).toContain('"template": "modern"');
    expect(createCommand).toContain(`"${baseURL}/api/v1/documents"`);
    const exported = await operation(page, 'GET', '/documents/{id}/export').getByRole('figure').locator('code').textContent();
    expect(exported).toContain('-o resume.pdf');
    expect(exported).toContain(`"${baseURL}/api/v1/documents/$DOCUMENT_ID/export?format=pdf"`);

    // The API's own text is marked as English for screen readers.
    expect(await create.locator('p[lang="en"]').count()).toBeGreaterThan(0);

    // Keyboard: a copy button and the scrollable code are reachable by Tab.
    const copy = create.getByRole('button', { name: 'Copy' });
    await copy.focus();
    await expect.poll(() => isFocused(copy)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('PRE');

    if (screenshotDir) {
      await create.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${screenshotDir}/api-reference-1280.png` });
    }

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await axeFindingsInEachLook(page, 'API Reference', { screenshot: 'api-reference' })).toEqual([]);
    expect(errors.list()).toEqual([]);
  });

  it('says when the API description cannot be loaded, and Try again loads it', async () => {
    const { page } = contexts.track(await newPage());
    let failing = true;
    await page.route('**/api/v1/openapi.json', (route) =>
      failing ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'service_unavailable', message: 'down' } }) }) : route.continue(),
    );
    await openApiTab(page);
    const alert = page.getByRole('alert').filter({ hasText: 'The API description could not be loaded.' });
    await alert.waitFor();
    // The introduction does not depend on the document.
    await page.getByRole('heading', { level: 3, name: 'Authentication' }).waitFor();
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await operation(page, 'POST', '/documents').waitFor();
    expect(await alert.count()).toBe(0);
  });
});
