// The offline writer's draft from an outline: the writer's own notes written
// out in order, and evidence quoted from the passages of the sources chosen
// for each section, cited by key with the page when it is known. It adds
// transitions, a thesis-and-roadmap introduction and a conclusion that draws
// the sections together, and nothing else: no fact, figure, name or source
// that is not in its inputs. A section with neither notes nor evidence keeps
// its guiding questions as bracketed notes instead of filler (decision 0046).
import { countWords, wordBudgets, type EssayLength } from '../../../../shared/generation.ts';
import type { Outline, OutlineSection } from '../../../../shared/outline.ts';

/** A passage a section may quote: from a source's attached text (with its page) or its abstract or notes (no page). */
export interface EvidencePassage {
  id: string;
  key: string;
  page: number | null;
  text: string;
  /**
   * The writer's own words about the source (their note on the reference),
   * not the source's: reported as the writer's sentence with a citation,
   * never quoted as what the source says.
   */
  own?: boolean;
}

export interface NotesDraftInput {
  outline: Outline;
  /** What the draft calls itself ('This essay has examined …'). */
  kind: 'essay' | 'paper';
  length: EssayLength;
  /** The passages retrieved for each section (by section id), best first. */
  evidence: ReadonlyMap<string, readonly EvidencePassage[]>;
}

/** Words that may start a sentence in lower case after a transition ('Moreover, the cost …'). */
const functionWords = new Set(
  'a an the this these those that it its they their there we our you your he she his her many most some several each every such one in on at for with by from as when while if after before during since although though because both neither either no all few much more less'.split(' '),
);
const stopWords = new Set(
  'a an the and or but if then than that this these those it its of to in on at for with by from as is are was were be been being has have had do does did not no so such can could will would should may might must there their they them we our you your he she his her i me my what which who whom whose when where why how all any each every more most other some only own same too very just also into over under about between through during before after above below up down out off again further once here both few nor'.split(
    ' ',
  ),
);

const transitions = ['Moreover, ', 'In addition, ', 'Furthermore, ', 'Beyond this, ', 'Equally, '];
const contrastOpening = /^(?:but|however|yet|still|even so)\b[,\s]*/i;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
export const contentWords = (text: string) => wordsOf(text).filter((w) => w.length > 2 && !stopWords.has(w));

/** Strips a list marker ('- ', '• ', '3. ') from a note as typed. */
const bare = (note: string) => note.replace(/^\s*(?:[-*•–—]|\d{1,2}[.)])\s+/, '').trim();

const endsSentence = /[.!?…]["”’)]*$/;

/** A note written as a sentence: capitalised, closed with a full stop; a quotation with its speaker reads "In the words of …". */
function noteSentence(note: string): string {
  const text = bare(note);
  const attributed = /^(["“][^"”]+["”])\s*(?:[—–-]+\s*|\(\s*)([^()"“”]+?)\s*\)?$/.exec(text);
  if (attributed) return `In the words of ${attributed[2]!.trim()}, ${closed(attributed[1]!)}`;
  return closed(capitalised(text));
}

/** A note with a capital first letter, unless its first word has a capital inside ('mRNA', 'iPhone'): that is a name as written. */
function capitalised(text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? '';
  return /\p{Lu}/u.test(first.slice(1)) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** Ends a sentence with a full stop when it has no closing punctuation (a trailing ':' ';' ',' becomes one). */
function closed(sentence: string): string {
  const text = sentence.trim().replace(/[,;:]+$/, '');
  return endsSentence.test(text) ? text : `${text}.`;
}

/** A sentence after a transition: its first word lower-cased only when it is a function word, else the transition is left out. */
function withTransition(sentence: string, transition: string): string {
  const first = /^[\p{L}]+/u.exec(sentence)?.[0] ?? '';
  if (/^\d/.test(sentence)) return transition + sentence;
  if (!functionWords.has(first.toLowerCase())) return sentence;
  return transition + first.toLowerCase() + sentence.slice(first.length);
}

/**
 * Whether a note was typed as a full sentence: closed with its own stop, not a list item or a quotation.
 * Only such a note takes an additive transition; 'Moreover, 3% hydrogen peroxide.' would join a fragment.
 */
const typedAsSentence = (note: string) => bare(note) === note.trim() && endsSentence.test(note.trim()) && !/^["“]/.test(note.trim());

/** A note typed as a list item with no closing stop ('- 3% hydrogen peroxide'): part of a list, not a sentence. */
const listItem = (note: string) => bare(note) !== note.trim() && !endsSentence.test(note.trim());

/**
 * The notes of a section as sentences, with transitions between them (a note
 * opening with "but" or "however" reads "However, …"). Two or more list items
 * in a row stay the writer's list (one Markdown list, as typed): a materials
 * list written as sentences would read 'Potato discs. 3% hydrogen peroxide.'
 */
function noteSentences(section: OutlineSection): string[] {
  const { notes } = section;
  // Notes mostly in the first person tell the writer's own story, whose order carries it: 'Moreover, I held the edge' reads as argument.
  const story = notes.filter((note) => /\b(?:I|[Mm]e|[Mm]y|[Ww]e|[Uu]s|[Oo]ur)\b/.test(note)).length * 2 > notes.length;
  const out: string[] = [];
  for (let i = 0; i < notes.length; i += 1) {
    let end = i;
    while (end < notes.length && listItem(notes[end]!)) end += 1;
    if (end - i >= 2) {
      out.push(notes.slice(i, end).map((note) => `- ${capitalised(bare(note).replace(/[,;:]+$/, ''))}`).join('\n'));
      i = end - 1;
      continue;
    }
    const note = notes[i]!;
    const sentence = noteSentence(note);
    const contrast = contrastOpening.exec(sentence);
    if (contrast && i > 0) {
      const rest = sentence.slice(contrast[0].length);
      out.push(rest ? `However, ${rest}` : sentence);
    } else if (story || i === 0 || i % 3 === 2 || !typedAsSentence(note)) out.push(sentence);
    else out.push(withTransition(sentence, transitions[(i - 1) % transitions.length]!));
  }
  return out;
}

/** Abbreviations and initials whose full stop does not end a sentence ('e.g. London', 'approx. 95', 'Dr. Okafor', 'J. Smith'). */
const abbreviation = /(?:^|[\s(])(?:e\.g|i\.e|approx|ca|cf|vs|Dr|Mr|Mrs|Ms|Prof|St|No|Fig|Vol|pp?|\p{Lu})\.$/u;

/**
 * Sentences of a passage, as written (whitespace folded). A sentence ends at
 * '.', '!' or '?' (and any closing quote) before a space and a capital or a
 * digit, so a decimal ('24.6') or an abbreviation never cuts a quotation short.
 */
export function passageSentences(text: string): string[] {
  const folded = text.replace(/\s+/g, ' ').trim();
  const sentences: string[] = [];
  for (const piece of folded.split(/(?<=[.!?]["”’)]*)\s+(?=["“‘(]?[\p{Lu}\p{N}])/u)) {
    const last = sentences.at(-1);
    if (last !== undefined && abbreviation.test(last)) sentences[sentences.length - 1] = `${last} ${piece}`;
    else if (piece) sentences.push(piece);
  }
  return sentences;
}

/** A citation in Pandoc form: parenthetical `[@key, p. 3]` or narrative `@key [p. 3]`. */
function cite(passage: EvidencePassage, narrative: boolean): string {
  const page = passage.page === null ? '' : `p. ${passage.page}`;
  if (narrative) return page ? `@${passage.key} [${page}]` : `@${passage.key}`;
  return page ? `[@${passage.key}, ${page}]` : `[@${passage.key}]`;
}

/**
 * A short quotation from a passage, attributed and cited. Three forms in turn,
 * none of which needs the verb to agree with the authors' number.
 */
function evidenceSentence(passage: EvidencePassage, quote: string, turn: number): string {
  const words = quote.replace(/[.!?]+["”’)]*$/, '');
  if (passage.own) return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${cite(passage, false)}.`;
  if (turn % 3 === 0) return `In the words of ${cite(passage, true)}, "${words}".`;
  if (turn % 3 === 1) return `One source puts it this way: "${words}" ${cite(passage, false)}.`;
  return `As noted in ${cite(passage, true)}, "${words}".`;
}

/** The best sentence of a passage for a section: most of its words, 6 to 40 words long, not quoted before. */
function bestQuote(passage: EvidencePassage, terms: ReadonlySet<string>, used: Set<string>): string | null {
  let best: { sentence: string; score: number } | null = null;
  for (const sentence of passageSentences(passage.text)) {
    const count = wordsOf(sentence).length;
    if (count < 6 || count > 40 || used.has(sentence) || sentence.includes('"')) continue;
    const score = new Set(contentWords(sentence).filter((w) => terms.has(w))).size;
    if (score > 0 && (!best || score > best.score)) best = { sentence, score };
  }
  return best?.sentence ?? null;
}

/** A heading inside a sentence: title-case words lower-cased unless the inputs write them capitalised mid-sentence (names). */
function inSentence(heading: string, names: ReadonlySet<string>): string {
  return heading
    .split(/\s+/)
    .map((word) =>
      word
        .split('-')
        .map((part) => (/^\p{Lu}\p{Ll}+$/u.test(part) && !names.has(part) ? part.toLowerCase() : part))
        .join('-'),
    )
    .join(' ');
}

/** Words the inputs capitalise where a sentence does not start: names, places, programmes. */
function namesIn(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    for (const sentence of passageSentences(text)) {
      const words = sentence.split(/\s+/).slice(1);
      for (const word of words) {
        const clean = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
        if (/^\p{Lu}\p{Ll}+$/u.test(clean)) names.add(clean);
      }
    }
  }
  return names;
}

/**
 * 'a', 'a and b', 'a, b, and c'; 'a, and b and c' or 'a; b and c; and d' when a heading holds an
 * 'and' or a comma of its own, so the reader can tell where each one ends.
 */
function series(items: readonly string[]): string {
  const own = items.some((item) => /,| and /.test(item));
  if (items.length <= 2) return items.join(own ? ', and ' : ' and ');
  const separator = own ? ';' : ',';
  return `${items.slice(0, -1).join(`${separator} `)}${separator} and ${items.at(-1)}`;
}

/** What a section with nothing to write from shows: its guiding questions, as the writer's notes to fill. */
function openQuestions(section: OutlineSection): string {
  const questions = section.questions.length > 0 ? section.questions : [section.purpose || 'What belongs in this section?'];
  return questions.map((q) => `- [${q}]`).join('\n');
}

/** Sentences into paragraphs of at most four, as even as they divide (seven make four and three, not three, three and one). */
function evenParagraphs(sentences: readonly string[]): string[] {
  const count = Math.ceil(sentences.length / 4);
  const out: string[] = [];
  for (let i = 0, start = 0; i < count; i += 1) {
    const size = Math.ceil((sentences.length - start) / (count - i));
    out.push(sentences.slice(start, start + size).join(' '));
    start += size;
  }
  return out;
}

/** A section's blocks: its sentences in paragraphs, and each of the writer's lists ('- …' lines) a block of its own where it stands. */
function paragraphs(sentences: readonly string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  for (const sentence of sentences) {
    if (!sentence.startsWith('- ')) {
      run.push(sentence);
      continue;
    }
    out.push(...evenParagraphs(run), sentence);
    run = [];
  }
  return [...out, ...evenParagraphs(run)];
}

/** What a section says besides its notes and quotations: the thesis and the points in the introduction, the points and the thesis again in the conclusion. */
function framing(section: OutlineSection, kind: NotesDraftInput['kind'], thesis: string, points: readonly string[]): string[] {
  const sentences: string[] = [];
  if (section.role === 'introduction') {
    if (thesis) sentences.push(thesis);
    // A paper's headings name its parts ('Methods', 'Results'), which read as objects of 'its', not of 'examine'.
    if (points.length > 1) sentences.push(kind === 'paper' ? `The rest of this paper sets out its ${series(points)}, in that order.` : `The sections that follow examine ${series(points)}, in that order.`);
  } else if (section.role === 'conclusion' && points.length > 0) {
    sentences.push(kind === 'paper' ? `This paper has set out its ${series(points)}.` : `This essay has examined ${series(points)}.`);
    if (thesis) sentences.push(thesis);
  }
  return sentences;
}

/** The line that cites a section's chosen sources that gave no quotation, so the reference list still has them. */
const sourcesLine = (keys: readonly string[]) => (keys.length > 0 ? `Sources for this section: [${keys.map((key) => `@${key}`).join('; ')}].` : '');

/**
 * The draft, as Markdown: `# title`, then each section under its `## heading`.
 * Quotations are added to a section's notes while they fit both its share of
 * the length's word target and what the whole draft has left of that target
 * (the notes, framing and source lines are counted first), so evidence never
 * takes a draft past its length; nothing pads it.
 */
export function composeFromNotes(input: NotesDraftInput): string {
  const { outline, kind, evidence } = input;
  // The points are the body sections after the introduction: an abstract before it is not one of them.
  const opening = outline.sections.findIndex((s) => s.role === 'introduction');
  const body = outline.sections.filter((s, i) => s.role === 'body' && i > opening);
  // Headings and titles are in title case: only running text tells a name from an ordinary word.
  const names = namesIn([outline.thesis, ...outline.sections.flatMap((s) => s.notes)]);
  const thesis = outline.thesis.trim() ? closed(outline.thesis.trim()) : '';
  const points = body.map((s) => inSentence(s.heading.replace(/^(?:chapter|part|section)\s+[\p{N}\p{L}]+\s*[:.–—-]\s*/iu, ''), names));
  const title = `# ${outline.title.trim() || outline.sections[0]?.heading || 'Draft'}`;
  const { target } = wordBudgets[input.length];
  const share = Math.round(target / Math.max(1, outline.sections.length));
  // Words the draft has whatever the evidence: every source line is counted as if nothing were quoted (a quotation only shortens it).
  const fixed = countWords(
    [title, ...outline.sections.flatMap((s) => [`## ${s.heading}`, ...noteSentences(s), ...framing(s, kind, thesis, points), sourcesLine(s.sources)])].join('\n'),
  );
  let room = target - fixed;
  const used = new Set<string>();
  let turn = 0;

  const blocks: string[] = [title];
  for (const section of outline.sections) {
    blocks.push(`## ${section.heading}`);
    const sentences = noteSentences(section);
    const terms = new Set(contentWords([section.heading, ...section.notes, outline.thesis].join(' ')));
    const passages = evidence.get(section.id) ?? [];
    let allowance = Math.min(share - countWords(sentences.join(' ')), room);
    // Up to two quotations from one passage, best passages first; one too long for what is left gives way to the next passage's.
    for (const passage of passages) {
      for (let taken = 0; taken < 2; taken += 1) {
        const quote = bestQuote(passage, terms, used);
        if (!quote) break;
        const sentence = evidenceSentence(passage, quote, turn);
        const cost = countWords(sentence);
        if (cost > allowance) break;
        used.add(quote);
        turn += 1;
        sentences.push(sentence);
        allowance -= cost;
        room -= cost;
      }
    }
    sentences.push(...framing(section, kind, thesis, points));
    const quoted = new Set(passages.filter((p) => sentences.some((s) => s.includes(`@${p.key}`))).map((p) => p.key));
    const line = sourcesLine(section.sources.filter((key) => !quoted.has(key)));
    if (sentences.length === 0) blocks.push(openQuestions(section));
    else blocks.push(...paragraphs(sentences));
    if (line) blocks.push(line);
  }
  return `${blocks.join('\n\n')}\n`;
}
