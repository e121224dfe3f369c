// Every kind of letter, for every person and ad, in every tone and length:
// letters a person could send. Each must read as grammatical English (Harper),
// never repeat itself ("Computer Science in Computer Science"), never quote the
// ad, carry no bracketed note but its kind's own when a field was left empty,
// and state no number or name the inputs do not hold.
import { describe, expect, it, vi } from 'vitest';
import { coverLetterRequestSchema, letterKindNotes, letterKinds, letterLengths, letterTones, letterWordTargets, letterWordTolerance, type LetterKind } from '../../../../shared/cover-letter.ts';
import { countWords } from '../../../../shared/generation.ts';
import { matchJobAd } from '../../../../shared/job-match.ts';
import type * as JobMatchModule from '../../../../shared/job-match.ts';
import type { ResumeData } from '../../../../shared/resume.ts';
import { kindFields, type LetterAd, letterAds, letterResumes } from './cover-letter-fixtures.ts';
import { composeCoverLetter } from './cover-letter.ts';
import { grammarFindings } from './grammar-check.ts';

const now = new Date('2026-11-24T00:00:00Z');

// The real job-ad match, computed once for each person and ad: every letter for
// them asks for the same match, and it takes ~0.1 s (the whole product of
// letters would otherwise take minutes).
vi.mock('../../../../shared/job-match.ts', async (importOriginal) => {
  const real = await importOriginal<typeof JobMatchModule>();
  const answers = new Map<string, ReturnType<typeof real.matchJobAd>>();
  return {
    ...real,
    matchJobAd: (...args: Parameters<typeof real.matchJobAd>) => {
      const key = JSON.stringify(args);
      let answer = answers.get(key);
      if (!answer) answers.set(key, (answer = real.matchJobAd(...args)));
      return answer;
    },
  };
});

/** Seed 1 fills in the kind's fields; seed 2 leaves them empty (the letter then carries its one note). */
function write(resume: ResumeData, ad: LetterAd, kind: LetterKind, tone: string, length: string, seed: number) {
  const fields = seed === 1 && kind in kindFields ? kindFields[kind as keyof typeof kindFields] : {};
  const request = coverLetterRequestSchema.parse({ company: ad.company, role: ad.role, manager: ad.manager, jobAd: ad.jobAd, kind, tone, length, ...fields });
  return { request, text: composeCoverLetter({ request, resume, sender: resume.personalInfo ?? {}, seed, now }) };
}

/** The notes a letter of a kind may carry: only its own, and only for fields left empty. */
function expectedNotes(kind: LetterKind, filled: boolean): string[] {
  if (filled) return [];
  if (kind === 'internship') return [letterKindNotes.internship];
  if (kind === 'career-change') return [letterKindNotes.careerChange];
  return [];
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

/** Two-word sequences that come back within six words ("Computer Science in Computer Science"). */
export function repeatedPairs(text: string): string[] {
  const found: string[] = [];
  for (const paragraph of text.split('\n\n')) {
    const w = words(paragraph);
    for (let i = 0; i + 1 < w.length; i++) {
      for (let j = i + 1; j + 1 < w.length && j - i <= 6; j++) if (w[i] === w[j] && w[i + 1] === w[j + 1]) found.push(`${w[i]} ${w[i + 1]}`);
    }
  }
  return found;
}

/** Runs of four words of the ad inside quotation marks, and any curly or straight quotation marks at all. */
function quotedAd(text: string, ad: string): string[] {
  const found: string[] = [...(text.match(/[“”"]/g) ?? [])];
  const adWords = words(ad).join(' ');
  for (const quoted of text.match(/[“"][^”"]*[”"]/g) ?? []) {
    const w = words(quoted);
    for (let i = 0; i + 4 <= w.length; i++) if (adWords.includes(w.slice(i, i + 4).join(' '))) found.push(quoted);
  }
  return found;
}

/** The template's own capitalised words (the greeting's neutral form). */
const allowed = ['Hiring Manager'];

/** Numbers, and capitalised names of two words or more not at a sentence's start, that none of the inputs holds. */
function unknownFacts(text: string, known: string): string[] {
  const haystack = known.toLowerCase();
  const body = text.split('\n\n').slice(1, -2).join('\n\n');
  const numbers = body.match(/\d+(?:[,.]\d+)*/g) ?? [];
  const names: string[] = [];
  for (const sentence of body.split(/(?<=[.!?:;])\s+|\n+/)) {
    // A sentence's first word is capitalised anyway: names are read from the second word on.
    const rest = sentence.replace(/^\S+\s*/, '');
    for (const m of rest.matchAll(/\p{Lu}[\p{L}’'-]*(?:\s+(?:of\s+|the\s+)?\p{Lu}[\p{L}’'-]*)+/gu)) names.push(m[0]);
  }
  return [...new Set([...numbers, ...names])].filter((fact) => !allowed.includes(fact) && !haystack.includes(fact.toLowerCase()));
}

describe('cover letters for every person, ad, kind, tone and length', () => {
  it('reads as a letter a person would send', { timeout: 240_000 }, async () => {
    const problems: string[] = [];
    const counts = { letters: 0, grammarChecked: 0, grammar: 0, repeats: 0, quotes: 0, notes: 0, facts: 0, length: 0 };
    const checked = new Set<string>();
    const seeds = [1, 2];
    const letters = Object.entries(letterResumes).flatMap(([resumeName, resume]) =>
      letterAds.flatMap((ad) =>
        letterKinds.flatMap((kind) => letterTones.flatMap((tone) => letterLengths.flatMap((length) => seeds.map((seed) => ({ resumeName, resume, ad, kind, tone, length, seed }))))),
      ),
    );
    for (const { resumeName, resume, ad, kind, tone, length, seed } of letters) {
      const match = matchJobAd(ad.jobAd, resume, { ignore: [ad.company, ad.role] });
      const requirementNames = [...match.found, ...match.missing].map((t) => t.term).join(' | ');
      const { request, text } = write(resume, ad, kind, tone, length, seed);
      const label = `${resumeName} × ${ad.name} × ${kind} × ${tone} × ${length} × seed ${seed}`;
      counts.letters += 1;
      const report = (what: keyof typeof counts, detail: unknown) => {
        counts[what] += 1;
        problems.push(`${label}: ${what} ${JSON.stringify(detail)}`);
      };
      const repeats = repeatedPairs(text);
      if (repeats.length) report('repeats', repeats);
      const quotes = quotedAd(text, ad.jobAd);
      if (quotes.length) report('quotes', quotes);
      const notes = text.match(/\[[^\]]*\]/g) ?? [];
      const wanted = expectedNotes(kind, seed === 1);
      if (JSON.stringify(notes) !== JSON.stringify(wanted)) report('notes', notes);
      const known = [JSON.stringify(resume), ad.company, ad.role, ad.manager, requirementNames, request.availability, request.learningGoals, request.changeReason].join(' | ');
      const unknown = unknownFacts(text, known);
      if (unknown.length) report('facts', unknown);
      const n = countWords(text);
      const target = letterWordTargets[length];
      if (n < target * (1 - letterWordTolerance) || n > target * (1 + letterWordTolerance)) report('length', n);
      // Harper on each distinct paragraph once: the letters share most of their sentences.
      for (const paragraph of text.split('\n\n')) {
        if (checked.has(paragraph)) continue;
        checked.add(paragraph);
        counts.grammarChecked += 1;
        const findings = await grammarFindings(paragraph);
        if (findings.length) report('grammar', { paragraph, findings });
      }
    }
    console.log(`cover-letter matrix: ${JSON.stringify(counts)}`);
    // The whole product: every person × ad × kind × tone × length × seed.
    expect(counts.letters).toBe(Object.keys(letterResumes).length * letterAds.length * letterKinds.length * letterTones.length * letterLengths.length * seeds.length);
    expect(problems).toEqual([]);
  });

  it('writes the Leeds graduate’s letter to Harbour Homes as she would', () => {
    for (const kind of letterKinds) {
      for (const tone of letterTones) {
        const { text } = write(letterResumes.leedsGraduate, letterAds[0]!, kind, tone, 'standard', 1);
        expect(text.startsWith('Dear Ms. Okoro,\n\n')).toBe(true);
        expect(text).toContain('I run weekly SQL lab tutorials for 40 first-year students');
        expect(text).not.toMatch(/Leeds experience|your advertisement asks for|Computer Science in Computer Science/);
        expect(text).not.toMatch(/[“”"]/);
      }
    }
    const graduate = write(letterResumes.leedsGraduate, letterAds[0]!, 'graduate', 'neutral', 'standard', 1).text;
    // A graduate's letter leads with the degree and the project, before the jobs.
    expect(graduate.indexOf('BSc Computer Science')).toBeLessThan(graduate.indexOf('Graduate Teaching Assistant'));
    expect(graduate.indexOf('Bus Delay Explorer')).toBeLessThan(graduate.indexOf('Graduate Teaching Assistant'));
    const internship = write(letterResumes.leedsGraduate, letterAds[0]!, 'internship', 'neutral', 'standard', 1).text;
    expect(internship).toContain('I am available June–September 2027, full time.');
    expect(internship).toContain('In this internship, I hope to learn how an analytics team turns raw data into decisions.');
    const career = write(letterResumes.teacher, letterAds[3]!, 'career-change', 'neutral', 'standard', 1).text;
    expect(career).toContain(kindFields['career-change'].changeReason);
    // The teacher's own lines, framed as what carries over to the new field.
    expect(career).toContain('In my current role, I designed a blended learning unit in Moodle for Year 9.');
    expect(career).toMatch(/Those skills carry over directly/);
  });
});
