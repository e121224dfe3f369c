import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Heading, Root, RootContent, Table } from 'mdast';
import { describe, expect, it } from 'vitest';
import { businessTemplates, type BusinessTemplate } from '../../../shared/documents.ts';
import { flatText, parseMarkdown } from '../../../shared/markdown.ts';
import { businessTemplateMarkdown, businessTemplateSections, type Translate } from './business-templates.ts';

const languages = ['en', 'fr', 'es', 'de', 'zh'] as const;

/** `t` over one locale file; a missing key fails the test instead of showing the key. */
function translator(lang: string): Translate {
  const messages = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}.json`), 'utf8')) as unknown;
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    if (typeof value !== 'string') throw new Error(`${lang}: no string at ${key}`);
    return value;
  };
}

interface Part {
  heading: string;
  body: RootContent[];
}

/** The document cut at its level-2 headings. */
function sectionsOf(tree: Root): { before: RootContent[]; parts: Part[] } {
  const before: RootContent[] = [];
  const parts: Part[] = [];
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) parts.push({ heading: flatText(node), body: [] });
    else (parts.at(-1)?.body ?? before).push(node);
  }
  return { before, parts };
}

const nodesOf = (nodes: RootContent[], type: string): RootContent[] =>
  nodes.flatMap((node) => [...(node.type === type ? [node] : []), ...('children' in node ? nodesOf(node.children as RootContent[], type) : [])]);

describe.each(businessTemplates.flatMap((template) => languages.map((lang) => ({ template, lang }))))('$template in $lang', ({ template, lang }) => {
  const markdown = businessTemplateMarkdown(template, translator(lang));
  const tree = parseMarkdown(markdown);
  const { before, parts } = sectionsOf(tree);

  it('is one level-2 heading per section, each named and none twice, and nothing before the first', () => {
    expect(before).toEqual([]);
    expect(parts).toHaveLength(businessTemplateSections[template].length);
    for (const { heading } of parts) expect(heading.trim()).not.toBe('');
    expect(new Set(parts.map((p) => p.heading)).size).toBe(parts.length);
    expect(nodesOf(tree.children, 'heading').every((h) => (h as Heading).depth === 2)).toBe(true);
  });

  it('has no empty section: each holds text with bracketed guidance to replace', () => {
    for (const { heading, body } of parts) {
      expect(body.length, heading).toBeGreaterThan(0);
      const text = body.map((node) => flatText(node)).join(' ');
      expect(text, heading).toMatch(/\[[^\]]+\]/);
    }
  });

  it('keeps guidance as text: no link, no HTML, no untranslated key', () => {
    expect(nodesOf(tree.children, 'link')).toEqual([]);
    expect(nodesOf(tree.children, 'linkReference')).toEqual([]);
    expect(nodesOf(tree.children, 'html')).toEqual([]);
    expect(markdown).not.toMatch(/templates\.body|undefined/);
  });

  it('lays its tables out whole: a header and rows of the same width, no empty cell', () => {
    const tables = nodesOf(tree.children, 'table') as Table[];
    const expected = businessTemplateSections[template].flatMap((s) => s.blocks.filter((b) => b.kind === 'table'));
    expect(tables).toHaveLength(expected.length);
    tables.forEach((table, i) => {
      const width = expected[i]!.kind === 'table' ? expected[i]!.columns.length : 0;
      expect(table.children).toHaveLength((expected[i]!.kind === 'table' ? expected[i]!.rows.length : 0) + 1);
      for (const row of table.children) {
        expect(row.children).toHaveLength(width);
        for (const cell of row.children) expect(flatText(cell).trim()).not.toBe('');
      }
    });
  });
});

describe('the English bodies', () => {
  const headings = (template: BusinessTemplate) => [...businessTemplateMarkdown(template, translator('en')).matchAll(/^## (.+)$/gm)].map((m) => m[1]);

  it('a project proposal: the sections decision makers expect, milestones and budget as tables', () => {
    expect(headings('project-proposal')).toEqual([
      'Summary',
      'Background and need',
      'Objectives',
      'Scope and deliverables',
      'Approach and timeline',
      'Budget',
      'Risks',
      'Next steps',
    ]);
    const markdown = businessTemplateMarkdown('project-proposal', translator('en'));
    expect(markdown).toContain('| Milestone | Deliverable | Date |\n| --- | --- | --- |\n| [Start and planning] | [Agreed plan] | [Date] |');
    expect(markdown).toContain('| Item | Cost |');
  });

  it('a meeting report: date, attendees, agenda, discussion, decisions and action items with owner and due date', () => {
    expect(headings('meeting-report')).toEqual(['Date and place', 'Attendees', 'Agenda', 'Discussion', 'Decisions', 'Action items', 'Next meeting']);
    const markdown = businessTemplateMarkdown('meeting-report', translator('en'));
    expect(markdown).toContain('| Action | Owner | Due date |');
    expect(markdown).toContain('1. [First agenda item]\n2. [Second agenda item]\n3. [Any other business]');
  });
});

describe('businessTemplateMarkdown', () => {
  it('keeps a translation on one line and a pipe inside its table cell', () => {
    const t: Translate = (key) => (key.endsWith('.heading') ? 'Heading\nbroken' : key.endsWith('.cost') ? 'Cost | tax' : `[${key.split('.').at(-1)}]`);
    const markdown = businessTemplateMarkdown('project-proposal', t);
    expect(markdown).toContain('## Heading broken\n');
    const budget = nodesOf(parseMarkdown(markdown).children, 'table')[1] as Table;
    expect(budget.children[0]!.children.map((c) => flatText(c))).toEqual(['[item]', 'Cost | tax']);
  });
});
