import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { planTextValues } from '../../lib/plan-text.ts';
import { readSections, richTextTags } from './legal-text.tsx';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

const documents = ['terms', 'privacy', 'cookies', 'gdpr'] as const;

describe('legal texts', () => {
  it.each(documents)('every %s section has a title and a body of paragraphs and lists', (name) => {
    const raw = en.legal[name].sections;
    const sections = readSections(raw);
    expect(sections.map((s) => s.id)).toEqual(Object.keys(raw));
  });

  it('uses only the tags RichText turns into elements', () => {
    const known = new Set([...richTextTags, 'time']);
    const used = strings(en.legal).flatMap((s) => [...s.matchAll(/<\/?([a-zA-Z]+)[^>]*>/g)].map((m) => m[1]));
    expect(used.filter((tag) => !known.has(tag!))).toEqual([]);
  });

  it('balances every tag and uses only the placeholders it is given: {{email}}, {{date}} and the plan rules', () => {
    const given = ['email', 'date', ...Object.keys(planTextValues('en'))];
    for (const text of strings(en.legal)) {
      for (const tag of new Set([...text.matchAll(/<([a-zA-Z]+)>/g)].map((m) => m[1]))) {
        expect(text.split(`<${tag}>`).length, text).toBe(text.split(`</${tag}>`).length);
      }
      for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) expect(given, text).toContain(name);
    }
  });

  it('drops malformed sections instead of rendering them', () => {
    expect(readSections('legal.missing')).toEqual([]);
    expect(readSections({ a: { title: 'A', body: ['x', { list: ['y'] }] }, b: { title: 'B', body: [3] }, c: null })).toEqual([
      { id: 'a', title: 'A', body: ['x', { list: ['y'] }] },
    ]);
  });
});
