import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cjkBlocks, cjkFontCss, cjkFontCssFiles } from '../../scripts/cjk-font-css.mjs';
import { languageNames } from '../shared/languages.ts';
import zh from './locales/zh.json' with { type: 'json' };

type Face = { file: string; weight: string; ranges: (readonly [number, number])[] };

function facesOf(css: string): Face[] {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body = '']) => ({
    file: body.match(/url\('([^']+)'\)/)?.[1] ?? '',
    weight: body.match(/font-weight:(\d+)/)?.[1] ?? '',
    ranges: (body.match(/unicode-range:([^;}]+)/)?.[1] ?? '').split(',').map((item) => {
      const [from, to = from] = item.replace(/^U\+/i, '').split('-').map((h) => parseInt(h, 16));
      return [from!, to!] as const;
    }),
  }));
}

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return node && typeof node === 'object' ? Object.values(node).flatMap(strings) : [];
}

const weights = [
  [400, 'cjk-font.css'],
  [700, 'cjk-font-bold.css'],
] as const;

describe.each(weights)('the Chinese interface font, weight %i (src/web/%s)', (weight) => {
  const file = cjkFontCssFiles[weight];
  const css = readFileSync(file, 'utf8');
  const faces = facesOf(css);
  const covered = (codePoint: number) => faces.some((face) => face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to));

  it('is what scripts/cjk-font-css.mjs makes of the installed @fontsource/noto-sans-sc', () => {
    expect(css, 'run `node scripts/cjk-font-css.mjs`').toBe(cjkFontCss(weight));
  });

  it(`declares Noto Sans SC subsets of weight ${weight} that all exist, in woff2`, () => {
    expect(faces.length).toBeGreaterThan(50);
    for (const face of faces) {
      expect(face.weight).toBe(String(weight));
      expect(face.file).toMatch(new RegExp(`/noto-sans-sc-\\d+-${weight}-normal\\.woff2$`));
      expect(existsSync(path.resolve(path.dirname(file), face.file)), face.file).toBe(true);
    }
  });

  it('never claims a Latin letter, a digit, punctuation of Latin text or an emoji, so English text fetches no file of it', () => {
    const claimed = faces.flatMap((face) => face.ranges);
    for (const [from, to] of claimed) expect(cjkBlocks.some(([low, high]) => from >= low && to <= high), `U+${from.toString(16)}-${to.toString(16)}`).toBe(true);
    for (const codePoint of [...'Aa0 ,.;!?–—’“é€ß', '😀', '🇫🇷'].flatMap((s) => [...s].map((c) => c.codePointAt(0)!))) expect(covered(codePoint)).toBe(false);
  });

  it('covers every character of the Chinese interface and the language picker’s 中文', () => {
    const han = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
    const characters = new Set([...strings(zh).join(''), ...languageNames.zh].filter((c) => han.test(c)));
    expect(characters.size).toBeGreaterThan(500);
    const missing = [...characters].filter((c) => !covered(c.codePointAt(0)!));
    expect(missing).toEqual([]);
  });
});
