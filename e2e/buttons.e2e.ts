import type { Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { buttonClass, type ButtonVariant } from '../src/web/components/ui/button.tsx';
import { createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, pageSettled } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

// The disabled "Generate Essay" button's label must be readable in the dark
// theme (it once could hardly be read). axe skips disabled controls and WCAG asks no contrast of
// them, so this measures what a user sees instead: the label's colour against
// the button's fill, both as composited on the page (the button's own
// opacity included). The faded style of old measured about 3:1 in both themes.
const minimum = 4.5;

/** Contrast of a button's label against its fill, as painted over the page behind it. */
function contrastOf(button: Locator): Promise<number> {
  return button.evaluate((el) => {
    // Any CSS colour (rgb, color(), oklab…) to sRGB 0–255 and alpha 0–1, through a canvas.
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: [number, number, number, number], below: number[], alpha = top[3]) => below.map((c, i) => top[i]! * alpha + c * (1 - alpha));
    // What is painted behind the button: the backgrounds of its ancestors, outermost first, on white.
    const ancestors: Element[] = [];
    for (let node = el.parentElement; node; node = node.parentElement) ancestors.unshift(node);
    const backdrop = ancestors.reduce<number[]>((below, node) => over(rgba(getComputedStyle(node).backgroundColor), below), [255, 255, 255]);
    const style = getComputedStyle(el);
    const fill = over(rgba(style.backgroundColor), backdrop);
    const label = over(rgba(style.color), fill);
    // The button's opacity lets the backdrop through both.
    const opacity = Number(style.opacity);
    const seen = (color: number[]) => color.map((c, i) => c * opacity + backdrop[i]! * (1 - opacity));
    const luminance = (color: number[]) => {
      const [r, g, b] = color.map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [a, b] = [luminance(seen(label)), luminance(seen(fill))].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });
}

async function setScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, colorScheme === 'dark');
  // The theme's colours ease in (transition-colors): measure once they have settled.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

describeBrowser('disabled buttons', () => {
  it('keep a legible label in light and dark: Generate Essay with no topic, and every variant', async () => {
    const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce' }));
    await signInContext(context, await createUser());
    await page.goto('/essay-generator');
    await pageSettled(page);
    const generate = page.getByRole('button', { name: 'Generate Essay' });
    expect(await generate.isDisabled()).toBe(true);

    // One button of each variant, enabled and disabled, in the page's own main area and styles.
    const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
    await page.getByRole('main').evaluate((main, buttons) => {
      const row = document.createElement('div');
      row.dataset.testid = 'variants';
      for (const { variant, className } of buttons) {
        for (const disabled of [false, true]) {
          const button = document.createElement('button');
          button.type = 'button';
          button.className = className;
          button.disabled = disabled;
          button.textContent = `${variant} ${disabled ? 'off' : 'on'}`;
          row.append(button);
        }
      }
      main.prepend(row);
    }, variants.map((variant) => ({ variant, className: buttonClass(variant) })));
    const variant = (name: string) => page.getByTestId('variants').getByRole('button', { name, exact: true });

    const problems: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await setScheme(page, scheme);
      const generateContrast = await contrastOf(generate);
      if (generateContrast < minimum) problems.push(`Generate Essay, ${scheme}: ${generateContrast.toFixed(2)}:1`);
      // Hovering a disabled button changes nothing.
      await generate.hover({ force: true });
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      const hovered = await contrastOf(generate);
      if (Math.abs(hovered - generateContrast) > 0.01) problems.push(`Generate Essay, ${scheme}, hovered: ${hovered.toFixed(2)}:1`);
      for (const name of variants) {
        const off = await contrastOf(variant(`${name} off`));
        if (off < minimum) problems.push(`${name} disabled, ${scheme}: ${off.toFixed(2)}:1`);
        // Disabled still looks disabled: not the enabled button's colours.
        const colours = (button: Locator) => button.evaluate((el) => `${getComputedStyle(el).color} on ${getComputedStyle(el).backgroundColor}`);
        if ((await colours(variant(`${name} off`))) === (await colours(variant(`${name} on`)))) problems.push(`${name}, ${scheme}: disabled looks enabled`);
      }
    }
    expect(problems).toEqual([]);
  });
});
