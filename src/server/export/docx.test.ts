import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { resumeTemplates, type ResumeData } from '../../shared/resume.ts';
import { expectInOrder } from '../testing/in-order.ts';
import { everyConstructTableCells, markdownWithEveryConstruct } from '../testing/markdown-samples.ts';
import { resumeTemplateInput } from '../typst/resume-input.ts';
import { markdownToDocx } from './docx.ts';
import { letterToDocx } from './letter-docx.ts';
import type { LetterFront } from './letter-layout.ts';
import { resumeToDocx } from './resume-docx.ts';

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);|&/gi, (whole, entity: string | undefined) => {
    if (entity === undefined) throw new Error(`Bare & in ${text.slice(0, 40)}`);
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    const value = ENTITIES[entity];
    if (value === undefined) throw new Error(`Unknown entity ${whole}`);
    return value;
  });
}

// Characters XML 1.0 forbids, even escaped.
const ILLEGAL_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/; // eslint-disable-line no-control-regex

/**
 * A small, strict XML reader: elements, attributes and text, enough for
 * WordprocessingML. It throws on anything not well-formed (unbalanced tags,
 * stray `<` or `&`, characters XML forbids), as Word would refuse the file.
 */
function parseXml(xml: string): XmlElement {
  if (ILLEGAL_XML.test(xml)) throw new Error('A character XML 1.0 forbids');
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack = [root];
  const token = /<\?[^>]*\?>|<!--[\s\S]*?-->|<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)/y;
  const attribute = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    if (!match) throw new Error(`Not XML at ${at}: ${xml.slice(at, at + 40)}`);
    const [whole, close, name, attrs, selfClosing, text] = match;
    const parent = stack[stack.length - 1] as XmlElement;
    if (text !== undefined) parent.children.push(unescapeXml(text));
    else if (name === undefined) continue; // declaration or comment
    else if (close) {
      if (parent.name !== name) throw new Error(`</${name}> closes <${parent.name}>`);
      stack.pop();
    } else {
      const element: XmlElement = { name, attrs: {}, children: [] };
      for (const [, key, double, single] of (attrs ?? '').matchAll(attribute)) element.attrs[key as string] = unescapeXml(double ?? single ?? '');
      parent.children.push(element);
      if (!selfClosing) stack.push(element);
    }
    if (whole === '') break;
  }
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]?.name}> is never closed`);
  return root;
}

const elementsOf = (el: XmlElement) => el.children.filter((c): c is XmlElement => typeof c !== 'string');

/** Every element with this name under el, in document order. */
function all(el: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (e: XmlElement) => {
    for (const child of elementsOf(e)) {
      if (child.name === name) found.push(child);
      walk(child);
    }
  };
  walk(el);
  return found;
}

const first = (el: XmlElement, name: string) => all(el, name)[0];

/** What a reader sees of an element: its w:t text, w:tab as a tab and w:br as a line break. */
function textOf(el: XmlElement): string {
  if (el.name === 'w:t') return el.children.filter((c) => typeof c === 'string').join('');
  if (el.name === 'w:tab' && el.children.length === 0) return '\t';
  if (el.name === 'w:br') return '\n';
  if (el.name === 'w:pPr' || el.name === 'w:rPr') return '';
  return elementsOf(el).map(textOf).join('');
}

/** The Word document: its parts parsed, and its body's paragraphs with their text. */
function readDocx(buffer: Buffer) {
  expect(buffer.subarray(0, 2).toString()).toBe('PK');
  const files = unzipSync(new Uint8Array(buffer));
  const part = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`No ${name} in the file`);
    return parseXml(strFromU8(file));
  };
  const document = part('word/document.xml');
  const body = first(document, 'w:body') as XmlElement;
  const paragraphs = all(body, 'w:p');
  const texts = paragraphs.map(textOf);
  const paragraph = (text: string) => {
    const found = paragraphs.find((p) => textOf(p) === text);
    if (!found) throw new Error(`No paragraph "${text}" in ${JSON.stringify(texts)}`);
    return found;
  };
  return { files, part, document, body, paragraphs, texts, paragraph, text: texts.join('\n') };
}

/** The title in the file's properties (docProps/core.xml). */
function coreTitle(part: (name: string) => XmlElement): string {
  const title = first(part('docProps/core.xml'), 'dc:title');
  return title ? title.children.filter((c) => typeof c === 'string').join('') : '';
}

const styleOf = (p: XmlElement) => first(p, 'w:pStyle')?.attrs['w:val'];
/** The w:numPr of a paragraph as numbers: which list (numId) and level (ilvl). */
function numberingOf(p: XmlElement) {
  const numPr = first(p, 'w:numPr');
  if (!numPr) return undefined;
  return { numId: Number(first(numPr, 'w:numId')?.attrs['w:val']), level: Number(first(numPr, 'w:ilvl')?.attrs['w:val']) };
}
/** The w:r whose text is exactly this. */
function runWith(p: XmlElement, text: string): XmlElement {
  const run = all(p, 'w:r').find((r) => textOf(r) === text);
  if (!run) throw new Error(`No run "${text}"`);
  return run;
}
const has = (el: XmlElement, name: string) => all(el, name).length > 0;

const essay = (markdown: string, title = 'T') => markdownToDocx(markdown, { title, layout: 'essay' });

const everything = markdownWithEveryConstruct('Between the lists.\n\n1. first again\n2. second again\n\n');

describe('markdownToDocx', () => {
  it('writes the text of every construct, in order', async () => {
    const { texts } = readDocx(await essay(everything, 'Ignored title'));
    expect(texts.filter(Boolean)).toEqual([
      'Field notes',
      'Intro with bold words, italic words, struck words and inline code. A second line of the same paragraph.\nAfter a hard break, see the site and a note.',
      'Lists',
      'first bullet',
      'second level',
      'third level',
      'back to one',
      'third item',
      'fourth item',
      'Between the lists.',
      'first again',
      'second again',
      '☐\topen task',
      '☑\tdone task',
      'A quoted line that continues.',
      ...everyConstructTableCells,
      'const a = 1;\n\tindented();',
      '[a diagram] and <span>raw html</span> end.',
    ]);
  });

  it('uses Word headings, run formatting and hyperlinks', async () => {
    const { paragraph, part } = readDocx(await essay(everything));
    expect(styleOf(paragraph('Field notes'))).toBe('Heading1');
    expect(styleOf(paragraph('Lists'))).toBe('Heading2');
    expect(styleOf(paragraph('first bullet'))).not.toMatch(/^Heading/);

    const intro = paragraph('Intro with bold words, italic words, struck words and inline code. A second line of the same paragraph.\nAfter a hard break, see the site and a note.');
    expect(has(runWith(intro, 'bold words'), 'w:b')).toBe(true);
    expect(has(runWith(intro, 'italic words'), 'w:i')).toBe(true);
    expect(has(runWith(intro, 'struck words'), 'w:strike')).toBe(true);
    expect(first(runWith(intro, 'inline code'), 'w:rFonts')?.attrs['w:ascii']).toBe('Courier New');
    expect(has(runWith(intro, 'Intro with '), 'w:b')).toBe(false);

    const link = first(intro, 'w:hyperlink') as XmlElement;
    expect(textOf(link)).toBe('the site');
    const relationships = all(part('word/_rels/document.xml.rels'), 'Relationship');
    const target = relationships.find((r) => r.attrs.Id === link.attrs['r:id']);
    expect(target?.attrs).toMatchObject({ Target: 'https://example.com/page', TargetMode: 'External' });
    expect(target?.attrs.Type).toMatch(/\/hyperlink$/);

    const quote = paragraph('A quoted line that continues.');
    expect(first(quote, 'w:ind')?.attrs['w:left']).toBe('720');
    expect(first(quote, 'w:left')?.attrs['w:val']).toBe('single');
    expect(has(all(quote, 'w:r')[0] as XmlElement, 'w:i')).toBe(true);

    const code = paragraph('const a = 1;\n\tindented();');
    expect(first(code, 'w:shd')?.attrs['w:fill']).toBe('F2F2F2');
    expect(all(code, 'w:r').every((r) => first(r, 'w:rFonts')?.attrs['w:ascii'] === 'Courier New')).toBe(true);
  });

  it('turns only web and mail addresses into hyperlinks', async () => {
    const { body, text, part } = readDocx(await essay('[mail](mailto:a@example.com) [bad](javascript:alert(1)) [data](data:text/html,x) [local](notes.md) [ref][r]\n\n[r]: http://example.org'));
    expect(all(body, 'w:hyperlink').map(textOf)).toEqual(['mail', 'ref']);
    const targets = all(part('word/_rels/document.xml.rels'), 'Relationship').map((r) => r.attrs.Target);
    expect(targets).toContain('mailto:a@example.com');
    expect(targets).toContain('http://example.org');
    expect(targets.join(' ')).not.toMatch(/javascript|data:|notes\.md/);
    expect(text).toContain('mail bad data local ref');
  });

  it('numbers lists with Word numbering: nesting levels, restarts and start numbers', async () => {
    const { paragraph, part } = readDocx(await essay(everything));
    const levels = ['first bullet', 'second level', 'third level', 'back to one'].map((t) => numberingOf(paragraph(t)));
    expect(levels.map((n) => n?.level)).toEqual([0, 1, 2, 0]);
    expect(new Set(levels.map((n) => n?.numId)).size).toBe(1);

    const third = numberingOf(paragraph('third item'));
    const fourth = numberingOf(paragraph('fourth item'));
    const again = numberingOf(paragraph('first again'));
    expect(fourth?.numId).toBe(third?.numId);
    expect(again?.numId).not.toBe(third?.numId);
    expect(numberingOf(paragraph('Between the lists.'))).toBeUndefined();

    // Lists with the same start number are still separate lists.
    const twice = readDocx(await essay('1. one\n2. two\n\nText\n\n1. uno\n2. dos'));
    expect(numberingOf(twice.paragraph('two'))?.numId).toBe(numberingOf(twice.paragraph('one'))?.numId);
    expect(numberingOf(twice.paragraph('uno'))?.numId).not.toBe(numberingOf(twice.paragraph('one'))?.numId);

    const numbering = part('word/numbering.xml');
    const nums = all(numbering, 'w:num');
    const abstracts = all(numbering, 'w:abstractNum');
    /** The number a list's first item shows, and the format of its level 0. */
    const listOf = (numId: number | undefined) => {
      const num = nums.find((n) => n.attrs['w:numId'] === String(numId)) as XmlElement;
      const override = all(num, 'w:lvlOverride').find((o) => o.attrs['w:ilvl'] === '0');
      const abstractId = first(num, 'w:abstractNumId')?.attrs['w:val'];
      const abstract = abstracts.find((a) => a.attrs['w:abstractNumId'] === abstractId) as XmlElement;
      const level0 = all(abstract, 'w:lvl').find((l) => l.attrs['w:ilvl'] === '0') as XmlElement;
      const start = first(override ?? level0, 'w:startOverride') ?? first(level0, 'w:start');
      return { start: Number(start?.attrs['w:val'] ?? 1), format: first(level0, 'w:numFmt')?.attrs['w:val'] };
    };
    expect(listOf(third?.numId)).toEqual({ start: 3, format: 'decimal' });
    expect(listOf(again?.numId)).toEqual({ start: 1, format: 'decimal' });
    expect(listOf(levels[0]?.numId).format).toBe('bullet');
    // A task list shows its checkboxes instead of bullets.
    expect(numberingOf(paragraph('☐\topen task'))).toBeUndefined();
  });

  it('writes a GFM table as a Word table with a bold, shaded header row and column alignment', async () => {
    const { body } = readDocx(await essay(everything));
    const tables = all(body, 'w:tbl');
    expect(tables).toHaveLength(1);
    const table = tables[0] as XmlElement;
    const rows = all(table, 'w:tr');
    expect(rows.map((row) => all(row, 'w:tc').map(textOf))).toEqual([
      ['Name', 'Count'],
      ['apples', '3'],
      ['pears', '12'],
    ]);
    expect(all(table, 'w:gridCol')).toHaveLength(2);
    expect(first(table, 'w:tblW')?.attrs).toMatchObject({ 'w:type': 'pct', 'w:w': '5000' });
    const [header, ...rest] = rows as [XmlElement, ...XmlElement[]];
    expect(has(header, 'w:tblHeader')).toBe(true);
    expect(all(header, 'w:r').every((r) => has(r, 'w:b'))).toBe(true);
    expect(all(header, 'w:tc').every((c) => first(c, 'w:shd')?.attrs['w:fill'] === 'E7E6E6')).toBe(true);
    expect(rest.flatMap((row) => all(row, 'w:r')).some((r) => has(r, 'w:b'))).toBe(false);
    expect(all(rows[1] as XmlElement, 'w:jc').map((j) => j.attrs['w:val'])).toEqual(['left', 'right']);
    expect(all(first(table, 'w:tblBorders') as XmlElement, 'w:insideV')[0]?.attrs['w:val']).toBe('single');
  });

  it('makes footnotes real Word footnotes, numbered by first reference', async () => {
    const markdown = 'A[^b] B[^a] C[^b] D[^missing]\n\n[^a]: Alpha[^c].\n[^b]: Beta with a [link](https://example.org/b).\n[^c]: Gamma.\n[^unused]: Never shown.';
    const { body, text, part, files } = readDocx(await essay(markdown));
    expect(all(body, 'w:footnoteReference').map((r) => r.attrs['w:id'])).toEqual(['1', '2']);
    const notes = all(part('word/footnotes.xml'), 'w:footnote').filter((n) => Number(n.attrs['w:id']) > 0);
    expect(notes.map((n) => [n.attrs['w:id'], textOf(n)])).toEqual([
      ['1', 'Beta with a link.'],
      // Word has no footnotes inside footnotes: the reference stays as written.
      ['2', 'Alpha[^c].'],
    ]);
    // The repeated reference shows the same number; an undefined one stays as text.
    expect(text).toBe('T\nA B C1 D[^missing]');
    expect(text).not.toMatch(/Beta|Alpha|Gamma|Never shown/);
    expect(strFromU8(files['word/footnotes.xml'] as Uint8Array)).not.toMatch(/Gamma|Never shown/);
    // A link in a footnote has its relationship in the footnotes part.
    const link = first(notes[0] as XmlElement, 'w:hyperlink') as XmlElement;
    const relationships = all(part('word/_rels/footnotes.xml.rels'), 'Relationship');
    expect(relationships.find((r) => r.attrs.Id === link.attrs['r:id'])?.attrs.Target).toBe('https://example.org/b');
  });

  it('keeps special characters, raw HTML, emoji, Chinese and Arabic exactly', async () => {
    const line = `Symbols & < > " ' and <script>alert(1)</script> with 👋🏽, 中文测试 and مرحبا بالعالم, Déjà vu`;
    const { texts, body, part } = readDocx(await markdownToDocx(line, { title: `Title & <b>"x"</b> 中文 👋`, layout: 'essay' }));
    expect(texts).toEqual([`Title & <b>"x"</b> 中文 👋`, line]);
    expect(has(body, 'w:hyperlink')).toBe(false);
    expect(coreTitle(part)).toBe(`Title & <b>"x"</b> 中文 👋`);
  });

  it('drops characters XML cannot hold, so the file stays valid', async () => {
    const markdown = 'a\u0001b\u0008c\u000bd\uFFFEe\uFFFFf lone \uD800 surrogate \uDC00 end\u0000.\n\n```\ncode\u0002\n```';
    const result = readDocx(await markdownToDocx(markdown, { title: 'x\u0001y', layout: 'essay' }));
    expect(result.texts).toEqual(['xy', 'abcdef lone  surrogate  end.', 'code']);
    for (const name of Object.keys(result.files).filter((n) => n.endsWith('.xml') || n.endsWith('.rels'))) expect(() => result.part(name)).not.toThrow();
    expect(coreTitle(result.part)).toBe('xy');
  });

  it('adds the title as a heading unless the document starts with one, and sets the core title', async () => {
    const added = readDocx(await essay('Body', 'Title'));
    expect(added.texts).toEqual(['Title', 'Body']);
    expect(styleOf(added.paragraph('Title'))).toBe('Heading1');
    expect(coreTitle(added.part)).toBe('Title');

    const own = readDocx(await essay('\n  # Own heading\n\nBody', 'Title'));
    expect(own.texts).toEqual(['Own heading', 'Body']);
    expect(coreTitle(own.part)).toBe('Title');
    // Markdown in a title is text.
    expect(readDocx(await essay('#hashtag', '**Not bold**')).texts).toEqual(['**Not bold**', '#hashtag']);
  });

  it('numbers academic sections, leaving Abstract and References unnumbered, with hanging references', async () => {
    const paper = `## Abstract

We study heat.

## Introduction

Cities are warm.

### Background

History.

### 2.2 Already numbered

Kept as written.

## Methods

Sensors.

## References

Herbert, A. (1987). *Libraries and money*.

- Smith, J. (2020). A listed reference.

### Primary sources

Archive, B. (1901).
`;
    // A title that reads like a section name is still only the title.
    const { texts, paragraph, part } = readDocx(await markdownToDocx(paper, { title: 'References', layout: 'academic' }));
    const headings = texts.filter((t) => /^Heading/.test(styleOf(paragraph(t)) ?? ''));
    expect(headings).toEqual(['References', 'Abstract', '1 Introduction', '1.1 Background', '2.2 Already numbered', '2 Methods', 'References', 'Primary sources']);

    const indent = (text: string) => first(paragraph(text), 'w:ind')?.attrs;
    expect(indent('Herbert, A. (1987). Libraries and money.')).toMatchObject({ 'w:left': '720', 'w:hanging': '720' });
    expect(indent('Smith, J. (2020). A listed reference.')).toMatchObject({ 'w:hanging': '720' });
    expect(indent('Archive, B. (1901).')).toMatchObject({ 'w:hanging': '720' });
    expect(indent('We study heat.')).toMatchObject({ 'w:left': '720', 'w:right': '720' });
    expect(first(paragraph('We study heat.'), 'w:sz')?.attrs['w:val']).toBe('22');
    expect(indent('Cities are warm.')).toMatchObject({ 'w:firstLine': '720' });

    // The title is centred and the text is set at 1.5 lines.
    const styles = part('word/styles.xml');
    const heading1 = all(styles, 'w:style').find((s) => s.attrs['w:styleId'] === 'Heading1') as XmlElement;
    expect(first(heading1, 'w:jc')?.attrs['w:val']).toBe('center');
    expect(first(first(styles, 'w:docDefaults') as XmlElement, 'w:spacing')?.attrs['w:line']).toBe('360');
  });

  it('sets the fonts, sizes and page of each layout', async () => {
    const defaults = async (layout: 'essay' | 'academic' | 'cover-letter') => {
      const { part } = readDocx(await markdownToDocx('Text', { title: 'T', layout, lang: 'en-GB' }));
      const docDefaults = first(part('word/styles.xml'), 'w:docDefaults') as XmlElement;
      const body = first(part('word/document.xml'), 'w:body') as XmlElement;
      return {
        font: first(docDefaults, 'w:rFonts')?.attrs,
        size: first(docDefaults, 'w:sz')?.attrs['w:val'],
        lang: first(docDefaults, 'w:lang')?.attrs['w:val'],
        page: { ...first(body, 'w:pgSz')?.attrs, ...first(body, 'w:pgMar')?.attrs },
      };
    };
    const essayLayout = await defaults('essay');
    expect(essayLayout.font).toMatchObject({ 'w:ascii': 'Times New Roman', 'w:hAnsi': 'Times New Roman', 'w:eastAsia': 'Microsoft YaHei' });
    expect(essayLayout.size).toBe('24');
    expect(essayLayout.lang).toBe('en-GB');
    expect(essayLayout.page).toMatchObject({ 'w:w': '11906', 'w:h': '16838', 'w:top': '1440', 'w:left': '1440', 'w:right': '1440', 'w:bottom': '1440' });
    const letter = await defaults('cover-letter');
    expect(letter.font).toMatchObject({ 'w:ascii': 'Calibri', 'w:eastAsia': 'Microsoft YaHei' });
    expect(letter.size).toBe('22');

    const { paragraph } = readDocx(await markdownToDocx('Dear Ms. Lee,\n\nI am writing to apply.', { title: 'Letter', layout: 'cover-letter' }));
    expect(first(paragraph('I am writing to apply.'), 'w:ind')).toBeUndefined();
  });

  it('survives 5,000 nested quotes and lists and deep inline nesting, keeping the text', async () => {
    const quotes = readDocx(await essay(`${'>'.repeat(5000)} bottom of the quotes`));
    expect(quotes.text).toContain('bottom of the quotes');

    const list = readDocx(await essay(`${'- '.repeat(5000)}bottom of the list`));
    expect(list.text).toContain('bottom of the list');
    const levels = list.paragraphs.map(numberingOf).filter((n) => n !== undefined);
    expect(Math.max(...levels.map((n) => n.level))).toBe(8);
    const indents = list.paragraphs.map((p) => Number(first(p, 'w:ind')?.attrs['w:left'] ?? 0));
    expect(Math.max(...indents)).toBeLessThanOrEqual(8 * 720);

    // Indentation past 100 columns nests no deeper (the parser's cost grows with depth); every item stays, in order.
    const indented = Array.from({ length: 200 }, (_, level) => `${'  '.repeat(level)}- item ${level}`).join('\n');
    const deep = readDocx(await essay(indented));
    expect(deep.texts.slice(1, 4)).toEqual(['item 0', 'item 1', 'item 2']);
    let from = 0;
    for (let i = 0; i < 200; i++) {
      const at = deep.text.indexOf(`item ${i}`, from);
      expect(at, `item ${i}`).toBeGreaterThanOrEqual(0);
      from = at + `item ${i}`.length;
    }

    const mixed = readDocx(await essay(`${'> 1. '.repeat(2500)}mixed bottom`));
    expect(mixed.text).toContain('mixed bottom');

    const emphasis = readDocx(await essay(`${'*x '.repeat(500)}deep${' x*'.repeat(500)}`));
    expect(emphasis.text).toContain('deep');
    expect(Math.max(...all(emphasis.body, 'w:r').map((r) => all(r, 'w:i').length))).toBe(1);

    // Footnote definitions nest as well.
    const notes = readDocx(await essay(`Body[^n0].\n\n${Array.from({ length: 5000 }, (_, i) => `[^n${i}]: `).join('')}deepest`));
    expect(notes.texts).toEqual(['T', 'Body.']);
    expect(all(notes.body, 'w:footnoteReference')).toHaveLength(1);
  });

  it('writes a 100 KB document', async () => {
    const section = (i: number) =>
      `## Section ${i}\n\nÜnïcødé prose with **bold** and *italic* words, a [link](https://example.com/${i}), 中文 and 👋.[^n${i}] ${'More words follow here. '.repeat(12)}\n\n- item\n  - nested\n\n| a | b |\n|---|---|\n| ${i} | x |\n\n[^n${i}]: Note ${i}.\n\n`;
    let markdown = '';
    for (let i = 1; markdown.length < 100_000; i++) markdown += section(i);
    const { texts, body, part } = readDocx(await essay(markdown, 'Long'));
    const sections = texts.filter((t) => /^Section \d+$/.test(t));
    expect(sections.length).toBeGreaterThan(100);
    expect(all(body, 'w:footnoteReference')).toHaveLength(sections.length);
    expect(all(body, 'w:tbl')).toHaveLength(sections.length);
    expect(all(part('word/footnotes.xml'), 'w:footnote').filter((n) => Number(n.attrs['w:id']) > 0)).toHaveLength(sections.length);
    expect(texts.at(-1)).toBe('');
  });
});

const resume: ResumeData = {
  personalInfo: {
    fullName: '李华 Li Hua',
    email: 'li.hua@example.com',
    phone: '+86 138 0000 0000',
    location: 'Shanghai',
    linkedin: 'linkedin.com/in/lihua',
    website: 'lihua.dev',
  },
  summary: 'Engineer who builds accessible tools for writers & editors.',
  experience: [
    { company: 'Acme', position: 'Senior Engineer', location: 'Berlin', startDate: '2020', current: true, description: '• Led a team of five\n• Cut load time by 40%\nOwned the roadmap.' },
    { company: 'Globex', position: '', location: '', startDate: '2016', endDate: '2019', description: '' },
  ],
  education: [{ institution: 'Fudan University', degree: 'BSc', fieldOfStudy: 'Computer Science', startDate: '2012', endDate: '2016' }],
  skills: [
    { name: 'TypeScript', level: 5 },
    { name: 'Mandarin', level: 4 },
    { name: 'Go', level: 2 },
  ],
};

describe('resumeToDocx', () => {
  for (const template of resumeTemplates) {
    it(`lays out the ${template} template as two columns with every part of the resume`, async () => {
      const { body, text, part } = readDocx(await resumeToDocx(resumeTemplateInput({ ...resume, template }, 'Li Hua — CV'), template));
      const layout = first(body, 'w:tbl') as XmlElement;
      expect(all(layout, 'w:gridCol')).toHaveLength(2);
      expect(all(layout, 'w:tr')).toHaveLength(1);
      const [left, right] = all(layout, 'w:tc').map(textOf);
      const [main, side] = textOf(all(layout, 'w:tc')[0] as XmlElement).includes('李华 Li Hua') ? [left, right] : [right, left];
      expectInOrder(main as string, [
        '李华 Li Hua',
        'Summary',
        'Engineer who builds accessible tools for writers & editors.',
        'Experience',
        'Senior Engineer',
        '2020 – Present',
        'Acme · Berlin',
        'Led a team of five',
        'Cut load time by 40%',
        'Owned the roadmap.',
        'Globex',
        '2016 – 2019',
        'Education',
        'BSc in Computer Science',
        '2012 – 2016',
        'Fudan University',
      ]);
      expectInOrder(side as string, [
        'Contact',
        'li.hua@example.com',
        '+86 138 0000 0000',
        'Shanghai',
        'linkedin.com/in/lihua',
        'lihua.dev',
        'Skills',
        'TypeScript',
        'Master',
        'Mandarin',
        'Expert',
        'Go',
        'Intermediate',
      ]);
      // The bullets are Word list items; the plain line is not.
      const paragraphs = all(layout, 'w:p');
      expect(paragraphs.filter((p) => has(p, 'w:numPr')).map(textOf)).toEqual(['Led a team of five', 'Cut load time by 40%']);
      expect(coreTitle(part)).toBe('Li Hua — CV');
      expect(text).not.toContain('undefined');
    });
  }

  it('draws each template in its own colours, the name a Heading 1 and section headings Heading 2 in capitals', async () => {
    const accents = { professional: '1D4ED8', modern: '0F766E', creative: '7C3AED', minimal: '374151' };
    for (const template of resumeTemplates) {
      const { paragraph, body, part } = readDocx(await resumeToDocx(resumeTemplateInput({ ...resume, template }), template));
      // The look lives in the heading styles (Word's navigation pane lists them; a restyle changes them all).
      const style = (id: string) => all(part('word/styles.xml'), 'w:style').find((s) => s.attrs['w:styleId'] === id) as XmlElement;
      expect(styleOf(paragraph('李华 Li Hua'))).toBe('Heading1');
      const name = style('Heading1');
      expect(has(name, 'w:b')).toBe(true);
      expect(first(name, 'w:color')?.attrs['w:val']).toBe(accents[template]);
      expect(Number(first(name, 'w:sz')?.attrs['w:val'])).toBeGreaterThanOrEqual(40);
      expect(styleOf(paragraph('Experience'))).toBe('Heading2');
      const heading = style('Heading2');
      expect(has(heading, 'w:caps')).toBe(true);
      expect(first(heading, 'w:color')?.attrs['w:val']).toBe(accents[template]);
      expect(has(runWith(paragraph('Experience'), 'Experience'), 'w:color')).toBe(false);
      const cells = all(body, 'w:tc');
      if (template === 'modern') {
        // The teal sidebar is on the left.
        expect(first(cells[0] as XmlElement, 'w:shd')?.attrs['w:fill']).toBe('0F766E');
        expect(textOf(cells[0] as XmlElement)).toContain('Contact');
      }
    }
  });

  it('leaves out empty sections', async () => {
    const { text } = readDocx(await resumeToDocx(resumeTemplateInput({ personalInfo: { fullName: 'Only Name' } }), 'professional'));
    expect(text).toContain('Only Name');
    expect(text).not.toMatch(/Summary|Experience|Education|Skills|Contact/);
  });
});

describe('letterToDocx', () => {
  const front = (template: LetterFront['template']): LetterFront => ({
    template,
    sender: { name: '李华 Li Hua', contact: ['li.hua@example.com', '+86 138 0000 0000', 'Shanghai'] },
    to: ['Ms Dana Rivera', 'Initech GmbH'],
    subject: 'Re: Application for Data Analyst',
    date: '20 November 2026',
  });
  const looks = {
    professional: { font: 'Calibri', name: '1D4ED8', separator: '  ·  ', band: undefined },
    modern: { font: 'Arial', name: 'FFFFFF', separator: '  |  ', band: '0F766E' },
    creative: { font: 'Arial', name: 'FFFFFF', separator: '  •  ', band: '7C3AED' },
    minimal: { font: 'Calibri Light', name: '374151', separator: '    ', band: undefined },
  } as const;

  for (const template of resumeTemplates) {
    it(`heads a ${template} letter with its resume's name, colours and font, then the date, addressee and subject`, async () => {
      const look = looks[template];
      const { texts, paragraph, body, part } = readDocx(await letterToDocx('Dear Ms Rivera,\n\nI apply.\n\nKind regards,\n\nLi Hua', { title: 'Cover letter — Data Analyst, Initech', front: front(template) }));
      expect(texts).toEqual([
        '李华 Li Hua',
        ['li.hua@example.com', '+86 138 0000 0000', 'Shanghai'].join(look.separator),
        '20 November 2026',
        'Ms Dana Rivera',
        'Initech GmbH',
        'Re: Application for Data Analyst',
        'Dear Ms Rivera,',
        'I apply.',
        'Kind regards,',
        'Li Hua',
      ]);
      // The History title is the file's title, not a line of the letter.
      expect(coreTitle(part)).toBe('Cover letter — Data Analyst, Initech');
      const name = runWith(paragraph('李华 Li Hua'), '李华 Li Hua');
      expect(first(name, 'w:color')?.attrs['w:val']).toBe(look.name);
      expect(Number(first(name, 'w:sz')?.attrs['w:val'])).toBeGreaterThanOrEqual(40);
      const docDefaults = first(part('word/styles.xml'), 'w:docDefaults') as XmlElement;
      expect(first(docDefaults, 'w:rFonts')?.attrs).toMatchObject({ 'w:ascii': template === 'minimal' ? 'Calibri' : look.font, 'w:eastAsia': 'Microsoft YaHei' });
      if (template === 'minimal') expect(first(name, 'w:rFonts')?.attrs).toMatchObject({ 'w:ascii': 'Calibri Light', 'w:eastAsia': 'Microsoft YaHei' });
      const band = first(body, 'w:tbl');
      if (look.band) {
        // A band of the accent colour holds the name and contact line.
        expect(first(band as XmlElement, 'w:shd')?.attrs['w:fill']).toBe(look.band);
        expect(textOf(band as XmlElement)).toContain('li.hua@example.com');
      } else {
        expect(band).toBeUndefined();
        // A rule under the contact line closes the letterhead.
        const contactLine = paragraph(['li.hua@example.com', '+86 138 0000 0000', 'Shanghai'].join(look.separator));
        expect(first(contactLine, 'w:bottom')?.attrs['w:color']).toBe(template === 'professional' ? '1D4ED8' : 'D1D5DB');
      }
    });
  }

  it('leaves out the letterhead, addressee and subject it has no values for', async () => {
    const bare: LetterFront = { template: 'modern', sender: { name: '', contact: [] }, to: [], subject: '', date: '20 November 2026' };
    const { texts, body } = readDocx(await letterToDocx('Dear Sir,\n\nI apply.', { title: 'Letter', front: bare }));
    expect(texts).toEqual(['20 November 2026', 'Dear Sir,', 'I apply.']);
    expect(first(body, 'w:tbl')).toBeUndefined();
  });
});
