/**
 * The @font-face rules of Noto Sans SC (decision 0025), a stylesheet of their
 * own. Adding them makes the browser match every text of the page against
 * the new faces again (the family comes first in every font stack): a full
 * style and layout pass, which on a phone is a long task. A page that shows
 * no Chinese does not need them yet: a prerendered English page asks for
 * them when the visitor reaches for the language picker (its 中文) or moves
 * on to another screen (main.tsx), every other start at once.
 */
let regular: Promise<unknown> | undefined;
let bold: Promise<unknown> | undefined;

/** The regular face's rules (weight 400), once. */
export function loadChineseFont(): Promise<unknown> {
  regular ??= import('../cjk-font.css').catch(() => undefined);
  return regular;
}

/** The bold face's rules, once: only a Chinese interface uses them. */
export function loadChineseBoldFont(): Promise<unknown> {
  bold ??= import('../cjk-font-bold.css').catch(() => undefined);
  return bold;
}
