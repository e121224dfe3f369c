// The words of a job ad and of a resume, compared the way a reader would:
// Unicode word segmentation (Intl.Segmenter, which also splits Chinese), the
// stopword package's lists per language, Snowball stemmers (@orama/stemmers)
// so "managed" finds "management", case folded. Decision 0021.
import { stemmer as stemDe } from '@orama/stemmers/german';
import { stemmer as stemEn } from '@orama/stemmers/english';
import { stemmer as stemEs } from '@orama/stemmers/spanish';
import { stemmer as stemFr } from '@orama/stemmers/french';
import { deu, eng, fra, ita, nld, pol, por, rus, spa, zho } from 'stopword';
import type { Language } from '../languages.ts';
import lexicon from './skills-lexicon.json' with { type: 'json' };

/** Requirements listed at most (an ad asking for more is listing everything it can think of). */
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
  de: 'berufserfahrung fähigkeit fähigkeiten bewerber bewerberin kandidat stelle position job unternehmen firma angebot erfahrung erfahrungen jahr jahre jahren stark starke gute guter sehr ausgezeichnet erforderlich wünschenswert kenntnis kenntnisse einschließlich team teams verstärkung suchen ideal idealerweise profil aufgaben wir sie ihr ihre unser unsere mehr'.split(' '),
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

export interface Token {
  /** As written. */
  text: string;
  /** Lower case, stemmed: what two words are compared by. */
  stem: string;
  /** A stop word, or punctuation between words: a phrase ends here. */
  stop: boolean;
}

const segmenters = new Map<Language, Intl.Segmenter>();
/** The lexicon's names written with a slash, kept whole. */
const slashNames = new Set(
  lexicon.entries.flatMap((entry) => [entry.name, ...Object.values(entry.aliases ?? {}).flat()]).filter((name) => name.includes('/')).map((name) => name.toLocaleLowerCase()),
);
/** A technical term keeps its inner marks: "C++", "C#", "Node.js", "CI/CD", "front-end". */
const technical = /^[\p{L}\p{N}]+(?:[.+#/&-][\p{L}\p{N}]+)*[+#]*$/u;

/** The words of a text in order, with a break (a stop token) at every punctuation mark. */
const stemCaches = new Map<Language, Map<string, string>>();

/** A language's stemmer, remembering each word's stem: an ad and a resume repeat their words, and Snowball is the slow part. */
function cachedStemmer(language: Language): (word: string) => string {
  let cache = stemCaches.get(language);
  if (!cache) {
    cache = new Map();
    stemCaches.set(language, cache);
  }
  const known = cache;
  return (word) => {
    let stem = known.get(word);
    if (stem === undefined) {
      stem = stemmers[language](word);
      // Bounded: a stream of unique words never grows it past this.
      if (known.size < 50_000) known.set(word, stem);
    }
    return stem;
  };
}

export function tokenize(text: string, language: Language): Token[] {
  const stops = stopSet(language);
  const stem = cachedStemmer(language);
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
      if (chunk.includes('\n')) tokens.push({ text: '\n', stem: '', stop: true });
      continue;
    }
    // "colegiado/a", "enfermeros/as": the slash writes both genders of one word.
    const bare = chunk.replace(/(?<=\p{Ll}{3})\/(?:a|as|e|es|in|innen)(?=$|[)"'”’\]:;,!?.])/u, '').replace(/^[("'“‘[]+|[)"'”’\]:;,!?.]+$/gu, '');
    // "Python/R" and "JS/TS" are two names each; "CI/CD", "UI/UX", "PL/SQL" (names in the lexicon) one each.
    // A grade ("C/4", "4/C") stays whole: its letter is not the language C.
    if (bare.includes('/') && technical.test(bare) && !slashNames.has(bare.toLocaleLowerCase()) && !bare.split('/').some((part) => /^\p{N}+$/u.test(part))) {
      for (const [i, part] of bare.split('/').entries()) {
        if (i > 0) tokens.push({ text: '/', stem: '', stop: true });
        tokens.push(...tokenize(part, language));
      }
      if (/[:;,!?.)]$/.test(chunk)) tokens.push({ text: chunk.at(-1)!, stem: '', stop: true });
      continue;
    }
    if (bare && technical.test(bare) && /[.+#/&-]/.test(bare) && /\p{L}/u.test(bare) && !han.test(bare)) {
      han.lastIndex = 0;
      const lower = bare.toLocaleLowerCase(language);
      // "reading-room" reads as one word of a phrase and matches "reading room": its stem is its parts'.
      const stemmed = /^[\p{L}\p{N}-]+$/u.test(lower) ? lower.split('-').filter(Boolean).map(stem).join(' ') : lower;
      tokens.push({ text: bare, stem: stemmed, stop: stops.has(lower) });
      const mark = /[:;,!?.)]+$/.exec(chunk)?.[0];
      if (mark) tokens.push({ text: mark, stem: '', stop: true });
      continue;
    }
    han.lastIndex = 0;
    for (const part of segmenter.segment(chunk)) {
      if (!part.isWordLike) {
        // A break keeps its mark: "A, B or C" is one requirement with alternatives, "A. B" two.
        if (/\S/.test(part.segment)) tokens.push({ text: part.segment.trim(), stem: '', stop: true });
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
export function stemsOf(text: string, language: Language): string[] {
  return tokenize(text, language).flatMap((t) => (t.stem ? t.stem.split(' ') : []));
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
export function holds(field: readonly string[], phrase: readonly string[]): boolean {
  if (contains(field, phrase) || (phrase.length > 1 && near(field, phrase))) return true;
  if (phrase.length < 3) return false;
  for (let i = 0; i + 2 <= phrase.length; i++) if (contains(field, phrase.slice(i, i + 2))) return true;
  return false;
}


const otherLanguages = [ita, por, nld, pol, rus].map((list) => new Set(list));
const coveredLists = [eng, fra, spa, deu].map((list) => new Set(list));

/**
 * Whether the ad is written in a language the lexicon and the stemmers read
 * (English, French, Spanish, German, Chinese): `partial` for a text mostly in
 * another script (Cyrillic, Arabic, Greek…) or whose words are more Italian,
 * Portuguese, Dutch, Polish or Russian than any of the four. Then only the
 * lexicon's names that every language writes alike (tools, certificates)
 * are matched.
 */
export function adCoverage(text: string): 'full' | 'partial' {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters === 0) return 'full';
  const readable = (text.match(/[\p{Script=Latin}\p{Script=Han}]/gu) ?? []).length;
  if (readable / letters < 0.5) return 'partial';
  const words = text.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];
  const hits = (lists: Set<string>[]) => Math.max(0, ...lists.map((list) => words.filter((w) => list.has(w)).length));
  return hits(otherLanguages) > hits(coveredLists) * 1.2 ? 'partial' : 'full';
}
