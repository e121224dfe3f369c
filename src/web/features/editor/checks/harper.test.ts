import { afterAll, describe, expect, it } from 'vitest';
import { createHarperCheck, findingKind, utf16Range } from './harper.ts';
import { createCheckRunner } from './run-checks.ts';

// harper.js loads its WebAssembly from a file: URL in Node (slimBinary, the
// same export the worker uses), so these tests run the real engine.
const harper = createHarperCheck();
afterAll(() => harper.dispose());

describe('Harper (English)', () => {
  it('finds a typo and a wrong article with replacements', async () => {
    const text = 'This is an test of teh system.';
    const findings = await harper.check(text, []);
    expect(findings.map((f) => [f.kind, f.text, f.suggestions[0]])).toEqual([
      ['grammar', 'an', 'a'],
      ['spelling', 'teh', 'the'],
    ]);
    for (const finding of findings) {
      expect(text.slice(finding.start, finding.end)).toBe(finding.text);
      expect(finding.message).not.toBe('');
      expect(finding.rule).toBeTruthy();
    }
  });

  it('answers UTF-16 offsets after an emoji, a letter outside the BMP and Chinese', async () => {
    for (const prefix of ['😀😀 ', '𝐀𝐁𝐂 is ', '中文 ', '👨‍👩‍👧 ']) {
      const text = `${prefix}We saw teh house.`;
      const [finding] = await harper.check(text, []);
      expect(finding && text.slice(finding.start, finding.end), prefix).toBe('teh');
      expect(finding?.start).toBe(text.indexOf('teh'));
    }
  });

  it('does not flag the user’s own words, and flags them again once removed', async () => {
    const text = 'Our team uses Inkwellish every day.';
    expect((await harper.check(text, [])).map((f) => f.text)).toContain('Inkwellish');
    expect((await harper.check(text, ['Inkwellish'])).map((f) => f.text)).not.toContain('Inkwellish');
    expect((await harper.check(text, [])).map((f) => f.text)).toContain('Inkwellish');
  });

  it('leaves long sentences to our own check', async () => {
    const text = `This sentence ${'goes on and '.repeat(30)}ends here.`;
    expect((await harper.check(text, [])).filter((f) => f.rule === 'LongSentences')).toEqual([]);
  });

  it('maps lint kinds onto spelling, grammar and style', () => {
    expect(['Spelling', 'Typo', 'Agreement', 'Punctuation', 'Redundancy', 'WordChoice'].map(findingKind)).toEqual(['spelling', 'spelling', 'grammar', 'grammar', 'style', 'style']);
  });

  it('reads a span given in code points when the text says so', () => {
    expect(utf16Range('😀 teh', 2, 5, 'teh')).toEqual([3, 6]);
    expect(utf16Range('😀 teh', 3, 6, 'teh')).toEqual([3, 6]);
  });

  it('checks a 5,000-word essay', async ({ annotate }) => {
    const paragraphs = [
      'The history of writing is long and full of surprises. Early scribes wrote on clay, and their tablets were stored in temples.',
      'Many students find that there essays improve when they read them aloud. A teacher can help, but practice matters most.',
      'The results was clear: the method worked better then the old one. It is a important finding for the field.',
      'In the end, good writing depends on clear thinking, careful revision and a reader who is kept in mind throughout.',
    ];
    const words: string[] = [];
    for (let i = 0; words.length < 5000; i++) words.push(...(paragraphs[i % paragraphs.length] ?? '').split(' '));
    const essay = words.slice(0, 5000).join(' ');
    const run = createCheckRunner({ harper: async () => harper, spelling: () => Promise.reject(new Error('not used')) });
    await run('Warm up.', { language: 'en', words: [] });
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await run(essay, { language: 'en', words: [] });
    const ms = Math.round(performance.now() - started);
    const cpuMs = Math.round(process.cpuUsage(cpu).user / 1000);
    await annotate(`5,000-word English check: ${ms} ms (${cpuMs} ms of CPU), ${result.findings.length} findings`);
    expect(result.spelling).toBe('harper');
    expect(result.metrics.words).toBe(5000);
    expect(result.findings.some((f) => f.text === 'there')).toBe(true);
    expect(result.findings.some((f) => f.kind === 'passive')).toBe(true);
    for (const finding of result.findings) expect(essay.slice(finding.start, finding.end)).toBe(finding.text);
  }, 120_000);
});
