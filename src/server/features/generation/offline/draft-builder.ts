import { countWords } from '../../../../shared/generation.ts';
import { shuffled } from './random.ts';
import { fits, type Entry, type Pool } from './template.ts';
import { renderEntry, type Slot, type Voice } from './voice.ts';

type AngleId = 'practical' | 'people' | 'fairness' | 'long-term' | 'cost' | 'principle' | 'experience';

/** A perspective a body paragraph can take ('the practical consequences'), with sentences written from it. */
export interface Angle {
  id: AngleId;
  name: string;
  bank: Pool;
}

/** One `## ` section of a draft and the banks its paragraphs are written from. */
export interface SectionSpec {
  heading: string;
  /** Share of the word budget, relative to the other sections. */
  weight: number;
  maxParagraphs: number;
  /** Candidates for the first sentence of the first paragraph, and of each later paragraph. */
  open?: Pool;
  next?: Pool;
  /** Sentences that must open the first paragraph (one entry from each pool), e.g. the restated thesis. */
  lead?: readonly Pool[];
  /** Sentences that must close the last paragraph (one entry from each pool), e.g. thesis and roadmap. */
  tail?: readonly Pool[];
  /** Material of paragraph i, drawn before `body`. */
  kinds?: readonly Pool[];
  /** Each paragraph takes an angle of these not yet used in the draft: its name fills {angle}, its bank is drawn with `body`. */
  angles?: readonly AngleId[];
  /** Material any paragraph of the section may use. */
  body?: Pool;
  /** Candidates for the sentence that ends the section. */
  close?: Pool;
}

export interface DraftPlan {
  title: string;
  /** A paragraph under the title, before the first section, counted in the budget (a paper's "sources needed" note). */
  preface?: string;
  sections: readonly SectionSpec[];
  angles: readonly Angle[];
  /** Last resort for any paragraph whose banks ran dry. */
  reserve: Pool;
  budget: { target: number; min: number; max: number };
}

interface Sentence {
  text: string;
  words: number;
  rank: number;
  /** Already two sentences joined into one. */
  joined?: boolean;
}

/** A bank shuffled for this draft, consumed front to back. */
interface Source {
  entries: Entry[];
  next: number;
}

interface Paragraph {
  head: Sentence[];
  body: Sentence[];
  foot: Sentence[];
  target: number;
  /** The paragraph's own material (angle, kind), the section's shared bank, the draft's reserve. */
  own: Source[];
  shared: Source;
  reserve: Source;
  slot: Slot;
  /** Drawn but not used: tried first when the paragraph has to grow. */
  spare: Sentence[];
}

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
const wordsPerParagraph = 120;
const sentenceEnd = /(?<=[.!?])\s+/;
/** How close to the target a draft aims: well inside the budget's window, so the count never sits on its edge. */
const aim = 0.04;

/** How often a body sentence is joined to the one before it, by academic level: longer sentences further up. */
const joinChance = [0, 0.15, 0.35, 0.55];
const joiners = ['; ', '; ', ', and ', '; moreover, ', '; in addition, '];
const informalJoiners = [', and ', ' — '];
/** Only a clause that opens like one ('The evidence…', 'Some critics…') takes 'and' or 'moreover'; 'Presented in…' gets a plain semicolon. */
const clauseStart = /^(?:The|This|That|These|Those|It|Its|Some|Many|Most|Each|No|Such|Their|They|A|An|Any|Other|Others|People|Different|Every|Few|Several|One|Both|Neither|Nothing|None)\s/;

/**
 * Whether two body sentences can become one: single plain statements (no
 * question, colon or semicolon), in no fixed position, not a placeholder on their own, and not opening with a name
 * or a number ('I …', 'Section 2.1 …') that would lose its capital.
 */
function canJoin(first: Sentence, second: Sentence): boolean {
  const plain = (s: Sentence) => s.rank === 50 && !s.joined && !/[?;:—]|[.!]\s/.test(s.text) && !s.text.startsWith('[');
  return plain(first) && plain(second) && first.text.endsWith('.') && /^\p{Lu}\p{Ll}+ \D/u.test(second.text) && !second.text.startsWith('I ');
}

function join(first: Sentence, second: Sentence, tone: Voice['tone'], random: () => number): Sentence {
  const choices = tone === 'informal' ? informalJoiners : joiners;
  const pick = choices[Math.floor(random() * choices.length)] as string;
  const plain = tone === 'informal' ? ' — ' : '; ';
  // Two ', and' clauses in one sentence read badly.
  const joiner = !clauseStart.test(second.text) || (pick === ', and ' && /, and /.test(first.text + second.text)) ? plain : pick;
  const text = `${first.text.slice(0, -1)}${joiner}${second.text.charAt(0).toLowerCase()}${second.text.slice(1)}`;
  return { text, words: first.words + second.words + countWords(joiner), rank: 50, joined: true };
}

const sum = (list: readonly Sentence[]) => list.reduce((n, s) => n + s.words, 0);
const paragraphWords = (p: Paragraph) => sum(p.head) + sum(p.body) + sum(p.foot);

/**
 * Writes a draft from a plan. Paragraph counts come from the word budget; each
 * paragraph is filled from its banks to its share of the budget, then the
 * whole draft is grown or trimmed a sentence at a time until it sits inside
 * the budget's window. No sentence is used twice in a draft, and nothing is
 * ever repeated to make up the length.
 */
export function buildDraft(plan: DraftPlan, voice: Voice): string {
  const used = new Set<string>();
  const usedEntries = new Set<Entry>();
  const { tone, level, random } = voice;
  const prepared = (pool: Pool | undefined): Source => ({ entries: shuffled((pool ?? []).filter((e) => fits(e, tone, level)), random), next: 0 });

  function take(source: Source, slot: Slot): Sentence | null {
    while (source.next < source.entries.length) {
      const e = source.entries[source.next] as Entry;
      source.next += 1;
      if (usedEntries.has(e)) continue;
      const text = renderEntry(e.template, voice, slot);
      const parts = text.split(sentenceEnd).map((s) => s.toLowerCase());
      if (parts.some((s) => used.has(s))) continue;
      for (const s of parts) used.add(s);
      usedEntries.add(e);
      return { text, words: countWords(text), rank: e.rank };
    }
    return null;
  }
  const takeFirst = (sources: readonly Source[], slot: Slot): Sentence | null => {
    for (const s of sources) {
      const got = take(s, slot);
      if (got) return got;
    }
    return null;
  };
  // Body sentences alternate between the paragraph's own material and the
  // section's, so a one-paragraph section still says what the section is for.
  const draw = (p: Paragraph): Sentence | null =>
    takeFirst(p.body.length % 2 === 0 ? [...p.own, p.shared, p.reserve] : [p.shared, ...p.own, p.reserve], p.slot);

  // Further up the levels, some body sentences join the one before them, as
  // academic prose does; the joined pair stays one sentence of the paragraph.
  const chance = joinChance[level] ?? 0;
  const addBody = (p: Paragraph, s: Sentence) => {
    const last = p.body.at(-1);
    if (last && canJoin(last, s) && random() < chance) p.body[p.body.length - 1] = join(last, s, tone, random);
    else p.body.push(s);
  };

  const headingWords = countWords(plan.title) + countWords(plan.preface ?? '') + plan.sections.reduce((n, s) => n + countWords(s.heading), 0);
  const totalWeight = plan.sections.reduce((n, s) => n + s.weight, 0);
  const angles = shuffled(plan.angles, random);
  const usedAngles = new Set<AngleId>();
  const angleFor = (allowed: readonly AngleId[]): Angle | undefined => {
    const angle = angles.find((a) => allowed.includes(a.id) && !usedAngles.has(a.id)) ?? angles.find((a) => allowed.includes(a.id));
    if (angle) usedAngles.add(angle.id);
    return angle;
  };
  const reserve = prepared(plan.reserve);

  const sections = plan.sections.map((spec) => {
    const goal = ((plan.budget.target - headingWords) * spec.weight) / totalWeight;
    const count = Math.max(1, Math.min(spec.maxParagraphs, Math.round(goal / wordsPerParagraph)));
    const shared = prepared(spec.body);
    const opens = prepared(spec.open);
    const nexts = spec.next ? prepared(spec.next) : opens;
    const closes = prepared(spec.close);
    const paragraphs: Paragraph[] = [];
    for (let i = 0; i < count; i += 1) {
      const angle = spec.angles ? angleFor(spec.angles) : undefined;
      const slot: Slot = { nth: ordinals[i] ?? 'further', angle: angle?.name ?? '', topicUses: 0 };
      const own = [angle?.bank, spec.kinds?.[i]].filter((b): b is Pool => b !== undefined).map(prepared);
      const p: Paragraph = { head: [], body: [], foot: [], target: goal / count, own, shared, reserve, slot, spare: [] };
      // The thesis and its restatement name the topic in full, whatever came before them.
      const required = (pool: Pool) => {
        slot.fullTopic = true;
        const s = takeFirst([prepared(pool)], slot);
        slot.fullTopic = false;
        return s;
      };
      if (i === 0) for (const pool of spec.lead ?? []) pushIf(p.head, required(pool));
      pushIf(p.head, take(i === 0 ? opens : nexts, slot));
      if (i === count - 1) {
        pushIf(p.foot, take(closes, slot));
        for (const pool of spec.tail ?? []) pushIf(p.foot, required(pool));
      }
      // Fill to the paragraph's share, stopping before a sentence would overshoot it by more than half.
      for (let s = draw(p); s; s = draw(p)) {
        if (paragraphWords(p) + s.words / 2 > p.target) {
          p.spare.push(s);
          break;
        }
        addBody(p, s);
      }
      paragraphs.push(p);
    }
    return { heading: spec.heading, paragraphs };
  });

  const all = sections.flatMap((s) => s.paragraphs);
  let total = headingWords + all.reduce((n, p) => n + paragraphWords(p), 0);
  const { target, min, max } = plan.budget;
  const lo = Math.max(min, Math.round(target * (1 - aim)));
  const hi = Math.min(max, Math.round(target * (1 + aim)));

  // Grow: the paragraph furthest below its share gets the next sentence that keeps the draft under `hi`.
  const exhausted = new Set<Paragraph>();
  while (total < lo) {
    const p = all.filter((q) => !exhausted.has(q)).sort((a, b) => paragraphWords(a) / a.target - paragraphWords(b) / b.target)[0];
    if (!p) break;
    const fitting = p.spare.findIndex((s) => total + s.words <= hi);
    let s: Sentence | null = fitting >= 0 ? (p.spare.splice(fitting, 1)[0] ?? null) : null;
    while (!s) {
      const drawn = draw(p);
      if (!drawn) break;
      if (total + drawn.words <= hi) s = drawn;
      else p.spare.push(drawn);
    }
    if (!s) {
      exhausted.add(p);
      continue;
    }
    const before = sum(p.body);
    addBody(p, s);
    total += sum(p.body) - before;
  }
  // Trim: drop body sentences from the paragraphs furthest above their share, never taking the draft below `lo`.
  while (total > hi) {
    const candidates = all.filter((p) => p.body.length > 0).sort((a, b) => paragraphWords(b) / b.target - paragraphWords(a) / a.target);
    let removed = false;
    for (const p of candidates) {
      const i = p.body.findLastIndex((s) => total - s.words >= lo);
      if (i < 0) continue;
      total -= (p.body.splice(i, 1)[0] as Sentence).words;
      removed = true;
      break;
    }
    if (!removed) break;
  }

  const out = [`# ${plan.title}`, ...(plan.preface ? [plan.preface] : [])];
  for (const section of sections) {
    out.push(`## ${section.heading}`);
    for (const p of section.paragraphs) {
      const body = p.body.map((s, i) => ({ s, i })).sort((a, b) => a.s.rank - b.s.rank || a.i - b.i).map(({ s }) => s);
      const text = [...p.head, ...body, ...p.foot].map((s) => s.text).join(' ');
      if (text) out.push(text);
    }
  }
  return out.join('\n\n');
}

function pushIf(list: Sentence[], s: Sentence | null) {
  if (s) list.push(s);
}
