import { describe, expect, it } from 'vitest';
import { citationChoice, citationMarkdown } from './papers.ts';

describe('a citation as the picker shows it', () => {
  it.each([
    ['[@smith2020]', { keys: ['smith2020'], form: 'parenthetical', locator: { label: 'page', value: '' }, prefix: '' }],
    ['[see @smith2020, p. 12]', { keys: ['smith2020'], form: 'parenthetical', locator: { label: 'page', value: '12' }, prefix: 'see' }],
    ['[-@smith2020]', { keys: ['smith2020'], form: 'suppress-author', locator: { label: 'page', value: '' }, prefix: '' }],
    ['@smith2020 [chap. 3]', { keys: ['smith2020'], form: 'narrative', locator: { label: 'chapter', value: '3' }, prefix: '' }],
    ['[cf. @a; @b, sec. 2]', { keys: ['a', 'b'], form: 'parenthetical', locator: { label: 'section', value: '2' }, prefix: 'cf.' }],
  ])('%s is read, and written back the same', (markdown, choice) => {
    expect(citationChoice(markdown)).toEqual(choice);
    const read = citationChoice(markdown);
    expect(read && citationMarkdown(read.keys, read.form, read.locator, read.prefix)).toBe(markdown);
  });

  it.each(['[@a, p. 1; @b, p. 2]', '[@a, p. 3 and elsewhere]', '[@a; see @b]', '[@a, vol. 2]', '[@a; -@b]', 'no citation', '[@a] and [@b]'])('%s is left to the Markdown view', (markdown) => {
    expect(citationChoice(markdown)).toBeUndefined();
  });

  it('keeps brackets, semicolons and @ out of a prefix', () => {
    expect(citationMarkdown(['a'], 'parenthetical', undefined, 'see [x]; @b')).toBe('[see x b @a]');
  });
});
