import type { EssayTone } from '../../../../shared/generation.ts';
import { markEvidence, type Evidence } from './citations.ts';
import { levelWords } from './level-words.ts';
import { pickOne, type Random } from './random.ts';
import type { Template, TemplateNode } from './template.ts';
import type { Topic } from './topic.ts';

/** Everything a sentence needs to be rendered for one request. */
export interface Voice {
  tone: EssayTone;
  /** 0 high school … 3 PhD. */
  level: number;
  random: Random;
  topic: Topic;
  /** Short references to the topic that can be a singular subject ('this issue'). */
  refs: readonly string[];
  /** Citation style as readers name it ('APA'). */
  style: string;
  /** A paper's places that need a source: cited from the chosen sources, or left out. Undefined in an essay (placeholders stay). */
  evidence?: Evidence;
}

/** Per-paragraph values. */
export interface Slot {
  nth: string;
  angle: string;
  /** How often the paragraph has named the topic in full; after the first, {T} becomes a short reference. */
  topicUses: number;
  /** The thesis and its restatement always name the topic in full. */
  fullTopic?: boolean;
}

const toneIndex: Record<EssayTone, number> = { academic: 0, formal: 1, neutral: 2, informal: 3 };

const hedges: Record<EssayTone, readonly string[]> = {
  academic: ['arguably, ', 'it seems reasonable to suggest that ', 'there is some reason to think that ', 'on balance, ', 'it would appear that '],
  formal: [''],
  neutral: [''],
  informal: ['', '', 'honestly, '],
};

// Marks where a '{;}' became a full stop, so only those get a capital after them.
const stop = '\u0001';

function renderNodes(nodes: readonly TemplateNode[], voice: Voice, slot: Slot): string {
  let out = '';
  for (const node of nodes) out += typeof node === 'string' ? node : renderToken(node, voice, slot);
  return out;
}

function renderToken(node: Exclude<TemplateNode, string>, voice: Voice, slot: Slot): string {
  const { token, args } = node;
  const arg = (i: number) => renderNodes(args[i] ?? [], voice, slot);
  switch (token) {
    case 'T':
      // Naming a long topic in every sentence reads as padding: once per paragraph, then 'this issue'.
      slot.topicUses += 1;
      return slot.fullTopic || slot.topicUses === 1 ? voice.topic.subject : pickOne(voice.refs, voice.random);
    case 'C':
      return voice.topic.claim ?? voice.topic.subject;
    case 'S':
      return voice.topic.short;
    case 't':
      return pickOne(voice.refs, voice.random);
    case 'nth':
      return slot.nth;
    case 'angle':
      return slot.angle;
    case 'style':
      return voice.style;
    case 'H':
      return pickOne(hedges[voice.tone], voice.random);
    case 'may':
      return voice.tone === 'academic' ? 'may' : 'can';
    case ';':
      return voice.level === 0 ? stop : '; ';
    case '@':
      return arg(toneIndex[voice.tone]);
    case '#':
      return arg(voice.level);
    case '*':
      return arg(Math.floor(voice.random() * args.length));
    case 'h:':
      return voice.level === 0 ? arg(0) : '';
    case 'a:':
      return voice.tone === 'academic' ? arg(0) : '';
    case 'i:':
      return voice.tone === 'informal' ? arg(0) : '';
    case 'x:':
      return voice.tone === 'informal' ? '' : arg(0);
    case 'f:':
      return voice.tone === 'academic' || voice.tone === 'formal' ? arg(0) : '';
    default: {
      if (token.startsWith('w:')) {
        const words = levelWords[token.slice(2)];
        if (!words) throw new Error(`Unknown level word {${token}}`);
        return words[voice.level] ?? words[0];
      }
      return voice.level >= Number(token[0]) ? arg(0) : '';
    }
  }
}

// Informal drafts contract; the others never do. 'it is' and the like only
// before another word, so 'than it is.' stays whole.
const contractions: readonly (readonly [RegExp, string])[] = [
  [/\b(do|does|did|is|are|was|were|would|should|could|has|have|had)\s+not\b/gi, "$1n't"],
  [/\b(ca)nnot\b/gi, "$1n't"],
  [/\b(w)ill not\b/gi, "$1on't"],
  [/\b(it|that|there|what|here)\s+is\b(?=\s+\w)/gi, "$1's"],
  [/\b(you|we|they)\s+are\b(?=\s+\w)/gi, "$1're"],
  [/\bI am\b/g, "I'm"],
  [/\b(I|you|we|they)\s+will\b(?=\s+\w)/gi, "$1'll"],
  [/\b(let) us\b/gi, "$1's"],
];

function contract(text: string): string {
  // Leave placeholders alone: they are instructions, not prose.
  return text
    .split(/(\[[^\]]*\])/)
    .map((part, i) => (i % 2 === 1 ? part : contractions.reduce((s, [pattern, replacement]) => s.replace(pattern, replacement), part)))
    .join('');
}

/** High-school drafts: two short sentences rather than one joined by a semicolon or ', but'. */
function shorten(text: string): string {
  return text
    .split(/(\[[^\]]*\])/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/; (\p{Ll})/gu, (_m, c: string) => `. ${c.toUpperCase()}`)
            .replace(/^(.{30,}?), but (?=(?:\S+ ){3,})/u, (_m, head: string) => `${head}. But `),
    )
    .join('');
}

/**
 * Informal lines come as short bursts ('It isn't complicated. It just takes
 * looking at the facts.'). Further up the levels some bursts run on with a
 * dash, so an informal PhD draft still reads in longer sentences than an
 * informal high-school one. Only sentences written together are joined.
 */
function lengthen(text: string, voice: Voice): string {
  const chance = [0, 0.2, 0.45, 0.7][voice.level] ?? 0;
  if (chance === 0) return text;
  return text.replace(/\. (\p{Lu})(\p{Ll}*)(?=[\s,'’])/gu, (whole, first: string, rest: string) => {
    if (voice.random() >= chance) return whole;
    return first === 'I' && rest === '' ? ` — I` : ` — ${first.toLowerCase()}${rest}`;
  });
}

const upperFirst = (text: string) => text.replace(/^(\P{L}*)(\p{Ll})/u, (_m, lead: string, c: string) => lead + c.toUpperCase());

/** One bank line as finished prose: tokens filled, full stops capitalised, informal contractions applied. */
export function renderEntry(template: Template, voice: Voice, slot: Slot): string {
  let text = renderNodes(template, voice, slot);
  if (voice.evidence) text = markEvidence(text, voice.evidence);
  if (text.includes(stop)) text = text.split(stop).map((part, i) => (i === 0 ? part : upperFirst(part.trimStart()))).join('. ');
  text = text.replace(/\s{2,}/g, ' ').replace(/\s+([,.;:?!])/g, '$1').trim();
  if (voice.level === 0) text = shorten(text);
  if (voice.tone === 'informal') text = lengthen(contract(text), voice);
  return upperFirst(text);
}
