import {
  baseVerbs,
  beForms,
  briefOpeners,
  commonLeadWords,
  determiners,
  doForms,
  haveForms,
  irregularPast,
  minorTitleWords,
  modals,
  predicateWords,
  progressiveVerbs,
  pronouns,
  whWords,
} from './topic-words.ts';

type TopicShape = 'question' | 'statement' | 'phrase';

/** What the writer knows about the user's topic, in the forms sentences need. */
export interface Topic {
  /** The user's text, whitespace collapsed. */
  text: string;
  shape: TopicShape;
  /** The `# ` line: title-cased when short, at most `maxTitleLength` characters, never cut inside a word. */
  title: string;
  /** The topic as the object of a preposition ('about climate change policy', 'about whether school should start later'). */
  subject: string;
  /** A clause a thesis can affirm ('school should start later'); null for a noun phrase or an open question. */
  claim: string | null;
  /** How a thesis can use the topic: affirm the claim, take a position on a phrase, or answer an open question. */
  thesis: 'claim' | 'phrase' | 'open';
  /** A few words naming the topic inside placeholders ('[insert a statistic on school]'). */
  short: string;
}

export const maxTitleLength = 90;
const maxTitleCaseWords = 12;

const questionSplit = /\s+/;
const lower = (w: string) => w.toLowerCase();
const isCapitalisedWord = (w: string) => /^\p{Lu}[\p{Ll}'’-]*$/u.test(w);
const adjectiveLike = /(?:ful|ous|ive|able|ible|less|al|ic|ary)$/;
const trailingStop = new Set(['and', 'or', 'of', 'the', 'a', 'an', 'to', 'in', 'on', 'for', 'with', 'by', 'that', 'which', 'as', 'at', 'from', 'but', 'its', 'their', 'is', 'are', 'how', 'why', 'whether']);

/**
 * Lower-cases the first word when it is an ordinary word, so the topic reads
 * naturally mid-sentence; names and acronyms ('NASA', 'Paris', "Shakespeare's")
 * keep the user's capitals.
 */
export function lowerLead(text: string): string {
  const [first = '', ...rest] = text.split(' ');
  if (!isCapitalisedWord(first) || first === 'I') return text;
  const word = lower(first);
  const possessive = /['’]s$/.test(word);
  const next = rest[0] ?? '';
  const nextIsLower = next === '' || !/^\p{Lu}/u.test(next);
  const ordinary = commonLeadWords.has(word) || (!possessive && nextIsLower && /(?:tion|ment|ness|ity|ism|ics|ogy|ing|ance|ence|ful|ous|ive|able|al|ic)$/.test(word));
  return ordinary ? [word, ...rest].join(' ') : text;
}

function capitaliseFirst(text: string): string {
  return text.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/** Title case that keeps the user's own capitals (NASA, iPhone) and leaves short function words lower-case. */
export function titleCase(text: string): string {
  const words = text.split(' ');
  return words
    .map((word, i) => {
      if (/\p{Lu}/u.test(word.slice(1)) || !/^\p{Ll}/u.test(word)) return word;
      const bare = word.replace(/[^\p{L}.]/gu, '');
      const edge = i === 0 || i === words.length - 1 || /[:—–]$/.test(words[i - 1] ?? '');
      if (!edge && minorTitleWords.has(bare)) return word;
      return word.replace(/(^|-)(\p{Ll})/gu, (_m, dash: string, c: string) => dash + c.toUpperCase());
    })
    .join(' ');
}

/** Cuts a text to at most `max` characters at a word boundary, dropping a dangling function word or comma. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const words = text.split(' ');
  const kept: string[] = [];
  let length = 0;
  for (const word of words) {
    const next = length === 0 ? word.length : length + 1 + word.length;
    if (next > max) break;
    kept.push(word);
    length = next;
  }
  if (kept.length === 0) return Array.from(text).slice(0, max).join('');
  while (kept.length > 1 && trailingStop.has(lower((kept.at(-1) ?? '').replace(/[^\p{L}]/gu, '')))) kept.pop();
  return kept.join(' ').replace(/[\s,;:—–-]+$/u, '');
}

/**
 * The part of a brief that names the topic: without an opening instruction
 * ('Discuss …'), and for a long brief its first sentence or clause, cut at a
 * word. `partial` when a sentence was cut, so it no longer reads as a question.
 */
function coreOf(text: string): { core: string; partial: boolean } {
  let core = text;
  const stripped = core.replace(briefOpeners, '').replace(/^that\s+/i, '');
  if (stripped !== core && stripped.split(' ').length >= 2) core = capitaliseFirst(stripped);
  if (core.length <= maxTitleLength) return { core, partial: false };
  const first = core.split(/(?<=[.?!;:])\s+/)[0] ?? core;
  if (first.length <= maxTitleLength) return { core: first, partial: false };
  const clause = first.split(/,\s+|\s+[—–]\s+/)[0] ?? first;
  if (clause.length <= maxTitleLength && clause.split(' ').length >= 4) return { core: clause, partial: true };
  return { core: cutAtWord(first, maxTitleLength), partial: true };
}

function thirdPerson(verb: string): string {
  if (verb === 'have') return 'has';
  if (verb === 'be') return 'is';
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

function pastTense(verb: string): string {
  const irregular = irregularPast[verb];
  if (irregular) return irregular;
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(verb)) return `${verb}${verb.at(-1)}ed`;
  return `${verb}ed`;
}

/**
 * How many words from `start` form the subject of an inverted question, and
 * whether a verb or predicate actually marked its end (`sure`) or it is a guess.
 */
function subjectLength(words: readonly string[], start: number, aux: 'modal' | 'be' | 'have'): { n: number; sure: boolean } {
  const at = (i: number) => lower(words[i] ?? '');
  if (pronouns.has(at(start))) return { n: 1, sure: true };
  if (/^(?:or|and|but|to|of|not|in|on|for|with)$/.test(at(start))) return { n: 0, sure: false };
  let i = start;
  while (determiners.has(at(i))) i += 1;
  i += 1; // at least one content word
  if (at(i - 1).endsWith('ly')) i += 1;
  for (; i < words.length; i += 1) {
    const w = at(i);
    // 'climate change affect': in a run of verb-like words the last one is the verb.
    const sure = { n: i - start, sure: true };
    if (aux === 'modal' && baseVerbs.has(w) && !baseVerbs.has(at(i + 1))) return sure;
    if (aux === 'have' && (/(?:ed|en)$/.test(w) || Object.values(irregularPast).includes(w))) return sure;
    if (aux === 'be' && (predicateWords.has(w) || determiners.has(w) || progressiveVerbs.has(w) || adjectiveLike.test(w) || /ed$/.test(w))) return sure;
  }
  if (aux === 'be' && words.length - start >= 2) return { n: words.length - start - 1, sure: false };
  return { n: Math.min(words.length - start - 1, i - start), sure: false };
}

/**
 * Turns 'Should school start later' into 'school should start later'; null
 * when the shape is not recognised, or (`needSure`) when the subject's end was
 * only guessed: 'Do or die' is not a question.
 */
function invert(words: readonly string[], start: number, needSure = false): { clause: string; head: string } | null {
  const aux = lower(words[start] ?? '');
  const kind = modals.has(aux) ? 'modal' : beForms.has(aux) ? 'be' : haveForms.has(aux) ? 'have' : doForms.has(aux) ? 'do' : null;
  if (!kind || words.length - start < 3) return null;
  const { n, sure } = subjectLength(words, start + 1, kind === 'do' ? 'modal' : kind);
  if (n < 1 || start + 1 + n >= words.length || (needSure && !sure)) return null;
  const subject = words.slice(start + 1, start + 1 + n);
  const rest = words.slice(start + 1 + n);
  if (kind === 'do') {
    const [verb = '', ...after] = rest;
    const base = lower(verb);
    const form = aux === 'does' ? thirdPerson(base) : aux === 'did' ? pastTense(base) : base;
    return { clause: [...subject, form, ...after].join(' '), head: subject.join(' ') };
  }
  return { clause: [...subject, aux, ...rest].join(' '), head: subject.join(' ') };
}

function endsWithQuestionMark(text: string): boolean {
  return /[?？]\s*$/.test(text);
}

function stripEnd(text: string): string {
  return text.replace(/[\s.!?？。！,;:…]+$/u, '');
}

/** Finds a finite verb in a statement ('Social media HARMS teenagers'); -1 when the text reads as a noun phrase. */
function statementVerb(words: readonly string[]): number {
  for (let i = 1; i < words.length; i += 1) {
    const w = lower(words[i] ?? '');
    const prev = lower(words[i - 1] ?? '');
    if (modals.has(w) || beForms.has(w) || /^(?:cannot|can't|won't|isn't|aren't|doesn't|don't|has|does)$/.test(w)) return i;
    if (determiners.has(prev) || /^(?:of|in|on|for|with|to|and|or)$/.test(prev)) continue;
    if (lower(words[i + 1] ?? '') === 'of' || i === words.length - 1) continue;
    if (w.endsWith('s') && (baseVerbs.has(w.replace(/e?s$/, '')) || baseVerbs.has(w.replace(/ies$/, 'y')) || baseVerbs.has(w.slice(0, -1)))) return i;
  }
  return -1;
}

export function analyseTopic(raw: string): Topic {
  const text = raw.replace(/\s+/g, ' ').trim().replace(/^["“'‘]+|["”'’]+$/g, '').trim() || raw.trim();
  const { core, partial: cut } = coreOf(text);
  const asked = endsWithQuestionMark(core) && !cut;
  const bare = stripEnd(core);
  const words = bare.split(questionSplit);
  const first = lower(words[0] ?? '');
  const title = makeTitle(bare, asked);

  if (first === 'whether' && words.length > 2) {
    const claimWords = words.slice(1);
    const claim = lowerLead(claimWords.join(' '));
    const verb = statementVerb(claimWords);
    const head = verb > 0 ? claimWords.slice(0, verb).join(' ') : (claimWords[0] ?? '');
    return { text, shape: 'question', title, subject: `whether ${claim}`, claim, thesis: 'claim', short: shortOf(claimWords.length <= 8 ? `whether ${claim}` : lowerLead(head)) };
  }
  const opensLikeQuestion = modals.has(first) || beForms.has(first) || haveForms.has(first) || doForms.has(first);
  // 'Should phones be allowed in class, and if so, when?': the thesis answers the first question.
  const firstQuestion = bare.replace(/,\s+(?:and|or|but|if)\b.*$/i, '').split(questionSplit);
  const inverted = opensLikeQuestion && !cut ? invert(firstQuestion, 0, !asked) : null;
  if (inverted) {
    const claim = lowerLead(inverted.clause);
    return { text, shape: 'question', title, subject: `whether ${claim}`, claim, thesis: 'claim', short: shortOf(claim.split(' ').length <= 8 ? `whether ${claim}` : lowerLead(inverted.head)) };
  }
  if (asked && opensLikeQuestion && !cut) {
    return { text, shape: 'question', title, subject: `the question “${capitaliseFirst(bare)}?”`, claim: null, thesis: 'open', short: 'the topic' };
  }
  if (whWords.has(first) || /^to what extent\b/i.test(bare)) return whQuestion(text, title, words, asked && !cut);
  const verb = cut ? -1 : statementVerb(words);
  if (verb > 0) {
    const claim = lowerLead(bare);
    return { text, shape: 'statement', title, subject: `the claim that ${claim}`, claim, thesis: 'claim', short: shortOf(lowerLead(words.slice(0, verb).join(' '))) };
  }
  const subject = lowerLead(bare);
  return { text, shape: 'phrase', title, subject, claim: null, thesis: 'phrase', short: shortOf(subject) };
}

/** 'Why did the Roman Empire fall' → 'why the Roman Empire fell'; null when the question cannot be turned round. */
function embeddedQuestion(words: readonly string[]): string | null {
  if (/^to$/i.test(words[0] ?? '') && /^what$/i.test(words[1] ?? '') && /^extent$/i.test(words[2] ?? '')) {
    const inverted = invert(words, 3);
    return inverted ? `the extent to which ${inverted.clause}` : null;
  }
  const lowered = words.map((w, i) => (i === 0 ? lowerLead(w) : w));
  const aux = lower(words[1] ?? '');
  const wh = lowered[0] ?? '';
  if (/^(?:what|who|which)$/.test(wh) && beForms.has(aux) && words.length > 2) return [wh, ...words.slice(2), aux].join(' ');
  if (modals.has(aux) || beForms.has(aux) || haveForms.has(aux) || doForms.has(aux)) {
    const inverted = invert(words, 1);
    return inverted ? `${wh} ${inverted.clause}` : null;
  }
  return lowered.join(' ');
}

function whQuestion(text: string, title: string, words: readonly string[], asked: boolean): Topic {
  const clause = embeddedQuestion(words);
  const subject = clause ?? `the question “${capitaliseFirst(words.join(' '))}${asked ? '?' : ''}”`;
  return { text, shape: asked ? 'question' : 'phrase', title, subject, claim: null, thesis: 'open', short: 'the topic' };
}

function shortOf(phrase: string): string {
  return cutAtWord(phrase, 60) || 'the topic';
}

function makeTitle(bare: string, asked: boolean): string {
  const cut = cutAtWord(bare, asked ? maxTitleLength - 1 : maxTitleLength);
  const complete = cut === bare;
  const words = cut.split(' ').length;
  const cased = words <= maxTitleCaseWords ? titleCase(capitaliseFirst(cut)) : capitaliseFirst(cut);
  return asked && complete ? `${cased}?` : cased;
}
