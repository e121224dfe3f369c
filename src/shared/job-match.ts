// The job-ad match (issue 20): the ad's key terms, and for each whether the
// resume holds it and where. No model, no network: Unicode word segmentation
// (Intl.Segmenter, which also splits Chinese), the stopword package's lists
// per language, Snowball stemmers (@orama/stemmers) so "managed" finds
// "management", and RAKE's idea of a key phrase (a run of words between stop
// words and punctuation, scored by how its words co-occur). Decision 0021.
import { stemmer as stemDe } from '@orama/stemmers/german';
import { stemmer as stemEn } from '@orama/stemmers/english';
import { stemmer as stemEs } from '@orama/stemmers/spanish';
import { stemmer as stemFr } from '@orama/stemmers/french';
import { deu, eng, fra, spa, zho } from 'stopword';
import type { Language } from './languages.ts';
import { visibleResumeParts, type ResumeData } from './resume.ts';

/** Where in the resume a term was found: a section, and for lists the entry's index and name. */
export interface TermPlace {
  section: 'summary' | 'skills' | 'experience' | 'education';
  /** The entry's index in its section (experience, education; for skills the skill's). */
  index?: number;
  /** What the entry is called on the resume ("Developer, Acme", "TypeScript"). */
  label?: string;
}

export interface MatchedTerm {
  /** The term as the ad writes it (its first occurrence). */
  term: string;
  /** Times the ad uses it (any inflection). */
  count: number;
  /** Empty: the resume does not have it yet. */
  places: TermPlace[];
}

export interface JobMatch {
  /** The language the ad was read in (its stop words and stemmer). */
  language: Language;
  /** Key terms the resume holds, the ad's most weighty first. */
  found: MatchedTerm[];
  /** Key terms it does not hold yet. */
  missing: MatchedTerm[];
}

/** Terms listed at most (the rest of an ad is rarely a requirement). */
export const maxJobTerms = 30;

// British and American spellings stem alike: "digitise" and "digitizing" both become "digit".
const stemmers: Record<Language, (word: string) => string> = {
  en: (w) => stemEn(w.replace(/(?<=\p{L}{3})is(e|es|ed|ing|ation|ations|er|ers)$/u, 'iz$1')),
  fr: stemFr,
  es: stemEs,
  de: stemDe,
  zh: (w) => w,
};

/**
 * Words every job ad uses that say nothing about the job (English and the
 * other four languages): without them "experience" and "team" would lead
 * every list. Stemmed before use.
 */
const adWords: Record<Language, string[]> = {
  en: 'ability able apply applicant applicants candidate candidates company role position job jobs opportunity opportunities experience experienced year years strong excellent good great plus preferred required requirement requirements responsibilities responsibility skill skills knowledge including include work working team teams join looking seeking ideal must will well new within across etc e.g i.e day days week weeks month months time full part help helping make making environment based offer benefits salary equal employer please apply us our we you your they their nice have has use using ensure provide build building write writing get take like love want need needs every also other various related relevant similar equivalent minimum least plus bonus maintain maintaining deliver delivering drive driving own owning create creating collaborate collaborating contribute contributing hire hiring hired seek seeks wanted desirable expected expect'.split(' '),
  fr: 'capacité candidat candidate candidats poste emploi entreprise société offre expérience expériences an ans année années fort forte excellent excellente bon bonne requis souhaité souhaitée compétence compétences connaissance connaissances inclure équipe équipes rejoindre recherchons cherchons idéal idéale profil mission missions nous vous votre notre plus maîtrisez maîtriser maîtrise possédez avez êtes serez atout'.split(' '),
  es: 'capacidad candidato candidata candidatos puesto empleo empresa oferta experiencia año años fuerte excelente buen buena requisito requisitos deseable habilidad habilidades conocimiento conocimientos incluir equipo equipos unirse buscamos requiere requerido requerida ideal perfil nosotros usted tu su nuestro nuestra más'.split(' '),
  de: 'fähigkeit fähigkeiten bewerber bewerberin kandidat stelle position job unternehmen firma angebot erfahrung erfahrungen jahr jahre jahren stark starke gute guter sehr ausgezeichnet erforderlich wünschenswert kenntnis kenntnisse einschließlich team teams verstärkung suchen ideal idealerweise profil aufgaben wir sie ihr ihre unser unsere mehr'.split(' '),
  zh: '能力 候选人 职位 岗位 工作 公司 经验 年 以上 优秀 良好 要求 优先 技能 知识 团队 加入 寻找 我们 你 您 负责 相关 熟悉 掌握 具备 正在 招聘 精通 了解 使用 和 与 及'.split(' '),
};

const stopLists: Record<Language, readonly string[]> = { en: eng, fr: fra, es: spa, de: deu, zh: zho };
const stopSets = new Map<Language, Set<string>>();

/** A language's words that end a key phrase: its stop words and the ad's stock words, lower case, stemmed too. */
function stopSet(language: Language): Set<string> {
  let set = stopSets.get(language);
  if (!set) {
    const words = [...stopLists[language], ...adWords[language]].map((w) => w.toLocaleLowerCase(language));
    set = new Set([...words, ...words.map(stemmers[language])]);
    stopSets.set(language, set);
  }
  return set;
}

const han = /\p{Script=Han}/gu;

/**
 * The language an ad is written in: Chinese when most of its letters are
 * Han, else whichever of the four stop-word lists it uses most (English on a tie).
 */
export function adLanguage(text: string): Language {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters > 0 && (text.match(han) ?? []).length / letters > 0.3) return 'zh';
  const words = text.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];
  let best: Language = 'en';
  let bestHits = 0;
  for (const language of ['en', 'fr', 'es', 'de'] as const) {
    const list = new Set(stopLists[language]);
    const hits = words.filter((w) => list.has(w)).length;
    if (hits > bestHits) {
      best = language;
      bestHits = hits;
    }
  }
  return best;
}

interface Token {
  /** As written. */
  text: string;
  /** Lower case, stemmed: what two words are compared by. */
  stem: string;
  /** A stop word, or punctuation between words: a phrase ends here. */
  stop: boolean;
}

const segmenters = new Map<Language, Intl.Segmenter>();
/** A technical term keeps its inner marks: "C++", "C#", "Node.js", "CI/CD", "front-end". */
const technical = /^[\p{L}\p{N}]+(?:[.+#/-][\p{L}\p{N}]+)*[+#]*$/u;

/** The words of a text in order, with a break (a stop token) at every punctuation mark. */
export function tokenize(text: string, language: Language): Token[] {
  const stops = stopSet(language);
  const stem = stemmers[language];
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  const tokens: Token[] = [];
  // Latin-script technical terms are kept whole; the rest (and Chinese) go through the segmenter.
  for (const chunk of text.split(/(\s+)/)) {
    // A line ends a phrase: ads list requirements one a line, often with no mark between them.
    if (!chunk.trim()) {
      if (chunk.includes('\n')) tokens.push({ text: '', stem: '', stop: true });
      continue;
    }
    const bare = chunk.replace(/^[("'“‘[]+|[)"'”’\]:;,!?.]+$/gu, '');
    if (bare && technical.test(bare) && /[.+#/-]/.test(bare) && /\p{L}/u.test(bare) && !han.test(bare)) {
      han.lastIndex = 0;
      const lower = bare.toLocaleLowerCase(language);
      // "reading-room" reads as one word of a phrase and matches "reading room": its stem is its parts'.
      const stemmed = /^[\p{L}\p{N}-]+$/u.test(lower) ? lower.split('-').filter(Boolean).map(stem).join(' ') : lower;
      tokens.push({ text: bare, stem: stemmed, stop: stops.has(lower) });
      if (/[:;,!?.)]$/.test(chunk)) tokens.push({ text: '', stem: '', stop: true });
      continue;
    }
    han.lastIndex = 0;
    for (const part of segmenter.segment(chunk)) {
      if (!part.isWordLike) {
        if (/\S/.test(part.segment)) tokens.push({ text: '', stem: '', stop: true });
        continue;
      }
      const lower = part.segment.toLocaleLowerCase(language);
      const stemmed = /^\p{N}+$/u.test(lower) ? lower : stem(lower);
      tokens.push({ text: part.segment, stem: stemmed, stop: stops.has(lower) || stops.has(stemmed) || /^\p{N}+$/u.test(lower) || (language !== 'zh' && lower.length < 2) });
    }
  }
  return tokens;
}

/** A text's words as stems, in order (a hyphenated word counts as its parts). */
function stemsOf(text: string, language: Language): string[] {
  return tokenize(text, language).flatMap((t) => (t.stem ? t.stem.split(' ') : []));
}

interface Candidate {
  stems: string[];
  text: string;
  count: number;
  score: number;
}

/**
 * The ad's key phrases, RAKE-style: runs of one to three content words
 * between stop words and punctuation (longer runs count as their words),
 * each scored by the sum of its words' degree ÷ frequency.
 */
function keyPhrases(ad: string, language: Language): Candidate[] {
  const tokens = tokenize(ad, language);
  const runs: Token[][] = [];
  let run: Token[] = [];
  for (const token of [...tokens, { text: '', stem: '', stop: true }]) {
    if (!token.stop) run.push(token);
    else if (run.length) {
      if (run.length <= (language === 'zh' ? 4 : 3)) runs.push(run);
      else for (const word of run) runs.push([word]);
      run = [];
    }
  }
  const frequency = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const r of runs) {
    for (const t of r) {
      frequency.set(t.stem, (frequency.get(t.stem) ?? 0) + 1);
      degree.set(t.stem, (degree.get(t.stem) ?? 0) + r.length);
    }
  }
  const joiner = language === 'zh' ? '' : ' ';
  const phrases = new Map<string, Candidate>();
  for (const r of runs) {
    const key = r.map((t) => t.stem).join(' ');
    const known = phrases.get(key);
    if (known) known.count += 1;
    else {
      const score = r.reduce((sum, t) => sum + (degree.get(t.stem) ?? 0) / (frequency.get(t.stem) ?? 1), 0);
      phrases.set(key, { stems: r.flatMap((t) => t.stem.split(' ')), text: r.map((t) => t.text).join(joiner), count: 1, score });
    }
  }
  // A phrase said twice weighs more than one said once.
  return [...phrases.values()].map((p) => ({ ...p, score: p.score * (1 + Math.log2(p.count)) })).sort((a, b) => b.score - a.score || b.count - a.count);
}

interface Field {
  place: TermPlace;
  stems: string[];
}

/** Every field of the resume the preview shows, as stems, with where it is. */
function resumeFields(resume: ResumeData, language: Language): Field[] {
  const { experience, education, skills } = visibleResumeParts(resume);
  const stems = (...texts: (string | undefined)[]) => stemsOf(texts.filter(Boolean).join(' . '), language);
  const fields: Field[] = [];
  if (resume.summary?.trim()) fields.push({ place: { section: 'summary' }, stems: stems(resume.summary) });
  for (const [index, s] of skills.entries()) fields.push({ place: { section: 'skills', index, label: s.name?.trim() }, stems: stems(s.name) });
  for (const [index, e] of experience.entries())
    fields.push({ place: { section: 'experience', index, label: [e.position?.trim(), e.company?.trim()].filter(Boolean).join(', ') }, stems: stems(e.position, e.company, e.description) });
  for (const [index, e] of education.entries())
    fields.push({ place: { section: 'education', index, label: [e.degree?.trim(), e.fieldOfStudy?.trim(), e.institution?.trim()].filter(Boolean).join(', ') }, stems: stems(e.degree, e.fieldOfStudy, e.institution, e.description) });
  return fields;
}

function contains(field: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= field.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (field[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

/** All the phrase's words within a few words of each other ("archival description" in "archival processing and description"). */
function near(field: readonly string[], phrase: readonly string[]): boolean {
  const span = phrase.length + 3;
  for (let i = 0; i < field.length; i++) {
    if (!phrase.includes(field[i]!)) continue;
    const window = new Set(field.slice(i, i + span));
    if (phrase.every((stem) => window.has(stem))) return true;
  }
  return false;
}

/**
 * A phrase is in a field when its words stand there together: side by side,
 * or all within a few words of each other. A phrase of three or more words
 * also when two of them do ("write unit tests" in "Wrote unit tests": the
 * past tense stems apart).
 */
function holds(field: readonly string[], phrase: readonly string[]): boolean {
  if (contains(field, phrase) || (phrase.length > 1 && near(field, phrase))) return true;
  if (phrase.length < 3) return false;
  for (let i = 0; i + 2 <= phrase.length; i++) if (contains(field, phrase.slice(i, i + 2))) return true;
  return false;
}

/**
 * The ad's key terms (at most `maxJobTerms`; `ignore`: terms never listed,
 * such as the company's name), each with the places of the resume that hold it. An ad with no key terms gives two empty lists.
 */
export function matchJobAd(ad: string, resume: ResumeData, options: { language?: Language; ignore?: readonly string[] } = {}): JobMatch {
  const language = options.language ?? adLanguage(ad);
  const fields = resumeFields(resume, language);
  // The employer's own name is in every ad and never a requirement, nor is a
  // phrase that holds it ("Globex Corporation" for "Globex"). A name is
  // compared by its runs of content words, as the ad's phrases are made.
  const ignored: string[][] = [];
  for (const text of options.ignore ?? []) {
    let run: string[] = [];
    for (const token of [...tokenize(text, language), { stem: '', stop: true }]) {
      if (!token.stop) run.push(token.stem);
      else if (run.length) {
        ignored.push(run);
        run = [];
      }
    }
  }
  const found: MatchedTerm[] = [];
  const missing: MatchedTerm[] = [];
  for (const phrase of keyPhrases(ad, language).filter((p) => !ignored.some((name) => contains(p.stems, name))).slice(0, maxJobTerms)) {
    const places = fields.filter((f) => holds(f.stems, phrase.stems)).map((f) => f.place);
    (places.length ? found : missing).push({ term: phrase.text, count: phrase.count, places });
  }
  return { language, found, missing };
}

/** Whether a text holds a term (the same comparison as the match: stems, side by side). */
export function mentions(text: string, term: string, language: Language): boolean {
  const phrase = stemsOf(term, language);
  return phrase.length > 0 && holds(stemsOf(text, language), phrase);
}
