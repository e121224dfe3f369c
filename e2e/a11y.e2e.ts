import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { axeViolations, describeBrowser, newPage, type AxeViolation } from './fixtures.ts';
import { contextTracker, headingText } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

/** One line per failing node, so a failure says what to fix without a debugger. */
function report(violations: AxeViolation[]): string {
  return violations
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? '?'}): ${v.help}\n    at ${n.target.join(' ')}\n    ${n.failureSummary ?? ''}`))
    .join('\n');
}

async function expectNoViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe violations on ${page.url()}:\n${report(violations)}`).toEqual([]);
}

/** Rendered and still: lazy chunk loaded, session known, no colour transition half-way. */
async function settle(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await headingText(page);
  await page.getByTestId('page-spinner').waitFor({ state: 'detached' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // The page really is in the scheme under test.
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
}

const cases = ['/', '/login', '/signup'].flatMap((path) =>
  (['light', 'dark'] as const).flatMap((scheme) => [1280, 360].map((width) => ({ path, scheme, width }))),
);

describeBrowser('accessibility (axe, WCAG 2.2 AA and best practices)', () => {
  it.each(cases)('$path in $scheme at $width px', async ({ path, scheme, width }) => {
    const { page } = contexts.track(await newPage({ colorScheme: scheme, width }));
    await page.goto(path);
    await settle(page, scheme);
    await expectNoViolations(page);
  });

  it.each(['light', 'dark'] as const)('forms showing their errors, in %s', async (scheme) => {
    const { page } = contexts.track(await newPage({ colorScheme: scheme }));
    for (const [path, button, errors] of [
      ['/login', 'Sign In', 2],
      ['/signup', 'Create Account', 3],
    ] as const) {
      await page.goto(path);
      await settle(page, scheme);
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByText('This field is required').nth(errors - 1).waitFor();
      await expectNoViolations(page);
    }
  });

  it.each(['light', 'dark'] as const)('the open mobile menu, in %s', async (scheme) => {
    const { page } = contexts.track(await newPage({ colorScheme: scheme, width: 360 }));
    await page.goto('/');
    await settle(page, scheme);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main (mobile)' }).waitFor();
    await settle(page, scheme);
    await expectNoViolations(page);
  });
});
