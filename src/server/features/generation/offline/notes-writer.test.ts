import { LocalLinter } from 'harper.js';
// The wasm file read from disk, not the inlined data: URL (fetched: a test that stubs fetch would break it).
import { binary } from 'harper.js/binary';
import { describe, expect, it } from 'vitest';
import { countWords, wordBudgets } from '../../../../shared/generation.ts';
import { outlineSchema } from '../../../../shared/outline.ts';
import { composeEssay } from './essay-writer.ts';
import { essayRequestOf, type NotesFixture, notesDraftInput, notesFixtures } from './notes-fixtures.ts';
import { composeFromNotes, type EvidencePassage } from './notes-writer.ts';

// One grammar checker for the file: its first lint loads the dictionary (~4 s).
const linter = new LocalLinter({ binary });

interface DraftSection {
  heading: string;
  /** Blank-line separated blocks under the heading, as written. */
  blocks: string[];
}

/** Reads a draft as a Markdown renderer would: one `# ` title, `## ` sections, blank-line blocks. */
function parse(markdown: string): { title: string; sections: DraftSection[] } {
  const [first = '', ...rest] = markdown.trim().split('\n\n');
  expect(first.startsWith('# ')).toBe(true);
  const sections: DraftSection[] = [];
  for (const block of rest) {
    if (block.startsWith('## ')) sections.push({ heading: block.slice(3), blocks: [] });
    else {
      expect(sections.length, `text before the first section: ${block}`).toBeGreaterThan(0);
      sections.at(-1)!.blocks.push(block);
    }
  }
  return { title: first.slice(2), sections };
}

const questionBullet = /^- \[[^\]]*\]$/;
const sourcesLine = /^Sources for this section: \[[^\]]*\]\.$/;

// A full stop after one of these does not end a sentence ('e.g. London', 'p. 12', '24.6' never splits either: no space).
const abbreviation = /(?:^|[\s([])(?:e\.g|i\.e|approx|Dr|Mr|Mrs|Ms|pp?|etc|vs|cf|al|St|No|Fig)\.$/;

/** Sentences of a paragraph: a token ending in . ! or ? (before closing quotes or brackets) ends one. */
function sentencesOf(paragraph: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const token of paragraph.split(/\s+/).filter(Boolean)) {
    current = current ? `${current} ${token}` : token;
    if (/[.!?]["”’)\]]*$/.test(token) && !abbreviation.test(current)) {
      out.push(current);
      current = '';
    }
  }
  if (current) out.push(current);
  return out;
}

/** The sentences of a section, each item of a list one: no bracketed question bullets, no "Sources for this section" line. */
const proseOf = (section: DraftSection) =>
  section.blocks
    .filter((b) => !b.split('\n').every((l) => questionBullet.test(l)) && !sourcesLine.test(b))
    .flatMap((b) => b.split('\n').map((line) => line.replace(/^- /, '')))
    .flatMap(sentencesOf);

/** 'okafor2021' → 'Okafor', '2021'. */
function author(key: string): [string, string] {
  const m = /^([a-z]+)(\d{4})/.exec(key);
  const name = m?.[1] ?? key;
  return [name.charAt(0).toUpperCase() + name.slice(1), m?.[2] ?? 'n.d.'];
}

/** Pandoc citations as a reader sees them once rendered: '[@okafor2021, p. 3]' → '(Okafor 2021, p. 3)', '@okafor2021 [p. 3]' → 'Okafor (2021, p. 3)'. */
function renderCitations(text: string): string {
  return text
    .replace(/\[(@[^\]]+)\]/g, (_, inner: string) => `(${inner.replace(/@([\w:.-]*\w)/g, (_m, key: string) => author(key).join(' '))})`)
    .replace(/@([\w:.-]*\w)(?: \[([^\]]+)\])?/g, (_, key: string, locator?: string) => {
      const [name, year] = author(key);
      return `${name} (${year}${locator ? `, ${locator}` : ''})`;
    });
}

/** The draft as plain text for a grammar checker: no '#', no bracketed notes, citations rendered. */
function plainText(markdown: string): string {
  return renderCitations(
    markdown
      .split('\n')
      .filter((line) => !questionBullet.test(line))
      .map((line) => line.replace(/^#+\s+/, ''))
      .join('\n'),
  );
}

const citationPattern = /\[@[^\]]+\]|@[\w:.-]*\w(?: \[[^\]]+\])?/g;
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
const wordsIn = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
const markerless = (note: string) => note.replace(/^\s*(?:[-*•–—]|\d{1,2}[.)])\s+/, '').trim();

const passagesOf = (f: NotesFixture) => [...f.evidence.values()].flat();
function inputText(f: NotesFixture): string {
  const { outline } = f;
  return [outline.title, outline.thesis, ...outline.sections.flatMap((s) => [s.heading, s.purpose, ...s.questions, ...s.notes]), ...passagesOf(f).map((p) => p.text)].join('\n');
}

/** A note's quotation with its speaker ('"We are not ready" — Dr Amina Hussain'). */
const attributedQuote = /^["“]([^"”]+)["”]\s*(?:[—–-]+\s*|\(\s*)([^()"“”]+?)\s*\)?$/;

/** Quoted spans of a sentence. */
const quotesIn = (sentence: string) => [...sentence.matchAll(/["“]([^"”]+)["”]/g)].map((m) => m[1]!);

/** Whether `quote` is one whole sentence of the passage (less its closing stop), not a piece cut at an abbreviation or a decimal point. */
function wholeSentenceOf(passage: EvidencePassage, quote: string): boolean {
  const text = fold(passage.text);
  for (let at = text.indexOf(quote); at >= 0; at = text.indexOf(quote, at + 1)) {
    const before = text.slice(0, at);
    const after = text.slice(at + quote.length);
    const starts = before === '' || (/[.!?]["”’)]?\s$/.test(before) && !abbreviation.test(before.trimEnd()));
    const ends = after === '' || /^[.!?]["”’)]*(?:\s|$)/.test(after);
    if (starts && ends) return true;
  }
  return false;
}

const drafts = new Map(notesFixtures.map((f) => [f, composeFromNotes(notesDraftInput(f))]));
const draftOf = (f: NotesFixture) => drafts.get(f)!;

describe.each(notesFixtures.map((f) => [f.name, f] as const))('composeFromNotes: %s', (_name, f) => {
  const markdown = draftOf(f);
  const draft = parse(markdown);
  const sectionOf = (id: string) => draft.sections[f.outline.sections.findIndex((s) => s.id === id)]!;

  it('keeps the outline: its title and every section under its heading, in order', () => {
    expect(draft.title).toBe(f.outline.title);
    expect(draft.sections.map((s) => s.heading)).toEqual(f.outline.sections.map((s) => s.heading));
  });

  it('cites every quotation from a passage in the same sentence, at the passage’s page, quoting whole sentences only', () => {
    const noteQuotes = f.outline.sections.flatMap((s) => s.notes.flatMap((n) => quotesIn(n)));
    for (const [i, section] of f.outline.sections.entries()) {
      const passages = f.evidence.get(section.id) ?? [];
      for (const sentence of proseOf(draft.sections[i]!)) {
        for (const quote of quotesIn(sentence)) {
          if (noteQuotes.includes(quote)) continue;
          const from = passages.filter((p) => fold(p.text).includes(quote));
          expect(from, `a quotation from no passage of "${section.heading}": ${quote}`).not.toEqual([]);
          const cited = from.filter((p) => sentence.includes(`@${p.key}`) && (p.page === null || sentence.includes(`p. ${p.page}]`)));
          expect(cited, `not cited with its page in the same sentence: ${sentence}`).not.toEqual([]);
          expect(
            cited.some((p) => wholeSentenceOf(p, quote)),
            `a quotation cut out of its sentence: "${quote}"`,
          ).toBe(true);
        }
      }
    }
  });

  it('cites only the sources chosen for a section, at pages its passages have', () => {
    for (const [i, section] of f.outline.sections.entries()) {
      const passages = f.evidence.get(section.id) ?? [];
      const text = draft.sections[i]!.blocks.join('\n');
      for (const citation of text.match(citationPattern) ?? []) {
        for (const [, key, page] of citation.matchAll(/@([\w:.-]*\w)(?:,? \[?p\. (\d+))?/g)) {
          expect([...section.sources, ...passages.map((p) => p.key)], citation).toContain(key);
          if (page) expect(passages.filter((p) => p.key === key).map((p) => String(p.page)), citation).toContain(page);
        }
      }
      // A chosen source is cited in its section: quoted, or listed once.
      for (const key of section.sources) expect(text, `${section.heading}: @${key}`).toContain(`@${key}`);
    }
  });

  it('invents no number and no name: each is in the notes, thesis, headings, passages or title', () => {
    const inputs = inputText(f);
    const inputWords = new Set(wordsIn(inputs));
    const headingWords = new Set(f.outline.sections.flatMap((s) => wordsIn(s.heading)));
    for (const section of draft.sections) {
      const sentences = proseOf(section).map((s) => s.replace(citationPattern, ' '));
      for (const sentence of sentences) {
        for (const number of sentence.match(/\d+(?:[.,:]\d+)*/g) ?? []) expect(inputs, `${number} in: ${sentence}`).toContain(number);
        const [, ...rest] = sentence.split(/\s+/);
        for (const token of rest) {
          for (const word of wordsIn(token)) {
            if (!/^\p{Lu}/u.test(word) || headingWords.has(word)) continue;
            expect(inputWords.has(word), `name "${word}" in: ${sentence}`).toBe(true);
          }
        }
      }
    }
  });

  it('writes each note as typed: its figures, names and quotations exactly, and its words in order', () => {
    for (const section of f.outline.sections) {
      for (const note of section.notes) {
        const text = markerless(note);
        for (const figure of text.match(/[£$€]?\d+(?:[.,:]\d+)*%?/g) ?? []) expect(markdown, note).toContain(figure);
        for (const quote of quotesIn(text)) expect(markdown, note).toContain(`"${quote}`);
        const speaker = attributedQuote.exec(text)?.[2];
        if (speaker) {
          expect(markdown, note).toContain(speaker);
          continue;
        }
        const [first = '', ...rest] = text.replace(/^(?:but|however)\b,?\s*/i, '').replace(/[,;:.]+$/, '').split(' ');
        for (const name of rest.map((w) => w.replace(/^\p{P}+|\p{P}+$/gu, '')).filter((w) => /^\p{Lu}/u.test(w))) expect(markdown, note).toContain(name);
        // The first word may gain a capital when it was written all in lower case ('mRNA' stays 'mRNA'),
        // or lose it after a transition ('Moreover, the …') when only its first letter was one.
        const firstForms = [first];
        if (first === first.toLowerCase()) firstForms.push(first.charAt(0).toUpperCase() + first.slice(1));
        if (/^\p{Lu}\p{Ll}*$/u.test(first)) firstForms.push(first.toLowerCase());
        expect(
          firstForms.some((w) => fold(markdown).includes(`${w} ${rest.join(' ')}`.trim())),
          `not written as typed: ${note}`,
        ).toBe(true);
      }
    }
  });

  it('joins only full sentences with a transition: never a list item, a fragment typed without a stop, or a quotation', () => {
    const transition = /^(?:Moreover|In addition|Furthermore|Beyond this|Equally|Also|Additionally), /;
    const sentences = draft.sections.flatMap(proseOf);
    for (const note of f.outline.sections.flatMap((s) => s.notes)) {
      const typedAsSentence = markerless(note) === note.trim() && /[.!?]["”’)]*$/.test(note) && !/^["“]/.test(note);
      if (typedAsSentence) continue;
      const text = markerless(note).replace(/[,;:.]+$/, '');
      const words = text.split(' ').slice(1).join(' ');
      const written = sentences.filter((s) => words && s.includes(words));
      expect(written.filter((s) => transition.test(s)), note).toEqual([]);
    }
  });

  it('tells a story in its own order: no additive transition ("Moreover, …") in a narrative', () => {
    if (f.type !== 'narrative') return;
    const additive = /^(?:Moreover|In addition|Furthermore|Beyond this|Equally|Additionally|Also),/;
    expect(draft.sections.flatMap(proseOf).filter((s) => additive.test(s))).toEqual([]);
  });

  it('keeps two or more list items in a row, typed without a stop, as the writer’s list', () => {
    const listItem = (note: string) => markerless(note) !== note.trim() && !/[.!?]["”’)]*$/.test(note.trim());
    for (const [i, section] of f.outline.sections.entries()) {
      const runs: string[][] = [];
      section.notes.forEach((note, k) => {
        if (!listItem(note)) return;
        if (k > 0 && listItem(section.notes[k - 1]!)) runs.at(-1)!.push(note);
        else runs.push([note]);
      });
      const item = (note: string) => markerless(note).replace(/^\p{Ll}+\b/u, (w) => w.charAt(0).toUpperCase() + w.slice(1));
      for (const run of runs.filter((r) => r.length >= 2)) expect(draft.sections[i]!.blocks).toContain(run.map((note) => `- ${item(note)}`).join('\n'));
    }
  });

  it('keeps body sentences on their section’s material: at least 90 % carry a word of its notes or passages', () => {
    const carrying: boolean[] = [];
    for (const section of f.outline.sections.filter((s) => s.role === 'body')) {
      const material = new Set(
        wordsIn([...section.notes, ...(f.evidence.get(section.id) ?? []).map((p) => p.text)].join(' '))
          .map((w) => w.toLowerCase())
          .filter((w) => w.length > 3),
      );
      for (const sentence of proseOf(sectionOf(section.id))) carrying.push(wordsIn(sentence.replace(citationPattern, ' ')).some((w) => material.has(w.toLowerCase())));
    }
    if (carrying.length === 0) return;
    expect(carrying.filter(Boolean).length / carrying.length).toBeGreaterThanOrEqual(0.9);
  });

  it('uses no sentence of the old generic writer', () => {
    const draftText = fold(markdown).toLowerCase();
    const old = [1, 2, 3, 4].flatMap((seed) =>
      composeEssay(essayRequestOf(f), seed)
        .split('\n\n')
        .flatMap(sentencesOf)
        .filter((s) => !s.startsWith('#') && countWords(s) > 6),
    );
    expect(old.length).toBeGreaterThan(10);
    expect(old.filter((s) => draftText.includes(fold(s).toLowerCase()))).toEqual([]);
  });

  it('shows a section with neither notes nor sources as its guiding questions, in brackets, with no prose', () => {
    for (const [i, section] of f.outline.sections.entries()) {
      const blocks = draft.sections[i]!.blocks;
      const empty = section.notes.length === 0 && section.sources.length === 0 && (f.evidence.get(section.id) ?? []).length === 0;
      if (empty && section.role === 'body') expect(blocks).toEqual([section.questions.map((q) => `- [${q}]`).join('\n')]);
      else expect(blocks.join('\n')).not.toMatch(/^- \[/m);
    }
  });

  it('opens with the thesis and the points in order, and ends by drawing them together', () => {
    const body = f.outline.sections.filter((s) => s.role === 'body' && (s.notes.length > 0 || s.sources.length > 0));
    const intro = f.outline.sections.findIndex((s) => s.role === 'introduction');
    const end = f.outline.sections.findIndex((s) => s.role === 'conclusion');
    const introText = fold(draft.sections[intro]!.blocks.join(' '));
    const endText = fold(draft.sections[end]!.blocks.join(' '));
    expect(introText).toContain(f.outline.thesis.replace(/[.]$/, ''));
    expect(endText).toContain(f.outline.thesis.replace(/[.]$/, ''));
    // Each body section that follows the introduction is named there, in order.
    const after = body.filter((s) => f.outline.sections.indexOf(s) > intro).map((s) => s.heading.replace(/^(?:chapter|part)\s+\w+:\s*/i, '').toLowerCase());
    let cursor = introText.indexOf(f.outline.thesis.replace(/[.]$/, ''));
    for (const heading of after) {
      cursor = introText.toLowerCase().indexOf(heading, cursor + 1);
      expect(cursor, `"${heading}" after the thesis, in order, in: ${introText}`).toBeGreaterThan(0);
    }
  });

  it('stays within the length’s budget and pads nothing', () => {
    const words = countWords(markdown);
    expect(words).toBeLessThanOrEqual(wordBudgets[f.length].max);
    // Beyond the notes, the thesis (twice), the headings' names (twice) and the quotations, the draft adds only
    // connecting words: a few per section, and an attribution and a citation per quotation.
    const quotes = proseOf({ heading: '', blocks: draft.sections.flatMap((s) => s.blocks) }).flatMap(quotesIn);
    const quoted = countWords(quotes.join(' '));
    const own = countWords([...f.outline.sections.flatMap((s) => s.notes), f.outline.title].join(' '));
    const outline = countWords([f.outline.thesis, ...f.outline.sections.map((s) => s.heading)].join(' '));
    expect(words).toBeLessThanOrEqual(own + quoted + 10 * quotes.length + 2 * outline + 8 * f.outline.sections.length);
  });
});

describe('composeFromNotes: a very short input', () => {
  it('gives a short draft, far below the budget, with no filler', () => {
    const short = notesFixtures.find((f) => f.outline.sections.reduce((n, s) => n + s.notes.length, 0) <= 2)!;
    const words = countWords(draftOf(short));
    const given = countWords(inputText(short));
    expect(words).toBeLessThan(wordBudgets[short.length].min / 4);
    expect(words).toBeLessThanOrEqual(2 * given);
  });
});

describe('composeFromNotes: sources with far more to quote than the length holds', () => {
  // Six sections, each with eight passages of three quotable sentences that share the notes' words.
  const places = ['Leeds', 'Hull', 'Derby', 'Bolton', 'Wigan', 'Bury', 'Selby', 'Goole'];
  const sections = places.slice(0, 6).map((place, k) => ({
    id: `s${k}`,
    heading: `Coal in ${place}`,
    notes: [`Coal plants near ${place} harm the health of nearby towns.`],
    sources: ['hale2020'],
  }));
  const outline = outlineSchema.parse({
    title: 'Coal and Health',
    thesis: 'Coal plants harm the health of the towns around them.',
    sections: [{ id: 'intro', role: 'introduction', heading: 'Introduction' }, ...sections, { id: 'end', role: 'conclusion', heading: 'Conclusion' }],
  });
  const evidence = new Map(
    sections.map((section, k) => [
      section.id,
      places.map((place, j) => ({
        id: `${k}-${j}`,
        key: 'hale2020',
        page: 10 * k + j + 1,
        text: ['asthma', 'bronchitis', 'heart disease']
          .map((illness) => `Coal plants near ${places[k]} raise ${illness} among residents of ${place} who live downwind of the stacks in winter.`)
          .join(' '),
      })),
    ]),
  );

  for (const length of ['short', 'medium', 'long'] as const) {
    it(`${length}: quotes what fits and stops at the length’s budget`, () => {
      const markdown = composeFromNotes({ outline, kind: 'essay', length, evidence });
      expect(markdown).toContain('[@hale2020, p.');
      expect(countWords(markdown)).toBeLessThanOrEqual(wordBudgets[length].max);
    });
  }
});

describe('composeFromNotes: grammar (Harper)', () => {
  it('no agreement or grammar findings in any draft', { timeout: 120_000 }, async () => {
    const findings: string[] = [];
    for (const f of notesFixtures) {
      for (const lint of await linter.lint(plainText(draftOf(f)))) {
        const line = `${lint.lint_kind()}: ${lint.message()} [${lint.get_problem_text()}] (${f.name})`;
        console.log(line);
        if (lint.lint_kind() === 'Agreement' || lint.lint_kind() === 'Grammar') findings.push(line);
      }
    }
    expect(findings).toEqual([]);
  });
});
