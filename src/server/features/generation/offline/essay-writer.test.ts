import { describe, expect, it } from 'vitest';
import { academicTypes, citationStyles } from '../../../../shared/academic.ts';
import {
  academicLevels,
  countWords,
  type EssayRequest,
  type EssayType,
  essayLengths,
  essayTones,
  essayTypes,
  wordBudgets,
} from '../../../../shared/generation.ts';
import { citedKeys, parseCitations } from '../../../../shared/citations.ts';
import { paperSectionPlan } from './academic-paper.ts';
import { sourcesNeededNote } from './citations.ts';
import { sectionPlan } from './essay-plan.ts';
import { composeEssay } from './essay-writer.ts';
import { maxTitleLength } from './topic.ts';

const request = (over: Partial<EssayRequest> = {}): EssayRequest => ({
  topic: 'climate change policy',
  type: 'argumentative',
  tone: 'academic',
  length: 'medium',
  academicLevel: 'undergraduate',
  ...over,
});

interface Draft {
  title: string;
  /** A paragraph between the title and the first section (a paper's "sources needed" note). */
  preface?: string;
  headings: string[];
  sections: { heading: string; paragraphs: string[] }[];
  body: string;
}

/** Reads a draft the way a Markdown renderer would: one `# ` title, `## ` sections, blank-line paragraphs. */
function parse(markdown: string): Draft {
  const blocks = markdown.split('\n\n');
  const [first = '', ...rest] = blocks;
  expect(first.startsWith('# ')).toBe(true);
  const sections: Draft['sections'] = [];
  let preface: string | undefined;
  for (const [i, block] of rest.entries()) {
    expect(block.startsWith('# ')).toBe(false);
    if (block.startsWith('## ')) sections.push({ heading: block.slice(3), paragraphs: [] });
    else if (i === 0 && block.startsWith('> ')) preface = block;
    else {
      expect(sections.length, `text before the first heading: ${block}`).toBeGreaterThan(0);
      sections.at(-1)?.paragraphs.push(block);
    }
  }
  return { title: first.slice(2), ...(preface ? { preface } : {}), headings: sections.map((s) => s.heading), sections, body: sections.flatMap((s) => s.paragraphs).join('\n\n') };
}

const sentencesOf = (text: string) =>
  text
    .split('\n\n')
    .flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z[])/))
    .map((s) => s.trim())
    .filter(Boolean);

const withoutPlaceholders = (text: string) => text.replace(/\[[^\]]*\]/g, '');
const contraction = /\b(?:\w+n't|it's|that's|there's|what's|here's|I'm|you're|we're|they're|I'll|you'll|we'll|let's|I've|you've|I'd|you'd)\b/i;
const invented = /\([A-Z][\p{L}-]+(?: et al\.)?(?: (?:and|&) [A-Z][\p{L}-]+)?,? \d{4}[a-z]?\)/u;

function meanSentenceLength(text: string): number {
  const sentences = sentencesOf(text);
  return sentences.reduce((n, s) => n + countWords(s), 0) / sentences.length;
}

// Topics of the three common shapes, and the words each draft must carry.
const shapes = [
  { topic: 'climate change policy', mention: 'climate change policy' },
  { topic: 'Should school start later?', mention: 'school should start later' },
  { topic: 'Social media harms teenagers', mention: 'social media harms teenagers' },
];

describe('composeEssay: every type, tone, level and length', () => {
  let i = 0;
  for (const type of essayTypes) {
    for (const tone of essayTones) {
      for (const academicLevel of academicLevels) {
        for (const length of essayLengths) {
          const { topic, mention } = shapes[i++ % shapes.length] as (typeof shapes)[number];
          it(`${type} / ${tone} / ${academicLevel} / ${length}`, () => {
            const req = request({ topic, type, tone, academicLevel, length });
            const drafts = [3, 4].map((seed) => composeEssay(req, seed));
            for (const [n, markdown] of drafts.entries()) {
              const draft = parse(markdown);
              const words = countWords(markdown);
              const { min, max } = wordBudgets[length];
              expect(words, `seed ${n}: ${words} words`).toBeGreaterThanOrEqual(min);
              expect(words, `seed ${n}: ${words} words`).toBeLessThanOrEqual(max);
              expect(draft.headings).toEqual(sectionPlan(type));
              expect(draft.title.toLowerCase()).toContain(topic.replace(/[?.]$/, '').toLowerCase());
              const first = draft.sections[0]?.paragraphs.join(' ').toLowerCase() ?? '';
              const last = draft.sections.at(-1)?.paragraphs.join(' ').toLowerCase() ?? '';
              expect(first).toContain(mention);
              expect(last).toContain(mention);
              const sentences = sentencesOf(draft.body).map((s) => s.toLowerCase());
              expect(sentences.filter((s, k) => sentences.indexOf(s) !== k)).toEqual([]);
              expect(markdown).not.toMatch(/<\/?[a-z][^>]*>/i);
              expect(markdown).not.toMatch(/[{}]|undefined|NaN/);
            }
            expect(composeEssay(req, 3)).toBe(drafts[0]);
            expect(drafts[1]).not.toBe(drafts[0]);
          });
        }
      }
    }
  }

  it('a different seed changes the sentences, not the structure', () => {
    const a = composeEssay(request({ length: 'long' }), 1);
    const b = composeEssay(request({ length: 'long' }), 2);
    expect(parse(a).headings).toEqual(parse(b).headings);
    const shared = sentencesOf(parse(a).body).filter((s) => sentencesOf(parse(b).body).includes(s));
    // Same banks, so some overlap is expected; most paragraphs still read differently.
    expect(shared.length).toBeLessThan(sentencesOf(parse(a).body).length * 0.7);
    const openings = (d: string) => parse(d).sections.map((s) => s.paragraphs[0]?.slice(0, 60));
    expect(openings(a)).not.toEqual(openings(b));
  });
});

describe('composeEssay: structure per essay type', () => {
  const plans: Array<[EssayType, string[]]> = [
    ['argumentative', ['Introduction', 'Claim', 'Evidence', 'Counter-Argument', 'Rebuttal', 'Conclusion']],
    ['persuasive', ['Introduction', 'What Is at Stake', 'The Logical Case', 'The Case from Values', 'The Human Side', 'Answering Objections', 'Conclusion: A Call to Action']],
    ['expository', ['Introduction', 'Background and Definition', 'Causes and Mechanisms', 'Effects and Examples', 'Implications', 'Conclusion']],
    ['narrative', ['Introduction', 'Setting the Scene', 'Rising Tension', 'The Climax', 'Aftermath and Reflection', 'Conclusion']],
    ['descriptive', ['Introduction', 'The Overall Impression', 'What the Eye Sees', 'Sounds and Silences', 'Texture, Scent and Touch', 'Why It Matters', 'Conclusion']],
  ];
  it.each(plans)('orders the sections of a %s essay as that type is organised', (type, sections) => {
    expect(sectionPlan(type)).toEqual(sections);
  });

  it('states a thesis fitted to the type in the introduction', () => {
    const intro = (type: EssayRequest['type']) => parse(composeEssay(request({ type, tone: 'formal' }), 5)).sections[0]?.paragraphs.join(' ') ?? '';
    expect(intro('argumentative')).toContain('This essay argues that climate change policy');
    expect(intro('persuasive')).toContain('This essay makes the case that climate change policy');
    expect(intro('expository')).toContain('This essay explains climate change policy');
    expect(intro('narrative')).toContain('recounts climate change policy');
    expect(intro('descriptive')).toContain('This essay describes climate change policy');
  });

  it('the persuasive conclusion calls the reader to act', () => {
    for (const seed of [1, 2, 3]) {
      const end = parse(composeEssay(request({ type: 'persuasive', tone: 'neutral', length: 'short' }), seed)).sections.at(-1)?.paragraphs.join(' ') ?? '';
      expect(end).toMatch(/ask|act|do|support|learn/i);
      expect(end).toMatch(/\[(?:list|name)[^\]]*\]|decision-makers|people in charge|first step|together/i);
    }
  });
});

describe('composeEssay: honesty', () => {
  it('leaves facts, figures and sources to the user as bracketed placeholders', () => {
    for (const type of essayTypes) {
      for (const seed of [1, 2]) {
        const markdown = composeEssay(request({ type, length: 'long', academicLevel: 'graduate' }), seed);
        expect(markdown).toMatch(/\[[a-z][^\]]*\]/i);
        // No numbers at all: no statistics, dates or years the writer could have made up.
        expect(markdown).not.toMatch(/\d/);
        expect(markdown).not.toMatch(/%|["“”]/);
        expect(markdown).not.toMatch(invented);
      }
    }
    const argument = composeEssay(request({ length: 'long' }), 1);
    expect(argument).toContain('[citation needed]');
  });
});

describe('composeEssay: academic papers', () => {
  const plans = {
    research: ['Abstract', 'Introduction', 'Literature Review', 'Methods', 'Results', 'Discussion', 'Conclusion'],
    lab: ['Aim', 'Materials', 'Method', 'Results', 'Discussion', 'Conclusion'],
    thesis: ['Abstract', 'Chapter 1: Introduction', 'Chapter 2: Literature Review', 'Chapter 3: Methodology', 'Chapter 4: Results and Discussion', 'Chapter 5: Conclusion'],
  } as const;

  for (const paperType of academicTypes) {
    it(`${paperType}: sections in order, placeholders for every datum, no reference list`, () => {
      expect(paperSectionPlan(paperType)).toEqual(plans[paperType]);
      let k = 0;
      for (const citationStyle of citationStyles) {
        for (const length of essayLengths) {
          const tone = essayTones[k % essayTones.length] as EssayRequest['tone'];
          const academicLevel = academicLevels[k++ % academicLevels.length] as EssayRequest['academicLevel'];
          const req = request({ topic: 'microplastics in freshwater', tone, academicLevel, length, academic: { paperType, citationStyle } });
          for (const sources of [[], ['smith2020', 'lee2019']]) {
            const markdown = composeEssay(req, 9, sources);
            const draft = parse(markdown);
            const words = countWords(markdown);
            expect(words).toBeGreaterThanOrEqual(wordBudgets[length].min);
            expect(words).toBeLessThanOrEqual(wordBudgets[length].max);
            // The reference list is made from the citations when the paper is formatted: the writer writes none.
            expect(draft.headings).toEqual(plans[paperType]);
            expect(markdown).not.toMatch(/references|bibliography|works cited/i);
            expect(markdown).not.toMatch(/\[(?:citation needed|cite\b)/i);
            expect(markdown).toMatch(/\[(?:insert|state|describe|name|list)\b/);
            expect(markdown).not.toMatch(invented);
            // Digits only where the structure numbers itself ('Chapter 2', '(2.1)') or a chosen key has them.
            expect(markdown.replace(/\bChapter \d\b|\b\d\.\d\b|@(?:smith2020|lee2019)\b/g, '')).not.toMatch(/\d/);
            expect(draft.sections[0]?.paragraphs.join(' ')).toContain('microplastics in freshwater');
            expect(draft.sections.at(-1)?.paragraphs.join(' ')).toContain('microplastics in freshwater');
            const sentences = sentencesOf(draft.body).map((s) => s.toLowerCase());
            expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
          }
        }
      }
    });
  }

  it('with chosen sources, cites each of them by key where the draft needs evidence, and nothing else', () => {
    for (const paperType of academicTypes) {
      const req = request({ topic: 'microplastics in freshwater', length: 'medium', academic: { paperType, citationStyle: 'apa' } });
      const markdown = composeEssay(req, 5, ['a', 'b', 'c']);
      for (const key of ['[@a]', '[@b]', '[@c]']) expect(markdown, paperType).toContain(key);
      expect(citedKeys(markdown)).toEqual(['a', 'b', 'c']);
      expect(markdown).not.toContain('[citation needed]');
      expect(markdown).not.toMatch(/^#+ *References/im);
      expect(parse(markdown).preface).toBeUndefined();
      // Spread in the order chosen: a, b, c, a, b, …
      const order = parseCitations(markdown).map((c) => c.sources.map((s) => s.key).join(';'));
      expect(order.slice(0, 4)).toEqual(['a', 'b', 'c', 'a']);
      // Never a page or other locator the writer could not know.
      expect(parseCitations(markdown).every((c) => c.mode === 'parenthetical' && c.sources.every((s) => s.locator === undefined))).toBe(true);
      // Same request, seed and sources: the same draft.
      expect(composeEssay(req, 5, ['a', 'b', 'c'])).toBe(markdown);
    }
  });

  it('cites every chosen source even when there are more sources than places that need one', () => {
    const keys = Array.from({ length: 40 }, (_, i) => `source${String.fromCharCode(97 + (i % 26))}${i >= 26 ? 'x' : ''}`);
    const markdown = composeEssay(request({ topic: 'microplastics in freshwater', length: 'short', academic: { paperType: 'lab', citationStyle: 'ieee' } }), 2, keys);
    expect(new Set(citedKeys(markdown))).toEqual(new Set(keys));
  });

  it('without sources, says once under the title that they are needed, and leaves no citation placeholders', () => {
    for (const paperType of academicTypes) {
      const markdown = composeEssay(request({ topic: 'microplastics in freshwater', length: 'medium', academic: { paperType, citationStyle: 'mla' } }), 5);
      expect(parse(markdown).preface).toBe(sourcesNeededNote);
      expect(markdown.split('\n\n')[1]).toBe(sourcesNeededNote);
      expect(markdown.match(/Sources needed/g)).toHaveLength(1);
      expect(markdown).not.toContain('[citation needed]');
      expect(markdown).not.toContain('@');
      // The student's own content is still asked for.
      expect(markdown).toMatch(/\[(?:state|describe|name|insert)\b[^\]]*\]/);
    }
  });

  it('an essay keeps its placeholders, and chosen sources change nothing outside academic mode', () => {
    const essay = composeEssay(request({ length: 'long' }), 1);
    expect(essay).toContain('[citation needed]');
    expect(composeEssay(request({ length: 'long' }), 1, ['a'])).toBe(essay);
    expect(essay).not.toContain('Sources needed');
  });

  it('results are placeholders, never numbers', () => {
    const markdown = composeEssay(request({ topic: 'microplastics in freshwater', length: 'long', academic: { paperType: 'research', citationStyle: 'ieee' } }), 2);
    const results = parse(markdown).sections.find((s) => s.heading === 'Results')?.paragraphs.join(' ') ?? '';
    expect(results).toContain('[insert results table]');
  });

  it('every tone, level and length of a paper stays inside its word budget', () => {
    for (const paperType of academicTypes) {
      for (const tone of essayTones) {
        for (const academicLevel of academicLevels) {
          for (const length of essayLengths) {
            const words = countWords(composeEssay(request({ tone, academicLevel, length, academic: { paperType, citationStyle: 'apa' } }), 4));
            expect(words, `${paperType}/${tone}/${academicLevel}/${length}`).toBeGreaterThanOrEqual(wordBudgets[length].min);
            expect(words, `${paperType}/${tone}/${academicLevel}/${length}`).toBeLessThanOrEqual(wordBudgets[length].max);
          }
        }
      }
    }
  });
});

describe('composeEssay: tone and level', () => {
  it('contracts only in an informal draft', () => {
    for (const type of essayTypes) {
      for (const tone of essayTones) {
        const text = withoutPlaceholders(composeEssay(request({ type, tone }), 6));
        if (tone === 'informal') expect(text, type).toMatch(contraction);
        else expect(text, `${type}/${tone}`).not.toMatch(contraction);
      }
    }
  });

  it('an informal draft talks to the reader and asks questions', () => {
    for (const type of essayTypes) {
      const text = withoutPlaceholders(composeEssay(request({ type, tone: 'informal', length: 'long' }), 2));
      expect(text, type).toMatch(/\b(?:you|I)\b/);
      expect(text, type).toContain('?');
    }
  });

  it('academic and formal drafts are impersonal; academic ones are hedged', () => {
    for (const type of essayTypes.filter((t) => t !== 'narrative')) {
      for (const tone of ['academic', 'formal'] as const) {
        const text = withoutPlaceholders(composeEssay(request({ type, tone, length: 'long' }), 8));
        expect(text, `${type}/${tone}`).not.toMatch(/\b(?:I|you|your|we|our)\b/i);
        expect(text).toContain('This essay');
        if (tone === 'academic') expect(text, type).toMatch(/\b(?:arguably|may|it seems reasonable|some reason to think|on balance|it would appear)\b/i);
      }
    }
  });

  it('sentences grow longer from high school to PhD', () => {
    for (const type of essayTypes) {
      for (const tone of essayTones) {
        const mean = (academicLevel: EssayRequest['academicLevel']) =>
          [1, 2, 3].reduce((n, seed) => n + meanSentenceLength(parse(composeEssay(request({ type, tone, academicLevel, length: 'long' }), seed)).body), 0) / 3;
        const [highschool = 0, undergraduate = 0, graduate = 0, phd = 0] = academicLevels.map(mean);
        const where = `${type}/${tone}: ${[highschool, undergraduate, graduate, phd].map((n) => n.toFixed(1)).join(' → ')}`;
        expect(phd, where).toBeGreaterThan(highschool * 1.1);
        if (tone !== 'informal') {
          expect(undergraduate, where).toBeGreaterThan(highschool);
          expect(graduate, where).toBeGreaterThan(undergraduate);
          expect(phd, where).toBeGreaterThan(graduate);
          expect(phd, where).toBeGreaterThan(highschool * 1.2);
        }
      }
    }
  });

  it('a PhD draft frames the topic theoretically; a high-school draft does not', () => {
    const framing = /conceptual framework|epistemic|methodolog/i;
    for (const type of essayTypes) {
      for (const seed of [1, 2]) {
        expect(composeEssay(request({ type, academicLevel: 'phd', length: 'medium' }), seed), type).toMatch(framing);
        expect(composeEssay(request({ type, academicLevel: 'highschool', length: 'medium' }), seed), type).not.toMatch(framing);
      }
    }
  });
});

describe('composeEssay: topics', () => {
  const introOf = (markdown: string) => parse(markdown).sections[0]?.paragraphs.join(' ') ?? '';

  it('answers a question in the thesis', () => {
    const markdown = composeEssay(request({ topic: 'Should school start later?', tone: 'academic' }), 1);
    expect(parse(markdown).title).toBe('Should School Start Later?');
    expect(introOf(markdown)).toContain('This essay argues that school should start later');
  });

  it('affirms a statement and title-cases a noun phrase', () => {
    expect(introOf(composeEssay(request({ topic: 'Social media harms teenagers' }), 1))).toContain('argues that social media harms teenagers');
    const phrase = composeEssay(request({ topic: 'climate change policy' }), 1);
    expect(parse(phrase).title).toBe('Climate Change Policy');
    expect(introOf(phrase)).toContain('climate change policy');
  });

  it('keeps acronyms and proper nouns as the user wrote them', () => {
    const nasa = composeEssay(request({ topic: 'NASA and the space race', type: 'expository' }), 1);
    expect(parse(nasa).title).toBe('NASA and the Space Race');
    expect(parse(nasa).body).toContain('NASA and the space race');
    expect(nasa).not.toMatch(/\bnasa\b/);
    const revolution = composeEssay(request({ topic: 'The French Revolution', type: 'expository' }), 1);
    expect(parse(revolution).body).toContain('the French Revolution');
    expect(parse(revolution).body).not.toMatch(/the french revolution/);
  });

  it('strips trailing punctuation where the topic is embedded', () => {
    const markdown = composeEssay(request({ topic: 'Climate change.' }), 1);
    expect(parse(markdown).title).toBe('Climate Change');
    expect(parse(markdown).body).toContain('climate change');
    expect(parse(markdown).body).not.toContain('change.,');
    expect(parse(markdown).body).not.toMatch(/climate change\. [a-z]/);
  });

  it('embeds a Chinese topic as it is', () => {
    for (const length of essayLengths) {
      const markdown = composeEssay(request({ topic: '气候变化', length }), 1);
      expect(parse(markdown).title).toBe('气候变化');
      expect(introOf(markdown)).toContain('气候变化');
      const words = countWords(markdown);
      expect(words).toBeGreaterThanOrEqual(wordBudgets[length].min);
      expect(words).toBeLessThanOrEqual(wordBudgets[length].max);
    }
  });

  it('shortens a 500-character topic to a clean title', () => {
    const brief =
      'Discuss the long-term impact of social media platforms on the mental health and self-esteem of teenagers in secondary schools, considering both the positive effects such as connection and creativity and the negative effects such as comparison, harassment and sleep loss, and propose practical measures that schools, parents, platform designers and policymakers could take together to reduce harm while keeping the benefits that young people value in their daily lives online and offline today.';
    const unbroken = `${'Remote work and the changing geography of opportunity for young graduates in smaller towns '.repeat(6)}`.slice(0, 500).trim();
    for (const topic of [brief.slice(0, 500), unbroken]) {
      expect(topic.length).toBeGreaterThan(400);
      const markdown = composeEssay(request({ topic }), 1);
      const title = parse(markdown).title;
      expect(title.length).toBeLessThanOrEqual(maxTitleLength);
      expect(title.split(' ').length).toBeGreaterThan(3);
      // A run of the user's own words, cut where a word ends.
      const at = topic.toLowerCase().indexOf(title.toLowerCase());
      expect(at, title).toBeGreaterThanOrEqual(0);
      expect(topic.charAt(at + title.length)).toMatch(/^(?:[\s,.;:?!]|)$/);
      const words = countWords(markdown);
      expect(words).toBeGreaterThanOrEqual(wordBudgets.medium.min);
      expect(words).toBeLessThanOrEqual(wordBudgets.medium.max);
    }
  });
});
