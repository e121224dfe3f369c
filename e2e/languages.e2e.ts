import type { CDPSession, Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import en from '../src/web/locales/en.json' with { type: 'json' };
import zh from '../src/web/locales/zh.json' with { type: 'json' };
import { axeViolations, baseURL, describeBrowser, newPage, type AxeViolation } from './fixtures.ts';
import { contextTracker, expectHeading, pageSettled } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

/** Every font file the page fetches from now on. */
function fontRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') seen.push(request.url());
  });
  return seen;
}

/** How many @font-face rules of Noto Sans SC the page has, loaded or not. */
const notoFaces = (page: Page) => page.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Noto Sans SC').length);

/**
 * The fonts Chromium really drew an element's own text with (DevTools'
 * "Rendered fonts"), whatever the stylesheet asked for: a character no font
 * in the list has is drawn as an empty box in the first one.
 */
type DrawnFont = { familyName: string; postScriptName?: string; isCustomFont: boolean };

async function drawnWith(cdp: CDPSession, element: Locator): Promise<DrawnFont[]> {
  const probe = `probe-${Math.random().toString(36).slice(2)}`;
  await element.evaluate((el, value) => el.setAttribute('data-font-probe', value), probe);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-font-probe="${probe}"]` });
  return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
}

/** Our web font, as Chromium names the face it drew with (a subset file names itself "Noto Sans SC …"). */
const isNotoSansSc = (font: DrawnFont) => font.isCustomFont && font.familyName.startsWith('Noto Sans SC');

/** The PostScript names of our font's faces the page's heading is drawn with ("NotoSansSCThin-Bold": Fontsource's subset files name themselves "Noto Sans SC Thin"). */
async function headingFaces(page: Page, cdp: CDPSession): Promise<string[]> {
  return (await drawnWith(cdp, page.getByRole('heading', { level: 1 }))).filter(isNotoSansSc).map((font) => font.postScriptName ?? '');
}

async function fontProbe(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return cdp;
}

/** Every visible element whose own text holds a Chinese character, with the texts not drawn in Noto Sans SC. */
async function chineseNotInNotoSansSc(page: Page, cdp: CDPSession): Promise<{ count: number; elsewhere: string[] }> {
  const count = await page.evaluate(() => {
    let n = 0;
    for (const el of document.querySelectorAll('body *')) {
      el.removeAttribute('data-chinese');
      const own = [...el.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent ?? '').join('');
      if (/\p{Script=Han}/u.test(own) && el.getClientRects().length > 0) el.setAttribute('data-chinese', String(n++));
    }
    return n;
  });
  const elsewhere: string[] = [];
  for (let i = 0; i < count; i++) {
    const element = page.locator(`[data-chinese="${i}"]`);
    const fonts = await drawnWith(cdp, element);
    if (!fonts.some(isNotoSansSc)) elsewhere.push(`${(await element.textContent())?.slice(0, 40)} → ${fonts.map((f) => f.familyName).join(', ')}`);
  }
  return { count, elsewhere };
}

function axeReport(violations: AxeViolation[]): string {
  return violations.map((v) => `  ${v.id} (${v.impact ?? '?'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`).join('\n');
}

describeBrowser('languages: the Chinese interface font', () => {
  it('in Chinese, every text on the page is drawn in Noto Sans SC served by Inkwell itself, whatever fonts the machine has', async () => {
    const { context, page } = contexts.track(await newPage({ width: 360 }));
    await context.addInitScript(() => localStorage.setItem('inkwell.language', 'zh'));
    const fonts = fontRequests(page);
    await page.goto('/');
    await expectHeading(page, zh.home.title);
    await page.getByTestId('site-header').getByRole('link', { name: zh.nav.signIn, includeHidden: true }).first().waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh');

    const cdp = await fontProbe(page);
    // Each subset file arrives when its characters are laid out; the page is right once all have.
    await expect.poll(async () => (await chineseNotInNotoSansSc(page, cdp)).elsewhere, { timeout: 15_000 }).toEqual([]);
    expect((await chineseNotInNotoSansSc(page, cdp)).count).toBeGreaterThan(20);
    const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Noto Sans SC' && face.status === 'loaded').length);
    expect(loaded).toBeGreaterThan(0);
    // Latin text keeps the system's font: the web font claims Chinese only.
    const brand = await drawnWith(cdp, page.getByTestId('site-header').getByText('Inkwell', { exact: true }).first());
    expect(brand.some(isNotoSansSc), JSON.stringify(brand)).toBe(false);
    // Every font file came from Inkwell's own server, a few subsets rather than the whole font.
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.length).toBeLessThan(30);
    for (const url of fonts) expect(url).toMatch(new RegExp(`^${baseURL}/assets/noto-sans-sc-\\d+-(400|700)-normal-[\\w-]+\\.woff2$`));
    // The heading is bold, drawn with the font's own bold face rather than a thickened regular one.
    const faces = await headingFaces(page, cdp);
    expect(faces.length).toBeGreaterThan(0);
    for (const name of faces) expect(name, JSON.stringify(faces)).toMatch(/-Bold$/);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((el) => Number(getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(600);

    const violations = await axeViolations(page);
    expect(violations, axeReport(violations)).toEqual([]);
  });

  it('an English page fetches no Chinese font file; opening the language picker draws 中文 in Noto Sans SC, and picking it switches to Chinese', async () => {
    const { page } = contexts.track(await newPage());
    const fonts = fontRequests(page);
    await page.goto('/');
    await pageSettled(page);
    // A prerendered English page shows no Chinese but the picker's 中文: it leaves the
    // Chinese @font-face rules (a full style and layout pass) until the picker is reached …
    await page.evaluate(async () => {
      document.body.getBoundingClientRect();
      await document.fonts.ready;
    });
    expect(await notoFaces(page)).toBe(0);
    expect(fonts).toEqual([]);

    const picker = page.getByTestId('site-footer').getByRole('combobox', { name: en.footer.language });
    await picker.scrollIntoViewIfNeeded();
    await picker.click();
    // … and then they are on the page.
    await expect.poll(() => notoFaces(page)).toBeGreaterThan(50);
    const chinese = page.getByRole('option', { name: '中文', exact: true });
    await chinese.waitFor();
    const cdp = await fontProbe(page);
    await expect.poll(async () => (await drawnWith(cdp, chinese)).some(isNotoSansSc), { timeout: 10_000 }).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(url).toMatch(/\/assets\/noto-sans-sc-\d+-400-normal-[\w-]+\.woff2$/);
    const violations = await axeViolations(page);
    expect(violations, axeReport(violations)).toEqual([]);

    await chinese.click();
    await expectHeading(page, zh.home.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh');
    expect(await page.evaluate(() => localStorage.getItem('inkwell.language'))).toBe('zh');
    // Switched without a reload, the interface gets the bold face too.
    await expect.poll(async () => { const faces = await headingFaces(page, cdp); return faces.length > 0 && faces.every((name) => name.endsWith('-Bold')); }, { timeout: 10_000 }).toBe(true);
  });
});
