// The ad's requirements: the lexicon's skills, tools, qualifications and
// languages it names, "A or B" alternatives as one requirement, a degree with
// its subjects, and (English) the experience it asks for in its own words —
// each with how much the ad stresses it. Places, employers, dates, money,
// head-counts and the ad's boilerplate are never requirements: the lexicon
// does not hold them, the model's entities are cut out of the free phrases,
// and the company, benefits and how-to-apply sections are skipped.
import type { Language } from '../languages.ts';
import { andWords, applyingWords, askingWords, boilerplateHeadings, dutyHeadings, degreeLinks, desirableCues, essentialCues, exampleWords, experienceLeads, preferenceWords, orWords, qualifierWords, requirementHeadings, employerAside, similarWords, subjectLinks, toolLinks } from './cues.ts';
import { englishChunks } from './english-chunks.ts';
import { amountRequirement, experiencePhrases, joinFree, overlaps, within } from './experience-phrases.ts';
import { experienceAmount } from './experience-years.ts';
import { levelIn, postgraduateDegree } from './levels.ts';
import { ancestry, entryIndex, entryNamed, fieldIndex, wordsOf, type LexiconEntry, type LexiconField, type Word } from './lexicon.ts';
import type { RequirementKind, RequirementStress } from './types.ts';
import { stemsOf } from './words.ts';

/** One way to meet a requirement. */
export type Member =
  | { name: string; entry: LexiconEntry; level?: string }
  /** A degree; any of its subjects (none: any degree). `related`: "or a related field", any degree meets it. */
  | { name: string; degree: true; fields: LexiconField[]; related: boolean; postgraduate?: boolean }
  /** The ad's own words ("social housing"), met where the resume says them; `loose`: where one line holds half of them or more ("architectural practice" in "Architectural Technician"). */
  | { name: string; phrase: string[]; loose?: boolean };

export interface Requirement {
  key: string;
  term: string;
  kind: RequirementKind;
  /** Shown as the alternatives ("Power BI", "Tableau"). */
  shown: string[];
  /** Every way to meet it: the shown ones and the family they were examples of. */
  members: Member[];
  count: number;
  stress: RequirementStress;
  /** Order of its first mention among the ad's requirements. */
  position: number;
}

const cuePatterns = new Map<readonly string[], RegExp>();
/** Whether a text holds one of the cues as whole words (one pattern per list, compiled once). */
function has(text: string, cues: readonly string[], language: Language): boolean {
  if (language === 'zh') return cues.some((cue) => text.includes(cue));
  let pattern = cuePatterns.get(cues);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}])(?:${cues.map((cue) => cue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`, 'u');
    cuePatterns.set(cues, pattern);
  }
  return pattern.test(text);
}

/** A heading: a short line that is not a bullet, ending in a colon or with no full stop ("Essential:", "About us", "Nice to have"). */
function heading(line: string, language: Language): string | undefined {
  const text = line.trim();
  if (!text || /^[-•*·▪–]/u.test(text)) return undefined;
  const colon = text.search(/[:：]/u);
  if (colon < 0 && /[.!?。！？]$/u.test(text)) return undefined;
  const head = (colon >= 0 ? text.slice(0, colon) : text).replace(/^#+\s*/, '').trim().toLocaleLowerCase(language);
  const short = language === 'zh' ? [...head].length <= 8 : head.split(/\s+/).length <= 5;
  return head && short ? head : undefined;
}

/** The ad as units to read: its sentences, each line at least one (requirements are listed one a line, often with no full stop). */
function unitsOf(ad: string): string[] {
  return ad
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?。！？；;])\s+(?=[\p{Lu}\p{N}•*-])|(?<=[。！？；])/u))
    .map((text) => text.trim())
    .filter(Boolean);
}

function phraseText(words: readonly Word[], language: Language): string {
  const joiner = language === 'zh' ? '' : ' ';
  return words
    .map((w) => w.text)
    .join(joiner)
    .replace(/\s+([,.;:)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .trim();
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Whether the words from `from` to `to` are only list marks and the given joining words. */
function joinedBy(words: readonly Word[], from: number, to: number, joiners: readonly string[], language: Language): { ok: boolean; or: boolean } {
  let or = false;
  for (let i = from; i < to; i++) {
    const w = words[i]!;
    const lower = w.text.toLocaleLowerCase(language);
    // Brackets are transparent: "Node.js (TypeScript) or Go" is one requirement.
    // A slash offers alternatives: "JS/TS" is "JavaScript or TypeScript".
    if (w.text === '/') or = true;
    if (!w.stem && [',', '/', '、', '，', '(', ')', '（', '）'].includes(w.text)) continue;
    if (orWords[language].includes(lower) || lower === 'or') {
      or = true;
      continue;
    }
    if (joiners.includes(lower) || qualifierWords[language].includes(lower)) continue;
    return { ok: false, or };
  }
  return { ok: true, or };
}

function followsExampleWord(words: readonly Word[], from: number, to: number, language: Language, cues: readonly string[] = exampleWords[language]): boolean {
  const between = words
    .slice(from, to)
    .map((w) => w.text.toLocaleLowerCase(language))
    .filter((t) => t && t !== ',' && t !== '(')
    .join(' ')
    .replace(/\s*\.\s*/g, '.')
    .replace(/\.$/, '');
  return between !== '' && cues.some((cue) => cue.replace(/\.$/, '') === between || cue.replace(/\s*\.\s*/g, '.').replace(/\.$/, '') === between);
}

/** Where the subjects start after a few words of the ad's own and "such as", "e.g." ("a numerate subject such as …"), or none. */
function exampleAfter(words: readonly Word[], from: number, language: Language): number | undefined {
  for (let m = from; m < Math.min(words.length, from + 4); m++) {
    for (let e = m + 1; e <= Math.min(words.length, m + 4); e++) if (followsExampleWord(words, m, e, language)) return words[e]?.text === '.' ? e + 1 : e;
    if (!words[m]!.stem) return undefined;
  }
  return undefined;
}

interface Hit {
  entry: LexiconEntry;
  start: number;
  end: number;
  /** Names in brackets right after it ("Python (pandas)"): more ways to meet it, not shown. */
  within?: LexiconEntry[];
  /** Where its own name ends, before the brackets. */
  nameEnd?: number;
}

/** "Python (pandas)" is Python, which pandas also meets; "Node.js (TypeScript) or Go" is then "Node.js or Go". */
function foldBrackets(hits: Hit[], words: readonly Word[], language: Language): Hit[] {
  const out: Hit[] = [];
  for (let i = 0; i < hits.length; i++) {
    const hit = { ...hits[i]! };
    out.push(hit);
    // "NVQ Level 3 in Plumbing and Heating", "BTS génie climatique": a qualification and its subject are one requirement, met by the qualification.
    const subject = hits[i + 1];
    if (hit.entry.kind === 'qualification' && hit.entry.name !== 'Degree' && subject && subject.entry.kind !== 'qualification' && subject.entry.kind !== 'language') {
      const between = words.slice(hit.end, subject.start).map((w) => w.text.toLocaleLowerCase(language));
      if (between.length === 0 || (between.length === 1 && subjectLinks[language].includes(between[0]!))) {
        hit.within = [];
        hit.end = subject.end;
        i++;
        continue;
      }
    }
    // "Strong Excel skills (pivot tables, VLOOKUP)": stock words may stand between the name and its brackets.
    let open = hit.end;
    while (open < hit.end + 2 && words[open]?.stem && words[open]!.stop) open++;
    if (hit.entry.name === 'Degree' || !['(', '（'].includes(words[open]?.text ?? '') || hits[i + 1]?.start !== open + 1) continue;
    let j = i + 1;
    while (j + 1 < hits.length && joinedBy(words, hits[j]!.end, hits[j + 1]!.start, andWords[language], language).ok && !words.slice(hits[j]!.end, hits[j + 1]!.start).some((w) => [')', '）'].includes(w.text))) j++;
    if (![')', '）'].includes(words[hits[j]!.end]?.text ?? '')) continue;
    hit.within = hits.slice(i + 1, j + 1).map((h) => h.entry);
    hit.nameEnd = hit.end;
    hit.end = hits[j]!.end + 1;
    i = j;
  }
  return out;
}

/** A unit's requirements: lexicon hits, grouped into alternatives, a degree with its subjects, a language with its level. */
function unitRequirements(unit: string, language: Language, languages: readonly Language[]): Omit<Requirement, 'count' | 'stress' | 'position'>[] {
  const words = wordsOf(unit, language);
  const index = entryIndex(language, languages);
  const hits = foldBrackets(
    index
      .scan(words)
      // "A Level 3 qualification" is a qualification at level 3, not an A level.
      .filter((h) => !(/^level$/i.test(words[h.end - 1]!.text) && /^\p{N}+$/u.test(words[h.end]?.text ?? '')))
      .map((h) => ({ entry: h.pattern.item, start: h.start, end: h.end })),
    words,
    language,
  );
  const out: Omit<Requirement, 'count' | 'stress' | 'position'>[] = [];
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    if (hit.entry.name === 'Degree') {
      // The subjects that follow: "a degree in computer science, maths or statistics".
      const fields = fieldIndex(language, languages);
      const found: LexiconField[] = [];
      let related = false;
      let j = hit.end;
      let last = hit.end;
      while (j < words.length) {
        const w = words[j]!;
        const lower = w.text.toLocaleLowerCase(language);
        const field = w.stem ? fields.at(words, j) : undefined;
        if (field) {
          if (field.item.name === 'a related field') related = true;
          else found.push(field.item);
          j += field.words.length;
          last = j;
          continue;
        }
        // "An MSc or PhD in …", "en Enfermería (Grado o Diplomatura)": one degree.
        const next = hits.find((h) => h.start === j);
        if (next?.entry.name === 'Degree') {
          j = next.end;
          continue;
        }
        if (w.text === ',' || w.text === '/' || w.text === '、' || w.text === '(' || w.text === ')' || orWords[language].includes(lower) || andWords[language].includes(lower) || degreeLinks[language].includes(lower) || lower === "'" || lower === 's') {
          j++;
          continue;
        }
        // "a numerate subject such as computer science, maths or statistics": the examples name the subjects.
        const example = exampleAfter(words, j, language);
        if (example !== undefined) {
          j = example;
          continue;
        }
        break;
      }
      // Without a subject from the lexicon, the ad's own words after "in" name it ("BSc in a biological science").
      let free: string[] = [];
      if (!found.length && !related && hit.end < words.length && degreeLinks[language].includes(words[hit.end]!.text.toLocaleLowerCase(language))) {
        let k = hit.end;
        while (k < words.length && k < hit.end + 6 && words[k]!.stem && exampleAfter(words, k, language) !== k + 1 && exampleAfter(words, k, language) !== k + 2) k++;
        if (k > hit.end + 1) {
          free = words.slice(hit.end, k).filter((w) => !w.stop).map((w) => w.stem);
          last = k;
        }
      }
      // A subject before the degree: "an adult nursing degree", "a numerate degree".
      let first = hit.start;
      while (first > 0 && first > hit.start - 3 && words[first - 1]!.stem && !words[first - 1]!.stop) first--;
      const before = first < hit.start ? fields.scan(words.slice(first, hit.start)).map((h) => h.pattern.item) : [];
      found.unshift(...before.filter((f) => f.name !== 'a related field'));
      // Hits inside the subjects ("Statistics" the skill) belong to the degree.
      while (i + 1 < hits.length && hits[i + 1]!.start < last) i++;
      const span = words.slice(first < hit.start ? first : hit.start, last);
      const term = found.length || free.length || first < hit.start ? capitalised(phraseText(span, language)) : capitalised(phraseText(words.slice(hit.start, hit.end), language));
      const postgraduate = postgraduateDegree.test(phraseText(words.slice(hit.start, hit.end), language));
      const member: Member = free.length && !found.length ? { name: term, phrase: free } : { name: term, degree: true, fields: found, related, ...(postgraduate ? { postgraduate } : {}) };
      out.push({ key: `degree:${term.toLocaleLowerCase(language)}`, term, kind: 'qualification', shown: [term], members: [member] });
      continue;
    }
    // Names joined by commas and "or" are one requirement with alternatives
    // ("Power BI or Tableau"); after "such as", by "and" too (examples of one thing).
    let head: Hit | undefined;
    let examples = false;
    // "Solid SQL, ideally with Postgres", "Microsoft Office, especially Word": the first is asked for, the others would meet it too.
    let preferred = false;
    // "Video editing in Premiere Pro or CapCut": a skill done in named tools is asked for as those tools.
    const done = hits[i + 1];
    // "Quantitative analysis of survey data in R or Stata": a few words of the ad's own may stand before the link.
    const linked = (from: number) => from < (done?.start ?? 0) && followsExampleWord(words, from, done!.start, language, toolLinks[language]);
    const gapOpen = done !== undefined && done.start - hit.end <= 6 && words.slice(hit.end, done.start).every((w) => w.stem);
    const inTools = hit.entry.kind === 'skill' && done !== undefined && (done.entry.kind === 'tool' || ancestry(done.entry).includes(hit.entry.name)) && gapOpen && [0, 1, 2, 3, 4, 5].some((skip) => linked(hit.end + skip));
    if (i + 1 < hits.length && (inTools || followsExampleWord(words, hit.end, hits[i + 1]!.start, language))) {
      head = hit;
      examples = true;
      preferred = followsExampleWord(words, hit.end, hits[i + 1]!.start, language, preferenceWords[language]);
      i++;
    }
    const chain: Hit[] = [hits[i]!];
    const gaps: { or: boolean; and: boolean }[] = [];
    while (i + 1 < hits.length) {
      const prev = chain.at(-1)!;
      const next = hits[i + 1]!;
      const bare = joinedBy(words, prev.end, next.start, [], language);
      const withAnd = bare.ok ? bare : joinedBy(words, prev.end, next.start, andWords[language], language);
      if (!withAnd.ok) break;
      gaps.push({ or: withAnd.or, and: !bare.ok });
      chain.push(next);
      i++;
    }
    // "Tableau、Power BI等": a Chinese list closed by 等 ("and the like") is alternatives.
    const alike = language === 'zh' && words[chain.at(-1)!.end]?.text.startsWith('等');
    // Without "such as", "A, B and C" are three requirements: split the chain at every "and", and where no "or" joins it.
    if (!examples && !alike && !gaps.some((g) => g.or)) {
      i -= chain.length - 1;
      chain.length = 1;
    } else if (!examples) {
      const cut = gaps.findIndex((g) => g.and && !g.or);
      if (cut >= 0) {
        i -= chain.length - 1 - cut;
        chain.length = cut + 1;
      }
    }
    const distinct = [...new Map(chain.map((h) => [h.entry.name, h])).values()];
    // Shown in the ad's own words ("Postgres", "paid search", "Anglais") when it uses an alias; the lexicon's name when it uses that.
    const written = (h: Hit) => {
      const text = phraseText(words.slice(h.start, h.nameEnd ?? h.end), language);
      return stemsOf(text, language).join(' ') === stemsOf(h.entry.name, language).join(' ') ? h.entry.name : text;
    };
    if (distinct.length === 1 && !head) {
      const entry = distinct[0]!.entry;
      let term = written(distinct[0]!);
      let key = entry.name;
      if (entry.kind === 'language') {
        // A CEFR level after the language: "French (C1)", "German B2".
        const level = words.slice(distinct[0]!.end, distinct[0]!.end + 4).find((w) => /^[abc][12]$/i.test(w.text));
        if (level) {
          term = `${term} (${level.text.toUpperCase()})`;
          key = `${entry.name} (${level.text.toUpperCase()})`;
        }
      }
      // "Anglais courant", "英语六级": a level asked for in words, kept for the check and not shown.
      const near = entry.kind === 'language' ? phraseText(words.slice(Math.max(0, distinct[0]!.start - 2), distinct[0]!.end + 4), language) : '';
      const level = /\(([ABC][12])\)$/.exec(term)?.[1] ?? (near ? levelIn(near) : undefined);
      const within = (distinct[0]!.within ?? []).map((e): Member => ({ name: e.name, entry: e }));
      out.push({ key, term, kind: entry.kind, shown: [term], members: [{ name: entry.name, entry, ...(level ? { level } : {}) }, ...within, ...orSimilar(distinct, words, language)] });
      continue;
    }
    const shown = preferred && head ? [written(head)] : distinct.map(written);
    const orWord = language === 'en' ? 'or' : (orWords[language][0] ?? 'or');
    const term = shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} ${orWord} ${shown.at(-1)}`;
    const members: Member[] = distinct.flatMap((h) => [h.entry, ...(h.within ?? [])].map((e) => ({ name: e.name, entry: e })));
    if (head) members.push({ name: head.entry.name, entry: head.entry });
    const kind = distinct.every((h) => h.entry.kind === distinct[0]!.entry.kind) ? distinct[0]!.entry.kind : 'skill';
    if (preferred && head) {
      out.push({ key: head.entry.name, term, kind: head.entry.kind, shown, members: [members.at(-1)!, ...members.slice(0, -1)] });
      continue;
    }
    out.push({ key: distinct.map((h) => h.entry.name).sort().join('|'), term, kind, shown, members: [...members, ...orSimilar(distinct, words, language)] });
  }
  return out;
}

/** "Sparx Maths or a similar platform": any name of the same family meets it (the family joins the ways to meet it). */
function orSimilar(hits: readonly Hit[], words: readonly Word[], language: Language): Member[] {
  const after = phraseText(words.slice(hits.at(-1)!.end, hits.at(-1)!.end + 5), language).toLocaleLowerCase(language);
  if (!similarWords[language].some((cue) => after.startsWith(cue) || after.startsWith(`, ${cue}`))) return [];
  return hits.flatMap((h) => {
    const parent = h.entry.parent ? entryNamed(h.entry.parent) : undefined;
    return parent ? [{ name: parent.name, entry: parent }] : [];
  });
}

/** A paragraph about the employer or the job ("Trent Electrical Services has been wiring homes…"): long, not a list item, asking nothing of the applicant. */
function story(line: string, language: Language): boolean {
  const text = line.trim();
  if (/^[-•*·▪–\d]/u.test(text)) return false;
  const long = language === 'zh' ? [...text].length >= 40 : text.split(/\s+/).length >= 20;
  return long && !has(text.toLocaleLowerCase(language), askingWords[language], language);
}

/**
 * The ad's requirements in the order it first names them, each with its
 * count and stress. `ignore`: names never a requirement (the employer, the role).
 */
export function requirementsOf(ad: string, language: Language, coverage: 'full' | 'partial', ignore: readonly string[]): Requirement[] {
  // A language the lexicon does not cover: only the names every language writes alike.
  const languages: Language[] = coverage === 'partial' ? [] : [language];
  // "Gas Engineer / Plumber" is two roles; the last word of each ("Plumber", "Carpenter" of "Site Carpenter") is the job itself, never a requirement.
  const roles = ignore.flatMap((name) => name.split(/\s+[/|–—(-]\s*|[/|()]/u)).map((name) => stemsOf(name, language).join(' ')).filter(Boolean);
  const ignored = [...new Set([...ignore.map((name) => stemsOf(name, language).join(' ')), ...roles])];
  const jobs = new Set(roles.map((name) => name.split(' ').at(-1)!));
  const lines = ad.split('\n');
  // The ad's first line is its title ("Site Carpenter / Joiner – First and Second Fix"): what it names is asked again below, when it is.
  const first = lines.findIndex((line) => line.trim());
  const titled = lines.filter((line) => line.trim()).length > 3 && first >= 0 && lines[first]!.trim().split(/\s+/).length <= 12 && !/[.!?。！？]$/u.test(lines[first]!.trim());
  // An ad written as prose, with no heading and no list, asks in its story sentences too ("…is hiring an engineer to build tests with Playwright").
  const prose = !lines.some((line) => heading(line, language) !== undefined || /^\s*[-•*·▪–\d]/u.test(line));
  const byKey = new Map<string, Requirement>();
  let section: RequirementStress | 'boilerplate' = 'normal';
  for (const [n, line] of lines.entries()) {
    if (titled && n === first) continue;
    const head = heading(line, language);
    if (head !== undefined) {
      if (has(head, boilerplateHeadings[language], language) && !has(head, requirementHeadings[language], language)) section = 'boilerplate';
      else if (has(head, dutyHeadings[language], language) && !has(head, essentialCues[language], language)) section = 'boilerplate';
      else if (has(head, desirableCues[language], language)) section = 'desirable';
      else if (has(head, essentialCues[language], language)) section = 'essential';
      // Any other heading ("The team", "Your day") ends the company's or the benefits' section.
      else if (has(head, requirementHeadings[language], language) || section === 'boilerplate') section = 'normal';
    }
    if (section === 'boilerplate' || (coverage === 'full' && !prose && head === undefined && story(line, language))) continue;
    for (const unit of unitsOf(line)) {
      // "Revit (essential) – we are a BIM practice": what follows the dash is about the employer.
      const text = unit.replace(employerAside[language], '');
      const lower = text.toLocaleLowerCase(language);
      if (coverage === 'full' && has(lower, applyingWords[language], language)) continue;
      const stress: RequirementStress = has(lower, desirableCues[language], language) ? 'desirable' : has(lower, essentialCues[language], language) ? 'essential' : section;
      const amount = coverage === 'full' ? experienceAmount(text, language) : undefined;
      const chunks = !amount && language === 'en' && coverage === 'full' && has(lower, experienceLeads.en, language) ? englishChunks(text) : [];
      const named = unitRequirements(text, language, languages);
      const found = amount ? [...amountRequirement(amount, named, language), ...named.filter((r) => !within(r.term, amount, language))] : [...named, ...joinFree(experiencePhrases(chunks, language, languages).filter((r) => !overlaps(r.term, named, language)), named, lower, language)];
      for (const requirement of found) {
        const stems = stemsOf(requirement.term, language).join(' ');
        // The employer or the role, or part of it ("Software Developer" in "Graduate Software Developer").
        // An experience in the ad's words may hold the role's words and still be one ("2+ years of frontend development" for a Frontend Developer).
        const holdsName = (name: string) => (requirement.kind === 'experience' ? stems === name : ` ${stems} `.includes(` ${name} `));
        if (jobs.has(stems) || ignored.some((name) => holdsName(name) || (stems.includes(' ') && ` ${name} `.includes(` ${stems} `)))) continue;
        const known = byKey.get(requirement.key);
        if (known) {
          known.count += 1;
          // Asked for as essential anywhere, it is essential.
          if (stress === 'essential' || (stress === 'normal' && known.stress === 'desirable')) known.stress = stress;
        } else byKey.set(requirement.key, { ...requirement, count: 1, stress, position: byKey.size });
      }
    }
  }
  // A name asked for alone and also as an alternative ("Tableau"; "Power BI or Tableau") is the one requirement with alternatives.
  const requirements = [...byKey.values()];
  return requirements.filter((r) => {
    if (r.members.length !== 1 || !('entry' in r.members[0]!)) return true;
    const name = r.members[0]!.name;
    const group = requirements.find((g) => g !== r && g.shown.length > 1 && g.members.some((m) => m.name === name));
    if (group) group.count += r.count;
    return !group;
  });
}
