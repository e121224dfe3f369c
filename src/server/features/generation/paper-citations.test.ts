import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/settings.ts';
import { sourcesNeededNote, sourcesNeededNotes } from './offline/citations.ts';
import { createPaperCleaner, keepKnownCitations } from './paper-citations.ts';

const known = new Set(['smith2020', 'lee2019']);

describe('keepKnownCitations', () => {
  it.each([
    ['Sleep matters [@smith2020].', 'Sleep matters [@smith2020].'],
    ['Sleep matters [@ghost1999].', 'Sleep matters.'],
    ['Sleep matters [@ghost1999] and so does food.', 'Sleep matters and so does food.'],
    ['Sleep matters [see @ghost1999, p. 3; @lee2019, pp. 4-5].', 'Sleep matters [@lee2019, pp. 4-5].'],
    ['Sleep matters [@smith2020; @ghost1999; @lee2019].', 'Sleep matters [@smith2020; @lee2019].'],
    // The prompt asks for bracketed citations only; a narrative one of an unknown key goes all the same.
    ['As @ghost1999 [p. 3] shows, sleep matters.', 'As shows, sleep matters.'],
    ['[@ghost1999] Sleep matters.', 'Sleep matters.'],
    ['Mail jane@example.org or see `[@ghost1999]`.', 'Mail jane@example.org or see `[@ghost1999]`.'],
    ['A [link to @ghost1999](https://example.org) stays a link.', 'A [link to](https://example.org) stays a link.'],
  ])('%s', (input, output) => {
    expect(keepKnownCitations(input, known)).toBe(output);
  });
});

/** Streams `text` through a cleaner in pieces of `size` characters. */
function streamed(text: string, keys: string[], size: number, language?: Language): string {
  const cleaner = createPaperCleaner(keys, language);
  let out = '';
  for (let i = 0; i < text.length; i += size) out += cleaner.push(text.slice(i, i + size));
  return out + cleaner.end();
}

const paper = [
  '# Sleep and Memory',
  '## Introduction',
  'Sleep consolidates memory [@smith2020]. Others disagree [@ghost1999, p. 12].',
  '## Discussion',
  'The evidence is mixed [@lee2019; @ghost1999].',
  '## References',
  'Smith, J. (2020). Sleep. *Journal*, 1–2.',
  'Ghost, A. (1999). Invented. *Nowhere*.',
].join('\n\n');

describe('createPaperCleaner', () => {
  it('removes unknown citations and a reference list the model wrote, however the text is split', () => {
    const expected = [
      '# Sleep and Memory',
      '## Introduction',
      'Sleep consolidates memory [@smith2020]. Others disagree.',
      '## Discussion',
      'The evidence is mixed [@lee2019].',
    ].join('\n\n');
    for (const size of [1, 3, 7, 40, paper.length]) expect(streamed(paper, ['smith2020', 'lee2019'], size), `pieces of ${size}`).toBe(expected);
  });

  it('drops a reference list up to the next heading of its level, whatever it is called', () => {
    const text = '# T\n\nBody [@smith2020].\n\n## Bibliography\n- Smith 2020\n- Lee 2019\n\n### More\n\nstill the list\n\n## Appendix\n\nKept.';
    expect(streamed(text, ['smith2020'], 5)).toBe('# T\n\nBody [@smith2020].\n\n## Appendix\n\nKept.');
    expect(streamed('# T\n\nBody.\n\n**Works Cited:**\n\nSmith, J. 2020.\n\n## Notes\n\nKept.', ['smith2020'], 4)).toBe('# T\n\nBody.\n\n## Notes\n\nKept.');
    expect(streamed('# T\n\nBody.\n\n## Literature Review\n\nKept.', [], 4)).toContain('## Literature Review\n\nKept.');
  });

  it('with no sources chosen, removes every citation and puts the "sources needed" note under the title', () => {
    expect(streamed(paper, [], 6)).toBe(
      ['# Sleep and Memory', sourcesNeededNote, '## Introduction', 'Sleep consolidates memory. Others disagree.', '## Discussion', 'The evidence is mixed.'].join('\n\n'),
    );
    expect(streamed('No title here [@x].', [], 5)).toBe(`${sourcesNeededNote}\n\nNo title here.`);
  });

  it('writes the note in the language the model writes in', () => {
    expect(streamed('# Plastique\n\nLes rivières [@x].', [], 4, 'fr')).toBe(`# Plastique\n\n${sourcesNeededNotes.fr}\n\nLes rivières.`);
    expect(sourcesNeededNotes.fr).toContain('« Sources à citer »');
  });
});
