import type { Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { languages } from '../src/shared/languages.ts';
import { changeSettings, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectHeading, headingText, isFocused, pageSettled, waitForPath } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const publicNav = ['Home', 'Academic Papers'];

function banner(page: Page): Locator {
  return page.getByRole('banner');
}

/** The texts of the visible links of a navigation landmark, in order. */
async function linkNames(nav: Locator): Promise<string[]> {
  return (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
}

// Which links the header offers signed out and signed in (and the page shown marked), and the menu
// button's toggling: src/web/app/header.test.tsx. Here: what a window of a given width shows.
describeBrowser('header at 1280 px in every language', () => {
  it.each(languages)('%s: every member link on one line, clear of the account controls, nothing wider than the window', async (language) => {
    const messages = JSON.parse(readFileSync(new URL(`../src/web/locales/${language}.json`, import.meta.url), 'utf8')) as { nav: Record<string, string> };
    const { context, page } = contexts.track(await newPage({ width: 1280, height: 800 }));
    await signInContext(context, await createUser());
    await changeSettings(context, (settings) => ({ ...settings, language }));
    await page.goto('/');
    const signOut = banner(page).getByRole('button', { name: messages.nav.signOut, exact: true });
    await signOut.waitFor();
    const nav = banner(page).getByRole('navigation', { name: messages.nav.main, exact: true });
    expect(await linkNames(nav)).toContain(messages.nav.references);
    const boxes = await nav.getByRole('link').evaluateAll((links) => links.map((a) => ({ height: a.getBoundingClientRect().height, right: a.getBoundingClientRect().right, lineHeight: parseFloat(getComputedStyle(a).lineHeight) })));
    for (const box of boxes) expect(box.height, 'a link wraps onto a second line').toBeLessThan(box.lineHeight * 2);
    // The avatar (a link to /profile) is the first of the account controls on the right.
    const avatarLeft = (await banner(page).locator('a[href="/profile"]').boundingBox())!.x;
    expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(avatarLeft);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});

describeBrowser('header at 360 px', () => {
  it('keeps the links behind a menu button that works from the keyboard and closes on navigation', async () => {
    const { page } = contexts.track(await newPage({ width: 360, height: 740 }));
    await page.goto('/');
    // Settled: the header has drawn its Sign In (hidden in the closed menu), so its absence below means something.
    await pageSettled(page);
    const menuButton = banner(page).getByRole('button', { name: 'Open menu' });
    await menuButton.waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    // Closed: neither the desktop links nor the menu's links are on screen.
    expect(await banner(page).getByRole('link', { name: 'Academic Papers' }).count()).toBe(0);
    expect(await banner(page).getByRole('link', { name: 'Sign In' }).count()).toBe(0);

    // Keyboard only: Tab to the button, Enter opens it.
    let presses = 0;
    while (!(await isFocused(menuButton))) {
      expect(++presses, 'the menu button is reachable with Tab').toBeLessThanOrEqual(5);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const toggle = banner(page).getByRole('button', { name: 'Close menu' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = banner(page).getByRole('navigation', { name: 'Main (mobile)' });
    await menu.waitFor();
    expect(await linkNames(menu)).toEqual(publicNav);
    await banner(page).getByRole('link', { name: 'Sign In' }).waitFor();

    // Tab on into the menu and follow a link with Enter: the menu closes.
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(menu.getByRole('link', { name: 'Home' }))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/academic-papers');
    await expectHeading(page, 'Academic Papers');
    await menu.waitFor({ state: 'hidden' });
    expect(await banner(page).getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describeBrowser('header shadow', () => {
  async function scrollTo(page: Page, y: number): Promise<void> {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
  }
  const header = (page: Page) => page.getByTestId('site-header');
  const shadowOf = (page: Page) => header(page).evaluate((el) => getComputedStyle(el).boxShadow);

  it('appears only once the page is scrolled more than 10 px', async () => {
    const { page } = contexts.track(await newPage());
    await page.goto('/');
    await headingText(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(100);
    expect(await header(page).getAttribute('data-scrolled')).toBe('false');
    expect(await shadowOf(page)).toBe('none');
    const flatHeight = await header(page).evaluate((el) => el.getBoundingClientRect().height);

    await scrollTo(page, 11);
    await page.waitForFunction(() => document.querySelector('[data-testid="site-header"]')?.getAttribute('data-scrolled') === 'true');
    expect(await shadowOf(page)).not.toBe('none');
    // The page does not jump: same header height, same scroll position.
    expect(await header(page).evaluate((el) => el.getBoundingClientRect().height)).toBe(flatHeight);
    expect(await page.evaluate(() => window.scrollY)).toBe(11);

    // Back to exactly 10 px: the header returns to flat (and waits for that, so
    // the scroll handler has certainly run at 10 px).
    await scrollTo(page, 10);
    await page.waitForFunction(() => document.querySelector('[data-testid="site-header"]')?.getAttribute('data-scrolled') === 'false');
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="site-header"]');
      return el !== null && getComputedStyle(el).boxShadow === 'none';
    });

    await scrollTo(page, 600);
    await page.waitForFunction(() => document.querySelector('[data-testid="site-header"]')?.getAttribute('data-scrolled') === 'true');
    expect(await shadowOf(page)).not.toBe('none');
    // Still on screen (sticky) while scrolled.
    expect(await header(page).evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });

  it('a page opened and scrolled to exactly 10 px keeps a flat header', async () => {
    const { page } = contexts.track(await newPage());
    await page.goto('/');
    await headingText(page);
    await scrollTo(page, 10);
    // Let the scroll event and a render pass go by.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
    expect(await header(page).getAttribute('data-scrolled')).toBe('false');
    expect(await shadowOf(page)).toBe('none');
  });
});

// The footer's links: src/web/app/footer.test.tsx.
