// A resume line as the writer would say it in a letter: "Run weekly SQL lab
// tutorials" → "I run weekly SQL lab tutorials" for a current role, "I ran
// weekly SQL lab tutorials" for a past one. Only the leading verb changes (and
// a second one joined to it: "Designed and built"); every other word is the
// user's. The verbs are data (resume-verbs.ts); their forms follow English
// spelling rules, so a verb added to the list needs no other change.
import { doublingVerbs, irregularVerbs, regularVerbs } from './resume-verbs.ts';

/**
 * Present for the writer's current role, past for the roles they have left.
 * 'current': present, except a line the user wrote in the past tense, which
 * tells a finished piece of work ("Designed a unit" stays "I designed a
 * unit": "I design a unit" would make a one-off habitual).
 */
export type Tense = 'present' | 'past' | 'current';

type Form = 'base' | 'past' | 'third' | 'gerund';

// One syllable ending in a single vowel and a consonant (not w, x or y) doubles it: plan → planned, stop → stopped.
const doubles = (base: string) => doublingVerbs.has(base) || /^[^aeiou]*[aeiou][b-df-hj-np-tvz]$/.test(base);

/** The past tense: irregular from the table; else -e → -ed, consonant + y → -ied, doubling, or -ed. */
export function pastOf(base: string): string {
  const irregular = irregularVerbs[base];
  if (irregular) return irregular;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (doubles(base)) return `${base}${base.slice(-1)}ed`;
  return `${base}ed`;
}

/** The third person singular ("she runs", "he manages", "it copies"). */
export function thirdOf(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (/(s|sh|ch|x|z|[^aeiou]o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/** The -ing form ("managing", "running", "seeing"). */
export function gerundOf(base: string): string {
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (/[^e]e$/.test(base) && base !== 'be') return `${base.slice(0, -1)}ing`;
  if (doubles(base)) return `${base}${base.slice(-1)}ing`;
  return `${base}ing`;
}

/** Every form of every known verb → its base and which form it is (a past tense wins over a base spelled alike: "found" is find's). */
const forms: ReadonlyMap<string, { base: string; form: Form }> = (() => {
  const map = new Map<string, { base: string; form: Form }>();
  const add = (word: string, base: string, form: Form, override = false) => {
    if (override || !map.has(word)) map.set(word, { base, form });
  };
  const bases = [...regularVerbs, ...Object.keys(irregularVerbs)];
  for (const base of bases) {
    add(thirdOf(base), base, 'third');
    add(gerundOf(base), base, 'gerund');
    // British spellings the user may write: travelled, modelling, labelled.
    if (/[aeiou]l$/.test(base) && !doubles(base)) {
      add(`${base}led`, base, 'past');
      add(`${base}ling`, base, 'gerund');
    }
  }
  for (const base of bases) add(pastOf(base), base, 'past', Boolean(irregularVerbs[base]));
  for (const [word, base] of [['learnt', 'learn'], ['burnt', 'burn'], ['leant', 'lean'], ['spelt', 'spell'], ['dreamt', 'dream'], ['fitted', 'fit']] as const) add(word, base, 'past');
  for (const base of bases) add(base, base, 'base', base === 'read' || base === 'lead');
  return map;
})();

/** A word as a verb form: "Co-led" → co-lead, past; "Manages" → manage, third. Not a known verb: undefined. */
export function verbOf(word: string): { prefix: string; base: string; form: Form; word: string } | undefined {
  const bare = word.replace(/[,:;]$/, '');
  // A word cased on purpose ("iOS", "SQL") is a name, not a verb.
  if (/\p{Lu}/u.test(bare.slice(1))) return undefined;
  const lower = bare.toLowerCase();
  const cut = lower.lastIndexOf('-') + 1;
  const found = forms.get(lower.slice(cut));
  return found && { prefix: lower.slice(0, cut), ...found, word: lower };
}

/** The verb for "I" in a tense: the user's own word when it is already that form ("modelled" stays British). */
function inTense(verb: NonNullable<ReturnType<typeof verbOf>>, tense: Tense): string {
  if (tense === 'past' || (tense === 'current' && verb.form === 'past')) return verb.form === 'past' ? verb.word : `${verb.prefix}${verb.base === 'be' ? 'was' : pastOf(verb.base)}`;
  return `${verb.prefix}${verb.base === 'be' ? 'am' : verb.base}`;
}

const trailing = (word: string) => word.match(/[,:;]$/)?.[0] ?? '';

/** Ordinary words a requirement's name may start with that no suffix gives away. */
const ordinaryWords = new Set('teamwork statistics mathematics wound patient customer stakeholder project data time people budget risk quality safety team problem critical written verbal attention'.split(' '));

/**
 * A name as it reads mid-sentence: "Communication skills" → "communication
 * skills", "Leadership" → "leadership"; a product or a name ("Python",
 * "Power BI", "NMC registration") is kept as written.
 */
export function inSentence(name: string): string {
  const words = name.split(' ');
  const first = words[0] ?? '';
  if (!/^\p{Lu}\p{Ll}+$/u.test(first) || words.slice(1).some((w) => /\p{Lu}/u.test(w))) return name;
  const lower = first.toLowerCase();
  return ordinaryWords.has(lower) || commonWordEnding.test(lower) || words.length > 1 ? lower + name.slice(first.length) : name;
}

/** Nouns and adjectives a noun phrase starts with, lowered in mid-sentence: "Migration", "Weekly". */
const commonWordEnding = /(tion|sion|ment|ance|ence|ity|ship|ness|ing|ly|al|ive|ous|ful|ure|ery|ism|ist|ary)$/;

/** The first sentence of a line, without its closing stop. */
function firstSentence(line: string): string {
  const text = line.replace(/\s+/g, ' ').trim();
  return (text.split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0] ?? '').replace(/[.;:!]+$/, '');
}

/**
 * A resume line as a sentence of the writer's ("I …", without its full stop):
 * base forms ("Run"), past forms ("Built"), third person ("Manages") and
 * gerunds ("Managing") lead with the verb in the tense; "Responsible for X"
 * → "I am/was responsible for X"; a noun phrase → "I work/worked on the …";
 * a line that already starts with "I" is kept.
 */
export function firstPerson(line: string, tense: Tense): string {
  const text = firstSentence(line);
  const words = text.split(' ');
  const first = words[0] ?? '';
  const lower = first.toLowerCase();
  if (/^(i|i['’](m|ve|d))$/i.test(first)) return text;
  if (lower === 'responsible') return `I ${tense !== 'past' ? 'am' : 'was'} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  if (/^(was|am|is|were|are)$/.test(lower)) return `I ${tense === 'present' || (tense === 'current' && lower !== 'was') ? 'am' : 'was'} ${words.slice(1).join(' ')}`;
  // An adverb before the verb: "Successfully led the migration".
  const adverb = /^\p{L}+ly$/u.test(lower) && words[1] && verbOf(words[1]) ? 1 : 0;
  const verb = verbOf(words[adverb] ?? '');
  if (verb) {
    const out = [...words];
    if (adverb) out[0] = lower;
    out[adverb] = `${inTense(verb, tense)}${trailing(words[adverb] ?? '')}`;
    // Verbs joined to it, in the same form ("Designed and built", "Planned, wrote and edited").
    for (let i = adverb + 1; i < words.length; i++) {
      const word = words[i] ?? '';
      const next = /^(and|or)$/i.test(word) ? i + 1 : trailing(words[i - 1] ?? '') === ',' ? i : -1;
      const joined = next > 0 ? verbOf(words[next] ?? '') : undefined;
      if (!joined || joined.form !== verb.form) break;
      out[next] = `${inTense(joined, tense)}${trailing(words[next] ?? '')}`;
      i = next;
    }
    return `I ${out.join(' ')}`;
  }
  // A noun phrase: the work itself. Its first word is lowered unless it is a name ("Python scripts").
  const lowered = commonWordEnding.test(lower) && /^\p{Lu}\p{Ll}+$/u.test(first) ? [lower, ...words.slice(1)] : words;
  const article = words[1]?.toLowerCase() === 'of' && !/^(the|a|an|my|our)$/.test(lower) ? 'the ' : '';
  return `I ${tense !== 'past' ? 'work' : 'worked'} on ${article}${lowered.join(' ')}`;
}

/** Whether a text starts with a verb in its base form ("learn how…", "Build…"): it then follows "I hope to". */
export function startsWithBaseVerb(text: string): boolean {
  const verb = verbOf(text.trim().split(' ', 1)[0] ?? '');
  return verb?.form === 'base';
}

/** A phrase's first word lowered when it is an ordinary word, not a name ("Data visualisation" stays; "Migration of" → "migration of"). */
export function lowerCommon(text: string): string {
  const first = text.split(' ', 1)[0] ?? '';
  return /^\p{Lu}\p{Ll}+$/u.test(first) && (commonWordEnding.test(first.toLowerCase()) || verbOf(first)) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
