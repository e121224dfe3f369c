import { LocalLinter } from 'harper.js';
// The wasm file read from disk, not the inlined data: URL (fetched: a test that stubs fetch would break it).
import { binary } from 'harper.js/binary';
import type { Heading, List, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { academicTypes } from '../../../../shared/academic.ts';
import { essayLengths, essayTypes, outlineRequestSchema, type OutlineRequest } from '../../../../shared/generation.ts';
import { markdownToPlainText, parseMarkdown } from '../../../../shared/markdown.ts';
import { outlineSchema, type Outline } from '../../../../shared/outline.ts';
import { composeEssay } from './essay-writer.ts';
import { outlineMarkdown, proposeOutline } from './outline-plan.ts';

const request = (fields: Partial<OutlineRequest> = {}): OutlineRequest => outlineRequestSchema.parse({ topic: 'Should nuclear power replace coal?', ...fields });

/** Every kind of outline there is: each essay type and each paper type, at each length. */
const everyKind = (topic: string): { label: string; request: OutlineRequest }[] =>
  essayLengths.flatMap((length) => [
    ...essayTypes.map((type) => ({ label: `${type} ${length}`, request: request({ topic, type, length }) })),
    ...academicTypes.map((paperType) => ({ label: `${paperType} paper ${length}`, request: request({ topic, length, academic: { paperType, citationStyle: 'apa' } }) })),
  ]);

const topics = ['Should nuclear power replace coal?', 'Social media harms teenagers', 'climate change policy', 'Why did the Roman Empire fall?', 'My first day at a new school', 'A busy market at dawn'];

const headings = (outline: Outline) => outline.sections.map((s) => s.heading);
const bodyCount = (outline: Outline) => outline.sections.filter((s) => s.role === 'body').length;
const sectionNamed = (outline: Outline, heading: RegExp) => {
  const section = outline.sections.find((s) => heading.test(s.heading));
  if (!section) throw new Error(`no section ${heading} in ${headings(outline).join(', ')}`);
  return section;
};

describe('proposeOutline', () => {
  it('gives every essay type, paper type and length a valid outline: ids s1…, introduction first, conclusion last, notes and sources empty', () => {
    for (const topic of topics) {
      for (const { label, request: r } of everyKind(topic)) {
        const outline = proposeOutline(r);
        expect(outlineSchema.parse(outline), label).toEqual(outline);
        expect(outline.title, label).not.toBe('');
        expect(outline.sections.map((s) => s.id)).toEqual(outline.sections.map((_, i) => `s${i + 1}`));
        expect(outline.sections.map((s) => s.role)).toEqual(outline.sections.map((_, i, all) => (i === 0 ? 'introduction' : i === all.length - 1 ? 'conclusion' : 'body')));
        for (const section of outline.sections) {
          expect(section.purpose, label).toMatch(/^[A-Z][^.?!]*\.$/);
          expect(section.notes).toEqual([]);
          expect(section.sources).toEqual([]);
        }
      }
    }
  });

  it('is deterministic and takes its working title from the topic', () => {
    expect(proposeOutline(request())).toEqual(proposeOutline(request()));
    expect(proposeOutline(request()).title).toBe('Should Nuclear Power Replace Coal?');
    expect(proposeOutline(request({ topic: 'climate change policy' })).title).toBe('Climate Change Policy');
  });

  it('fits the headings to the essay type', () => {
    const of = (type: OutlineRequest['type']) => headings(proposeOutline(request({ type })));
    expect(of('argumentative')).toEqual(['Introduction', 'First Claim', 'Second Claim', 'Third Claim', 'Counterargument and Rebuttal', 'Conclusion']);
    expect(of('persuasive')[0]).toMatch(/Problem/);
    expect(of('persuasive').join(' ')).toMatch(/Evidence[\s\S]*Objections/);
    expect(of('persuasive').at(-1)).toMatch(/Call to Action/);
    expect(of('expository')).toEqual(['Introduction', 'Background', 'Key Features', 'How It Works', 'Causes and Effects', 'Implications', 'Conclusion']);
    expect(of('narrative')).toEqual(['The Setting', 'The Beginning', 'A Complication', 'Rising Tension', 'The Turning Point', 'Reflection']);
    expect(of('descriptive')).toEqual(['Overall Impression', 'What You See', 'What You Hear', 'Touch and Texture', 'Why It Matters']);
  });

  it('fits the headings to the paper type, joining or adding sections by length', () => {
    const of = (paperType: (typeof academicTypes)[number], length: OutlineRequest['length']) =>
      headings(proposeOutline(request({ length, academic: { paperType, citationStyle: 'harvard' } })));
    expect(of('research', 'medium')).toEqual(['Introduction', 'Literature Review', 'Methods', 'Results', 'Discussion', 'Conclusion']);
    expect(of('research', 'short')).toContain('Results and Discussion');
    expect(of('research', 'long')).toContain('Limitations and Further Research');
    expect(of('lab', 'medium')).toEqual(['Aim', 'Hypothesis', 'Materials and Method', 'Results', 'Analysis', 'Conclusion']);
    for (const length of essayLengths) {
      const lab = of('lab', length).join(' ');
      expect(lab, length).toMatch(/Method/);
      expect(lab, length).toMatch(/Results/);
      expect(of('thesis', length).every((h, i) => h.startsWith(`Chapter ${i + 1}: `)), length).toBe(true);
      expect(of('thesis', length).join(' '), length).toMatch(/Literature Review[\s\S]*Methodology[\s\S]*Findings/);
    }
    expect(of('thesis', 'long')).toContain('Chapter 3: Theoretical Framework');
  });

  it('adds body sections as the length grows, two to four points in an essay', () => {
    for (const { label, request: r } of everyKind('climate change policy').filter((k) => k.request.length === 'short')) {
      const [short, medium, long] = essayLengths.map((length) => bodyCount(proposeOutline({ ...r, length })));
      expect(short, label).toBeLessThan(medium!);
      expect(medium, label).toBeLessThan(long!);
    }
    const claims = (length: OutlineRequest['length']) => headings(proposeOutline(request({ length }))).filter((h) => /Claim$/.test(h)).length;
    expect(essayLengths.map(claims)).toEqual([2, 3, 4]);
  });

  it('asks two to four questions a section, none twice in an outline, all plain questions without placeholders', () => {
    for (const topic of topics) {
      for (const { label, request: r } of everyKind(topic)) {
        const outline = proposeOutline(r);
        const questions = outline.sections.flatMap((s) => s.questions);
        for (const section of outline.sections) {
          expect(section.questions.length, `${label}: ${section.heading}`).toBeGreaterThanOrEqual(2);
          expect(section.questions.length, `${label}: ${section.heading}`).toBeLessThanOrEqual(4);
        }
        expect(new Set(questions.map((q) => q.toLowerCase())).size, label).toBe(questions.length);
        for (const q of questions) {
          expect(q, label).toMatch(/^[A-Z][^?]*\?$/);
          expect(q, label).not.toMatch(/\bX\b|\[|\]|…|\.\.\.|\{|\}/);
        }
      }
    }
  });

  it('asks each section for its own kind of material', () => {
    const asks = (outline: Outline, heading: RegExp) => sectionNamed(outline, heading).questions.join(' ');
    const persuasive = proposeOutline(request({ type: 'persuasive' }));
    expect(asks(persuasive, /Key Evidence/)).toMatch(/figure/);
    expect(asks(persuasive, /Key Evidence/)).toMatch(/come from/);
    expect(asks(persuasive, /Who Is Affected/)).toMatch(/group of people/);
    expect(asks(persuasive, /Objections/)).toMatch(/strongest objection/);
    expect(asks(persuasive, /Call to Action/)).toMatch(/action should your reader take/);
    expect(asks(proposeOutline(request({ type: 'persuasive', length: 'long' })), /Experts/)).toMatch(/named expert/);
    expect(asks(proposeOutline(request()), /Counterargument/)).toMatch(/strongest argument against your position/);
    expect(asks(proposeOutline(request({ type: 'narrative' })), /Turning Point/)).toMatch(/turning point/);
    expect(asks(proposeOutline(request({ type: 'descriptive' })), /What You Hear/)).toMatch(/sound/);
    const lab = proposeOutline(request({ academic: { paperType: 'lab', citationStyle: 'ieee' } }));
    expect(asks(lab, /Method/)).toMatch(/equipment/);
    expect(asks(lab, /^Results$/)).toMatch(/table[\s\S]*units/);
    expect(asks(proposeOutline(request({ academic: { paperType: 'research', citationStyle: 'apa' } })), /Literature Review/)).toMatch(/studies/);
    // The topic's subject appears where a question is about it.
    expect(asks(proposeOutline(request({ type: 'expository' })), /Introduction/)).toContain('explain about whether nuclear power should replace coal?');
    expect(asks(proposeOutline(request({ topic: 'A busy market at dawn', type: 'descriptive' })), /Impression/)).toContain('notices about a busy market at dawn?');
  });

  it('never names a first-person topic in a question addressed to the writer as "you"', () => {
    for (const { label, request: r } of everyKind('My first day at a new school')) {
      const outline = proposeOutline(r);
      expect([outline.thesis, ...outline.sections.flatMap((s) => s.questions)].join(' '), label).not.toMatch(/\bmy\b/i);
    }
  });

  it('leaves the position on a question or a claim to the writer: the thesis frames it in brackets', () => {
    const outside = (thesis: string) => thesis.replace(/\[[^\]]*\]/g, '');
    for (const topic of ['Should nuclear power replace coal?', 'Social media harms teenagers', 'Discuss whether zoos should be banned', 'Why did the Roman Empire fall?']) {
      for (const { label, request: r } of everyKind(topic)) {
        const { thesis } = proposeOutline(r);
        expect(thesis, label).toMatch(/^\[Your [^\]]+\][^[\]]*\[[^\]]+\][^[\]]*(?:\[[^\]]+\])?\.$/);
        // Outside the brackets only the connectors: nothing of the topic, so no side taken.
        expect(outside(thesis), label).toMatch(/^(?:because|, so|, explained through|, created by|, based on|, supported by|, and| |\.)*$/);
      }
    }
    expect(proposeOutline(request()).thesis).toBe('[Your answer to the question “Should nuclear power replace coal?”] because [your main reasons].');
    expect(proposeOutline(request({ topic: 'Social media harms teenagers' })).thesis).toBe('[Your position on the claim that social media harms teenagers] because [your main reasons].');
    expect(proposeOutline(request({ type: 'persuasive' })).thesis).toMatch(/so \[your call to action\]\.$/);
  });
});

/** The `## ` headings and the list items of a rendered outline, as the app's Markdown parser reads them. */
function rendered(markdown: string) {
  const tree: Root = parseMarkdown(markdown);
  const sections = tree.children.filter((n): n is Heading => n.type === 'heading' && n.depth === 2).map((h) => markdownToPlainText(markdown.slice(h.position!.start.offset, h.position!.end.offset)));
  const items = tree.children.filter((n): n is List => n.type === 'list').flatMap((l) => l.children.map((item) => markdownToPlainText(markdown.slice(item.position!.start.offset, item.position!.end.offset))));
  return { tree, sections, items };
}

describe('outlineMarkdown', () => {
  it('shows the title, the thesis in italics, every heading, purpose and question, and how to get a full draft', () => {
    for (const { label, request: r } of everyKind('Should nuclear power replace coal?')) {
      const outline = proposeOutline(r);
      const markdown = outlineMarkdown(outline);
      const { tree, sections, items } = rendered(markdown);
      expect(markdown.startsWith(`# ${outline.title}\n\n*${outline.thesis}*\n\n`), label).toBe(true);
      expect(tree.children[1]?.type === 'paragraph' && tree.children[1].children[0]?.type, label).toBe('emphasis');
      expect(sections, label).toEqual(headings(outline));
      expect(items, label).toEqual(outline.sections.flatMap((s) => s.questions.map((q) => `[${q}]`)));
      for (const section of outline.sections) expect(markdown, label).toContain(`## ${section.heading}\n\n${section.purpose}\n\n- [${section.questions[0]}]`);
      expect(markdown, label).toMatch(/full draft, add your notes or sources to the sections of this outline, or connect your own AI model in Settings → AI\./);
      expect(markdown.match(/Settings → AI/g), label).toHaveLength(1);
    }
  });

  it('is short, with no filler placeholders and none of the sentence-bank prose of the old offline writer', () => {
    // Runs of six words the old writer would have written for the same requests.
    const runsOf = (text: string) => {
      const words = markdownToPlainText(text).toLowerCase().match(/[\p{L}']+/gu) ?? [];
      return new Set(words.slice(5).map((_, i) => words.slice(i, i + 6).join(' ')));
    };
    for (const { label, request: r } of everyKind('climate change policy')) {
      const markdown = outlineMarkdown(proposeOutline(r));
      expect(markdown, label).not.toMatch(/\[(?:describe|insert|add|citation|explain|example)/i);
      expect(markdown.split(/\s+/).length, label).toBeLessThan(420);
      const bank = new Set<string>();
      for (const seed of [1, 2, 3]) for (const run of runsOf(composeEssay({ ...r, seed }, seed))) bank.add(run);
      const shared = [...runsOf(markdown)].filter((run) => bank.has(run));
      expect(shared, label).toEqual([]);
    }
  });

  it('keeps Markdown characters of edited fields as text', () => {
    const outline = outlineSchema.parse({
      title: 'C# and *stars*',
      thesis: 'Use `code` and [a link](http://example.com)',
      sections: [{ id: 'a', heading: '# Not a level-one heading', purpose: '1. Not a list', questions: ['Is <b>this</b> & _that_ literal?'] }],
    });
    const markdown = outlineMarkdown(outline);
    const { tree, sections, items } = rendered(markdown);
    expect(tree.children.map((n) => n.type)).toEqual(['heading', 'paragraph', 'paragraph', 'heading', 'paragraph', 'list']);
    expect(markdownToPlainText(markdown)).toContain('C# and *stars* Use `code` and [a link](http://example.com)');
    expect(sections).toEqual(['# Not a level-one heading']);
    expect(markdownToPlainText(markdown)).toContain('# Not a level-one heading 1. Not a list');
    expect(items).toEqual(['[Is <b>this</b> & _that_ literal?]']);
  });
});

describe('outline wording', () => {
  it('has no agreement, grammar or repetition mistakes in any outline (harper.js)', async () => {
    const linter = new LocalLinter({ binary });
    const found: string[] = [];
    // The topics' own words are the user's; these are spelled correctly, so every lint is in the outline's wording.
    // A long essay holds every section of its type, a short or a long paper every section of its own: together, all the wording there is.
    const covering = (topic: string) => everyKind(topic).filter(({ request: r }) => r.length === 'long' || (r.academic && r.length === 'short'));
    for (const topic of ['Should nuclear power replace coal?', 'A busy market at dawn']) {
      for (const { label, request: r } of covering(topic)) {
        const markdown = outlineMarkdown(proposeOutline(r));
        for (const lint of await linter.lint(markdown)) {
          found.push(`${label}: ${lint.lint_kind()} “${markdown.slice(lint.span().start, lint.span().end)}” (${lint.message()})`);
        }
      }
    }
    expect(found.filter((f) => /: (?:Agreement|Grammar|Repetition) /.test(f))).toEqual([]);
    // Spelling and style too: the wording is American English with serial commas throughout.
    expect(found).toEqual([]);
  }, 120_000);
});
