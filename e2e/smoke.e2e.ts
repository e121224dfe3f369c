import { afterAll, expect, it } from 'vitest';
import { axeViolations, describeBrowser, newPage } from './fixtures.ts';

describeBrowser('smoke', () => {
  const contexts: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
  });
  it('serves the home page', async () => {
    const { context, page } = await newPage();
    contexts.push(context);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Inkwell');
    expect(await axeViolations(page)).toEqual([]);
  });
});
