// The Resume Builder's professional summary without a model. Every fact comes
// from the resume itself (most recent role, experience span, best education,
// top skills, its strongest measurable achievements in the user's words);
// what the resume does not say becomes a bracketed placeholder for the user,
// never an invented employer, number, achievement or skill. The seed only
// chooses among phrasings, so two seeds state the same facts.
import { degreeName, degreeRank } from '../../../../shared/degree-name.ts';
import { tidyText } from '../../../../shared/tidy-text.ts';
import { isSectionHidden } from '../../../../shared/resume-sections.ts';
import { defaultSkillLevel, parseResumeDate, type ResumeData, type ResumeEducation, type ResumeExperience, type ResumeSkill, visibleResumeParts } from '../../../../shared/resume.ts';
import { achievementLines, rankAchievements, type AchievementSource } from './resume-achievements.ts';
import { hashText, mulberry32, pickOne, type Random } from './random.ts';

interface Role { position: string; company: string; current: boolean }

export interface Study {
  degree: string;
  field: string;
  institution: string;
  /** 'a' / 'an' before the degree, or null when English offers no safe choice (e.g. a non-Latin name). */
  article: string | null;
  status: 'ongoing' | 'completed' | 'unknown';
  recent: boolean;
}

interface Facts {
  role?: Role;
  earlier: Role[];
  span?: string;
  study?: Study;
  skills: string[];
  /** The first skill's level is above every other's (Expert or Master), so it may be singled out. */
  standout: boolean;
  /** The resume's strongest measurable lines, as the summary says them ("cutting report run time by 30%"), best first. */
  achievements: string[];
}

/**
 * How much to say: trimmed step by step when long names overrun the word
 * budget. `achievements` is how many of the resume's own to quote; with none
 * to quote, any number above 0 keeps the placeholder that asks for one.
 */
interface Shape { skills: number; earlier: number; achievements: number }

const maxWords = 90;

// Names are the user's: whitespace is tidied (a pasted newline must not break
// the plain text), spelling and capitalisation are not touched.
export const clean = tidyText;

// ---- Dates: a month count (year × 12 + month) or null when unusable --------

const presentWords = /^(present|current|now|today|ongoing)$/i;

/** The dates the builder stores and the usual forms earlier versions kept as free text (shared/resume.ts reads them). */
function parseMonth(value: string | undefined, nowMonth: number): number | null {
  const text = clean(value);
  if (presentWords.test(text)) return nowMonth;
  const date = parseResumeDate(text);
  return date && date.year >= 1900 && date.year <= 2100 ? date.year * 12 + (date.month ?? 1) : null;
}

/** A role held today: marked current, or ending "Present" (or a word like it). */
export const isCurrent = (job: ResumeExperience) => Boolean(job.current) || presentWords.test(clean(job.endDate));

/**
 * Months covered by at least one job, so overlapping roles are not counted
 * twice and gaps are not counted at all. Jobs without a usable start, or a past
 * job without a usable end, are left out rather than guessed.
 */
function experienceSpan(jobs: readonly ResumeExperience[], nowMonth: number): string | undefined {
  const ranges: [number, number][] = [];
  for (const job of jobs) {
    const start = parseMonth(job.startDate, nowMonth);
    const end = isCurrent(job) ? nowMonth : parseMonth(job.endDate, nowMonth);
    if (start !== null && end !== null && Math.min(end, nowMonth) > start) ranges.push([start, Math.min(end, nowMonth)]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reach = -Infinity;
  for (const [start, end] of ranges) {
    months += Math.max(0, end - Math.max(start, reach));
    reach = Math.max(reach, end);
  }
  const years = Math.floor(months / 12);
  // A year like '1920' for '2020' should not become a sixty-year career.
  if (years < 1 || years > 60) return undefined;
  if (years === 1) return months > 12 ? 'over a year' : 'a year';
  return `${numberWord(years)} years`;
}

const smallNumbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty'];

function numberWord(n: number): string {
  if (n < 20) return smallNumbers[n] ?? String(n);
  const unit = n % 10;
  return `${tens[Math.floor(n / 10)] ?? ''}${unit ? `-${smallNumbers[unit]}` : ''}`;
}

// ---- Choosing the facts -----------------------------------------------------

/** Later first: a current job, then the latest end, then the latest start; ties keep the user's order. */
export function byRecency(jobs: readonly ResumeExperience[], nowMonth: number): ResumeExperience[] {
  const key = (job: ResumeExperience) => [isCurrent(job) ? 1 : 0, isCurrent(job) ? nowMonth : (parseMonth(job.endDate, nowMonth) ?? -1), parseMonth(job.startDate, nowMonth) ?? -1];
  const compare = (a: number[], b: number[]) => a.reduce((found, value, i) => found || (b[i] ?? 0) - value, 0);
  return jobs.map((job) => ({ job, key: key(job) })).sort((a, b) => compare(a.key, b.key)).map((entry) => entry.job);
}

const toRole = (job: ResumeExperience): Role => ({ position: clean(job.position), company: clean(job.company), current: isCurrent(job) });

/** A study whose degree already holds its field is named once ("a BSc in Computer Science"), so no phrasing repeats the field. */
function withFieldOnce(study: Study): Study {
  if (!study.degree || !study.field) return study;
  const named = degreeName(study.degree, study.field);
  if (named === `${study.degree} in ${study.field}`) return study;
  return { ...study, degree: named, field: '', article: article(named) };
}

/** The highest degree, then the most recent; ties keep the user's order. */
export function bestStudy(entries: readonly ResumeEducation[], nowMonth: number): Study | undefined {
  let best: ResumeEducation | undefined;
  let bestKey: [number, number] = [-1, -1];
  for (const entry of entries) {
    const key: [number, number] = [degreeRank(clean(entry.degree)), parseMonth(entry.endDate, nowMonth) ?? parseMonth(entry.startDate, nowMonth) ?? -1];
    if (!best || key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) [best, bestKey] = [entry, key];
  }
  if (!best) return undefined;
  const end = parseMonth(best.endDate, nowMonth);
  const ongoing = presentWords.test(clean(best.endDate)) || (end !== null && end > nowMonth);
  const degree = clean(best.degree);
  return {
    degree,
    field: clean(best.fieldOfStudy),
    institution: clean(best.institution),
    article: degree ? article(degree) : null,
    status: ongoing ? 'ongoing' : end !== null ? 'completed' : 'unknown',
    recent: !ongoing && end !== null && nowMonth - end <= 24,
  };
}

/** "a" or "an" before a job title or degree as English reads it aloud ("an MSc", "a BSc", "a University post", "an 8-week course"); null where it already has one. */
export function article(name: string): string | null {
  // Initialisms are read letter by letter: 'an MSc', 'an LLM', 'a BSc', 'a PhD'.
  if (/^[A-Z](?:\.|[a-z]?[A-Z])/.test(name)) return 'AEFHILMNORSX'.includes(name.charAt(0)) ? 'an' : 'a';
  const word = name.toLowerCase();
  if (/^\d/.test(word)) return /^(8|11|18)(?!\d)|^8\d/.test(word) ? 'an' : 'a';
  if (!/^[a-z]/.test(word) || /^(a|an|the)\s/.test(word)) return null;
  if (/^u(ni|s[eu]|t|r[aeiou])|^eu|^one\b/.test(word)) return 'a';
  return /^[aeiou]|^ho(n|ur)/.test(word) ? 'an' : 'a';
}

/** Highest level first (a skill without one counts as the builder's default), then the user's order; no repeats. */
export function topSkills(skills: readonly ResumeSkill[]): { names: string[]; standout: boolean } {
  const sorted = skills.map((skill, i) => ({ name: clean(skill.name), level: skill.level ?? defaultSkillLevel, i })).sort((a, b) => b.level - a.level || a.i - b.i);
  const ranked: typeof sorted = [];
  for (const skill of sorted) if (!ranked.some((r) => r.name.toLowerCase() === skill.name.toLowerCase())) ranked.push(skill);
  const [first, second] = ranked;
  return { names: ranked.slice(0, 4).map((s) => s.name), standout: Boolean(first && second && first.level >= 4 && first.level > second.level) };
}

// ---- Phrasing ---------------------------------------------------------------

export function joinList(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Picks one of the phrasings the facts allow (null marks one they do not). */
export function choose(random: Random, options: readonly (string | null | false | undefined)[]): string {
  return pickOne(options.filter((o): o is string => Boolean(o)), random);
}

function roleLine({ position: p, company: c, current }: Role, span: string | undefined, random: Random): string {
  const head = p || 'Professional';
  const exp = span ? `${span} of ${p ? 'professional ' : ''}experience` : '';
  if (current) {
    return choose(random, [
      c && `${head}${span ? ` with ${exp}` : ''}, currently working at ${c}`,
      `Currently working ${p ? `as ${p}${c ? ` at ${c}` : ''}` : `at ${c}`}${span ? `, bringing ${exp} to the role` : ''}`,
      p && span && `${p}${c ? ` at ${c}` : ''}, now drawing on ${exp}`,
      c && span && `${head} with ${exp} who now works at ${c}`,
    ]);
  }
  return choose(random, [
    p && `Former ${p}${c ? ` at ${c}` : ''}${span ? ` with ${exp}` : ''}`,
    c && `${head}${span ? ` with ${exp}` : ''}, previously at ${c}`,
    c && `${head}${span ? ` with ${exp}` : ''} who most recently worked at ${c}`,
    p && `Previously worked as ${p}${c ? ` at ${c}` : ''}${span ? `, with ${exp} in total` : ''}`,
  ]);
}

function earlierLine(roles: readonly Role[], random: Random): string {
  const named = joinList(roles.map((r) => (r.position && r.company ? `${r.position} at ${r.company}` : r.position ? `the role of ${r.position}` : `work at ${r.company}`)));
  const titled = roles.every((r) => r.position) && joinList(roles.map((r) => (r.company ? `${r.position} at ${r.company}` : r.position)));
  return choose(random, [`Earlier experience includes ${named}`, `Earlier roles include ${named}`, titled && `Brings earlier experience as ${titled}`]);
}

function studyLine(s: Study, random: Random): string {
  const core = degreeName(s.degree, s.field);
  const withArticle = s.article && `${s.article} ${core}`;
  if (s.status === 'ongoing') {
    return choose(random, [
      withArticle && `Currently completing ${withArticle}${s.institution ? ` at ${s.institution}` : ''}`,
      (s.field || s.institution) && `Currently studying${s.field ? ` ${s.field}` : ''}${s.institution ? ` at ${s.institution}` : ''}${s.degree ? ` (${s.degree})` : ''}`,
      !withArticle && !s.field && !s.institution && `Currently studying for ${s.degree}`,
    ]);
  }
  const earning = s.article && s.status === 'completed' ? `, earning ${s.article} ${s.degree}` : ` (${s.degree})`;
  return choose(random, [
    withArticle && `Holds ${withArticle}${s.institution ? ` from ${s.institution}` : ''}`,
    (s.field || s.institution) && `Studied${s.field ? ` ${s.field}` : ''}${s.institution ? ` at ${s.institution}` : ''}${s.degree ? earning : ''}`,
    s.institution && `Educated at ${s.institution}${core ? ` (${core})` : ''}`,
    !withArticle && !s.field && !s.institution && `Education: ${s.degree}`,
  ]);
}

/** The headline when there is no experience: the education leads. */
function graduateLine(s: Study, random: Random): string {
  const core = degreeName(s.degree, s.field);
  const withArticle = s.article && `${s.article} ${core}`;
  const degreeTail = s.degree ? (s.article ? ` with ${s.article} ${s.degree}` : ` (${s.degree})`) : '';
  if (s.status === 'ongoing') {
    return choose(random, [
      `${s.field ? `${s.field} student` : 'Student'}${s.institution ? ` at ${s.institution}` : ''}${s.degree ? (s.article ? ` working toward ${s.article} ${s.degree}` : ` (${s.degree})`) : ''}`,
      withArticle && `Student currently completing ${withArticle}${s.institution ? ` at ${s.institution}` : ''}`,
    ]);
  }
  if (s.status === 'completed') {
    return choose(random, [
      `${s.recent ? 'Recent ' : ''}${s.field ? `${s.field} graduate` : 'Graduate'}${s.institution ? ` of ${s.institution}` : ''}${degreeTail}`,
      withArticle && `${s.recent ? 'Recent graduate' : 'Graduate'} with ${withArticle}${s.institution ? ` from ${s.institution}` : ''}`,
    ]);
  }
  return choose(random, [
    withArticle && `Early-career professional with ${withArticle}${s.institution ? ` from ${s.institution}` : ''}`,
    s.field && `Early-career professional with a background in ${s.field}${s.institution ? ` from ${s.institution}` : ''}${s.degree ? ` (${s.degree})` : ''}`,
    s.institution && `Early-career professional educated at ${s.institution}${core ? ` (${core})` : ''}`,
    !withArticle && !s.field && !s.institution && `Early-career professional (${s.degree})`,
  ]);
}

function skillsLine(names: readonly string[], standout: boolean, random: Random): string {
  const list = joinList(names);
  return choose(random, [
    `Key skills include ${list}`,
    `Skilled in ${list}`,
    `Brings a skill set that includes ${list}`,
    `Core strengths include ${list}`,
    standout && names.length > 1 && `Particularly strong in ${names[0]}, alongside ${joinList(names.slice(1))}`,
  ]);
}

/** The resume's own achievements when it states any; otherwise a placeholder asking for one. */
function achievementLine(achievements: readonly string[], student: boolean, random: Random): string {
  if (achievements.length) {
    const list = joinList(achievements);
    return student
      ? choose(random, [`Highlights include ${list}`, `Achievements include ${list}`, `Notable work includes ${list}`])
      : choose(random, [`Recent results include ${list}`, `Highlights include ${list}`, `Achievements include ${list}`, `Can point to results such as ${list}`, `Track record includes ${list}`]);
  }
  return student
    ? choose(random, ['Relevant projects include [add a project or measurable achievement]', 'Academic highlights include [add a measurable achievement]'])
    : choose(random, ['Recent highlights include [add a measurable achievement]', 'Notable results include [add a measurable achievement]', 'Known for [add a measurable achievement]', 'Can point to results such as [add a measurable achievement]']);
}

/** A sentence's first letter is capitalised unless the word is cased on purpose ('iOS', 'eBay'). */
export function sentence(text: string): string {
  const firstWord = text.split(' ', 1)[0] ?? '';
  const capitalised = /^\p{Ll}/u.test(text) && !/\p{Lu}/u.test(firstWord.slice(1)) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

function compose(f: Facts, random: Random, shape: Shape): string {
  const skills = f.skills.slice(0, shape.skills);
  const achievements = f.achievements.slice(0, shape.achievements);
  const saysAchievement = shape.achievements > 0;
  const lines: string[] = [];
  if (f.role) {
    lines.push(roleLine(f.role, f.span, random));
    const earlier = f.earlier.slice(0, shape.earlier);
    if (earlier.length) lines.push(earlierLine(earlier, random));
    const study = f.study && studyLine(f.study, random);
    const skillText = skills.length ? skillsLine(skills, f.standout, random) : undefined;
    const rest = [study, skillText].filter((s): s is string => Boolean(s));
    if (random() < 0.5) rest.reverse();
    // Four sentences at most: with an earlier role, education and skills share one.
    if (study && skills.length && earlier.length && saysAchievement) {
      lines.push(`${study}, with ${choose(random, ['key skills in', 'core strengths in', 'particular strengths in'])} ${joinList(skills)}`);
    } else lines.push(...rest);
  } else if (f.study) {
    lines.push(graduateLine(f.study, random));
    if (skills.length) lines.push(skillsLine(skills, f.standout, random));
  } else if (skills.length) {
    const list = joinList(skills);
    lines.push(choose(random, [`Professional skilled in ${list}, working in [your field]`, `Professional in [your field] with key skills in ${list}`, `Skills-focused professional in [your field] whose strengths include ${list}`]));
  } else {
    lines.push(choose(random, ['[Your job title] with [years] of experience in [your field]', '[Your job title] bringing [years] of experience in [your field]']));
    lines.push(skillsLine(['[your top skills]'], false, random));
  }
  if (saysAchievement) lines.push(achievementLine(achievements, !f.role && Boolean(f.study), random));
  return lines.map(sentence).join(' ');
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Where the resume states results, as the preview shows them: its roles'
 * descriptions (the latest role counts a little more, the one before a
 * little), its projects' descriptions and its awards (title and summary).
 * A hidden section stays out, like an entry without a name.
 */
function achievementSources(resume: ResumeData, rolesByRecency: readonly ResumeExperience[]): AchievementSource[] {
  const shown = (key: 'experience' | 'projects' | 'awards') => !isSectionHidden(resume, key);
  const roles = shown('experience') ? rolesByRecency.map((job, i) => ({ lines: achievementLines(job.description), recency: i === 0 ? 1 : i === 1 ? 0.5 : 0 })) : [];
  const projects = shown('projects') ? (resume.projects ?? []).filter((p) => clean(p.name)).map((p) => ({ lines: achievementLines(p.description), recency: 0 })) : [];
  const awards = shown('awards') ? (resume.awards ?? []).filter((a) => clean(a.title)).map((a) => ({ lines: [clean(a.title), ...achievementLines(a.summary)], recency: 0 })) : [];
  return [...roles, ...projects, ...awards];
}

/** A professional summary (plain text, no Markdown) composed from the resume's own experience, education and skills. Pure and deterministic per (resume, seed). */
export function composeResumeSummary(resume: ResumeData, seed: number, now: Date = new Date()): string {
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  const { experience, education, skills } = visibleResumeParts(resume);
  const recent = byRecency(experience, nowMonth);
  const jobs = recent.map(toRole);
  const top = topSkills(skills);
  const study = bestStudy(education, nowMonth);
  const facts: Facts = {
    role: jobs[0],
    earlier: jobs.slice(1, 3),
    span: experienceSpan(experience, nowMonth),
    study: study && withFieldOnce(study),
    skills: top.names,
    standout: top.standout,
    achievements: rankAchievements(achievementSources(resume, recent)).map((a) => a.phrase),
  };
  // Only the seed picks the wording (not the resume), so fixing a typo and
  // regenerating with the same seed keeps the same phrasing.
  const key = hashText(`resume-summary\u0000${seed}`);
  // Long names can overrun the budget: drop earlier roles, then the second
  // achievement, then skills beyond two, then the last achievement (or the
  // placeholder), in that order; the wording stays the seed's.
  const n = facts.skills.length;
  const shapes: Shape[] = [
    { skills: n, earlier: 2, achievements: 2 },
    { skills: n, earlier: 1, achievements: 2 },
    { skills: n, earlier: 0, achievements: 2 },
    { skills: n, earlier: 0, achievements: 1 },
    { skills: Math.min(n, 3), earlier: 0, achievements: 1 },
    { skills: Math.min(n, 2), earlier: 0, achievements: 1 },
    { skills: Math.min(n, 2), earlier: 0, achievements: 0 },
  ];
  let text = '';
  for (const shape of shapes) {
    text = compose(facts, mulberry32(key), shape);
    if (wordCount(text) <= maxWords) break;
  }
  return text;
}
