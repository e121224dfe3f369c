import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { guestOnlyPaths, publicPaths } from '../src/shared/routes.ts';
import { animationsFinished, api, axeViolations, describeBrowser, newPage, type AxeViolation } from './fixtures.ts';
import { contextTracker, pageSettled } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

/** One entry per rule: what is wrong, where (up to five nodes) and how to fix the first one. */
function report(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const where = v.nodes.slice(0, 5).map((n) => n.target.join(' '));
      const more = v.nodes.length > where.length ? ` and ${v.nodes.length - where.length} more` : '';
      const fix = (v.nodes[0]?.failureSummary ?? '').replace(/\s*\n\s*/g, ' / ');
      return `  ${v.id} (${v.impact ?? '?'}): ${v.help}\n    at ${where.join(' | ')}${more}\n    ${fix}`;
    })
    .join('\n');
}

async function expectNoViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe violations on ${page.url()}:\n${report(violations)}`).toEqual([]);
}

/** No colour transition or entrance animation half-way, and the page really is in the scheme under test. */
async function still(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await animationsFinished(page);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
}

/** Rendered and still: hydrated, lazy chunk loaded, session known, nothing moving. */
async function settle(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await pageSettled(page);
  await still(page, scheme);
}

const schemes = ['light', 'dark'] as const;
const configs = schemes.flatMap((scheme) => [1280, 360].map((width) => ({ scheme, width })));

describeBrowser('accessibility (axe, WCAG 2.2 AA and best practices)', () => {
  let paths: string[] = [];
  beforeAll(async () => {
    const { posts } = (await (await api('/api/blog/posts')).json()) as { posts: { id: string }[] };
    expect(posts.length, 'the blog is seeded').toBeGreaterThan(0);
    paths = [...publicPaths, ...guestOnlyPaths, `/blog/${posts[0]!.id}`, '/help/export', '/templates?category=resume'];
  });

  // One visitor opening every public page once and checking it in each look:
  // the app follows the system scheme live and the layout follows the width,
  // so switching both in place is what a reload would show. Every page is
  // checked before the test fails, and the failure lists them all.
  it('every public page, light and dark, at 1280 px and 360 px', { timeout: 300_000 }, async () => {
    // A visitor who asked for reduced motion: the scheme switches without colour transitions to wait out.
    const { page } = contexts.track(await newPage({ colorScheme: 'light', width: 1280, reducedMotion: 'reduce' }));
    const failures: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await pageSettled(page);
      for (const { scheme, width } of configs) {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.setViewportSize({ width, height: 900 });
        await still(page, scheme);
        const violations = await axeViolations(page);
        if (violations.length > 0) failures.push(`${path} (${scheme}, ${width} px):\n${report(violations)}`);
      }
    }
    expect(failures, `axe violations in ${failures.length} of ${paths.length * configs.length} page looks:\n\n${failures.join('\n\n')}`).toEqual([]);
  });

  // Every check above passes when axe finds nothing, so the checker itself is shown a page with
  // known faults: it must name each, on the elements that have it.
  it('the checker finds a picture without a text alternative and text too faint to read', async () => {
    const { page } = contexts.track(await newPage());
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Faults</title></head><body><main><h1>Faults</h1>' +
        '<img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">' +
        '<p id="faint" style="color:#999;background:#aaa">Hard to read</p><p id="fine">Easy to read</p></main></body></html>',
    );
    const found = Object.fromEntries((await axeViolations(page)).map((v) => [v.id, v.nodes.map((n) => n.target.join(' '))]));
    expect(found).toEqual({ 'image-alt': ['#no-alt'], 'color-contrast': ['#faint'] });
  });

  it.each(schemes)('forms showing their errors, in %s', async (scheme) => {
    const { page } = contexts.track(await newPage({ colorScheme: scheme }));
    for (const [path, button, errors] of [
      ['/login', 'Sign In', 2],
      ['/signup', 'Create Account', 3],
      ['/contact', 'Send Message', 4],
      ['/support', 'Submit Ticket', 4],
    ] as const) {
      await page.goto(path);
      await settle(page, scheme);
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByText('This field is required').nth(errors - 1).waitFor();
      await expectNoViolations(page);
    }
  });

  it.each(schemes)('the open mobile menu, in %s', async (scheme) => {
    const { page } = contexts.track(await newPage({ colorScheme: scheme, width: 360 }));
    await page.goto('/');
    await settle(page, scheme);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main (mobile)' }).waitFor();
    await settle(page, scheme);
    await expectNoViolations(page);
  });
});
