import { describe, expect, it } from 'vitest';
import { analyseText } from './metrics.ts';
import { createCheckRunner, splitBlocks } from './run-checks.ts';
import type { SpellingCheck } from './spelling.ts';

// The runner keeps what it found in each paragraph: an edit sends only the
// changed paragraphs to the engine, and the answer is the same as a check of
// the whole text from scratch. German "spelling" here flags "Fehlr" and
// records each text it is given.
function runner() {
  const seen: string[] = [];
  const spelling: SpellingCheck = (text, words) => {
    seen.push(text);
    if (words.includes('Fehlr')) return [];
    return [...text.matchAll(/Fehlr/g)].map((match) => ({ id: `spelling:${match.index}:${match.index + 5}`, kind: 'spelling' as const, start: match.index, end: match.index + 5, text: 'Fehlr', message: '', suggestions: ['Fehler'] }));
  };
  const run = createCheckRunner({ harper: () => Promise.reject(new Error('not used')), spelling: async () => spelling });
  return { run, seen };
}

const first = 'Das ist ein Fehlr im ersten Absatz.';
const second = 'Der zweite Absatz ist richtig. Er wurde gestern geschrieben.';
const third = 'Noch ein Fehlr am Ende.';

describe('checks paragraph by paragraph', () => {
  it('sends only a changed paragraph to the engine, and answers as a check of the whole text would', async () => {
    const { run, seen } = runner();
    const text = [first, second, third].join('\n\n');
    const whole = await run(text, { language: 'de', words: [] });
    expect(seen).toEqual([text]);
    expect(whole.findings.filter((f) => f.kind === 'spelling').map((f) => [f.start, f.text])).toEqual([
      [12, 'Fehlr'],
      [text.indexOf(third) + 9, 'Fehlr'],
    ]);

    // The middle paragraph grows: the engine reads it alone, the findings after it move with the text.
    const edited = [first, `${second} Heute Fehlr.`, third].join('\n\n');
    const again = await run(edited, { language: 'de', words: [] });
    expect(seen.slice(1)).toEqual([`${second} Heute Fehlr.`]);
    for (const finding of again.findings) expect(edited.slice(finding.start, finding.end)).toBe(finding.text);
    expect(again.findings.filter((f) => f.kind === 'spelling')).toHaveLength(3);
    expect(new Set(again.findings.map((f) => f.id)).size).toBe(again.findings.length);
    // Metrics and own findings are those of the whole text.
    const fresh = analyseText(edited, 'de');
    expect(again.metrics).toEqual(fresh.metrics);
    expect(again.findings.filter((f) => f.kind === 'passive').map((f) => [f.start, f.end])).toEqual(fresh.findings.filter((f) => f.kind === 'passive').map((f) => [f.start, f.end]));

    // The same text again: nothing to read.
    await run(edited, { language: 'de', words: [] });
    expect(seen).toHaveLength(2);
    // A paragraph repeated is read once.
    await run([third, 'Neu.', 'Neu.'].join('\n\n'), { language: 'de', words: [] });
    expect(seen.at(-1)).toBe('Neu.');
  });

  it('reads everything again when the words of my dictionary change', async () => {
    const { run, seen } = runner();
    const text = [first, third].join('\n\n');
    expect((await run(text, { language: 'de', words: [] })).findings.filter((f) => f.kind === 'spelling')).toHaveLength(2);
    const added = await run(text, { language: 'de', words: ['Fehlr'] });
    expect(seen).toEqual([text, text]);
    expect(added.findings.filter((f) => f.kind === 'spelling')).toEqual([]);
  });

  it('splits at blank lines, leaving empty paragraphs out', () => {
    expect(splitBlocks('a\n\nbc\n\n\n\nd')).toEqual([
      { text: 'a', start: 0 },
      { text: 'bc', start: 3 },
      { text: 'd', start: 9 },
    ]);
    expect(splitBlocks('')).toEqual([]);
  });
});
