import { describe, expect, it } from 'vitest';
import { citedKeys, parseCitations } from './citations.ts';

const sources = (md: string) => parseCitations(md).map((c) => ({ mode: c.mode, text: md.slice(c.start, c.end), sources: c.sources }));

describe('parseCitations', () => {
  it('reads a bracketed cluster: prefixes, keys, locators with labels, suffixes', () => {
    const md = 'Text [see @smith2020, pp. 33-35; also @lee2019, chap. 1] more.';
    expect(sources(md)).toEqual([
      {
        mode: 'parenthetical',
        text: '[see @smith2020, pp. 33-35; also @lee2019, chap. 1]',
        sources: [
          { key: 'smith2020', prefix: 'see', suffix: '', locator: '33-35', label: 'page', suppressAuthor: false },
          { key: 'lee2019', prefix: 'also', suffix: '', locator: '1', label: 'chapter', suppressAuthor: false },
        ],
      },
    ]);
  });

  it.each([
    ['[@a, p. 3]', '3', 'page'],
    ['[@a, sec. 4.2]', '4.2', 'section'],
    ['[@a, para. 7]', '7', 'paragraph'],
    ['[@a, fig. 2]', '2', 'figure'],
    ['[@a, § 12]', '12', 'section'],
    ['[@a, 45]', '45', 'page'],
    ['[@a, {pp. iv, vi-xi}]', 'iv, vi-xi', 'page'],
  ])('%s has locator %s (%s)', (md, locator, label) => {
    expect(parseCitations(md)[0]!.sources[0]!).toMatchObject({ locator, label });
  });

  it('keeps a suffix after the locator, and a suffix without one', () => {
    expect(parseCitations('[@a, pp. 33-35 and passim]')[0]!.sources[0]!).toMatchObject({ locator: '33-35', suffix: 'and passim' });
    expect(parseCitations('[@a, and elsewhere]')[0]!.sources[0]!).toMatchObject({ suffix: ', and elsewhere' });
    expect(parseCitations('[@a, and elsewhere]')[0]!.sources[0]!.locator).toBeUndefined();
  });

  it('reads author-suppressed and narrative citations', () => {
    expect(sources('Smith says [-@smith2020].')[0]).toMatchObject({ mode: 'parenthetical', sources: [{ key: 'smith2020', suppressAuthor: true }] });
    expect(sources('@smith2020 says.')[0]).toMatchObject({ mode: 'narrative', text: '@smith2020', sources: [{ key: 'smith2020', suppressAuthor: false }] });
    expect(sources('@smith2020 [p. 33] says.')[0]).toMatchObject({ mode: 'narrative', text: '@smith2020 [p. 33]', sources: [{ key: 'smith2020', locator: '33', label: 'page' }] });
  });

  it('ends a key before trailing punctuation', () => {
    expect(sources('As @smith2020. And @lee:2019, too.').map((c) => c.sources[0]!.key)).toEqual(['smith2020', 'lee:2019']);
  });

  it('finds nothing in code, escapes, emails, URLs and links', () => {
    const md = [
      'Inline `@smith2020` and ``[@smith2020]``.',
      'Escaped \\@smith2020 and \\[@lee2019\\]',
      'Mail jane@example.com, see https://example.org/@smith2020 and <https://x.org/@a>.',
      'A [link @smith2020](https://example.org) is a link.',
      '',
      '```',
      '[@smith2020]',
      '```',
      '',
      '    @smith2020 indented code',
      '',
      'Invalid keys: @-x [@!bad]',
    ].join('\n');
    // The escaped `\[` leaves `@lee2019\]` narrative, as in Pandoc; the link's text too.
    expect(sources(md).map((c) => c.text)).toEqual(['@lee2019', '@smith2020']);
  });

  it('reads the indented continuation of a list item as text, not code', () => {
    expect(citedKeys('- item\n\n    continued [@a]\n')).toEqual(['a']);
  });

  it('gives ranges that slice out each citation', () => {
    const md = 'A [@a] b @b [p. 2] c [-@c; @d].';
    expect(parseCitations(md).map((c) => md.slice(c.start, c.end))).toEqual(['[@a]', '@b [p. 2]', '[-@c; @d]']);
  });

  it('does not read a footnote reference or a link definition as a citation', () => {
    expect(parseCitations('Text[^1] and [@a]: https://x.org')).toEqual([]);
  });
});

describe('citedKeys', () => {
  it('lists each key once in order of first use', () => {
    expect(citedKeys('[@b; @a] then @b and [@c, p. 1] and [@a]')).toEqual(['b', 'a', 'c']);
  });
});
