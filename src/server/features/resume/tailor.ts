// A resume tailored to one job ad from a master resume, offline and without
// inventing anything: the job-ad match (shared/job-match) finds what the ad
// asks for that the master shows; each role's bullets are put in order of
// what they show of it (and the least relevant left out past a few), the
// skills the ad asks for come first, and the summary's sentences that speak
// to the ad lead. Nothing is written that the master does not hold: every
// line of the copy traces to a line of the master. Wording changed by a
// model goes through `factCheck` first: a number, a name, an employer, a
// title, a skill or a date the master does not hold rejects the change.
import { matchJobAd, mentions, type MatchedTerm } from '../../../shared/job-match.ts';
import type { Language } from '../../../shared/languages.ts';
import type { ResumeData } from '../../../shared/resume.ts';
import { bulletsOf } from './content-checks.ts';

interface TracedLine {
  /** Where the line is in the copy: 'experience.0.description:2', 'skills.1', 'summary:0'. */
  path: string;
  /** Where it comes from in the master. */
  from: string;
  text: string;
}

export interface TailoredResume {
  data: ResumeData;
  trace: TracedLine[];
  /** Master lines the copy leaves out, with where they were. */
  dropped: { from: string; text: string }[];
  /** The ad's requirements the master shows, and those it does not (which the copy cannot claim). */
  found: string[];
  missing: string[];
}

/** Bullets a role keeps at most when the ad speaks to fewer of them. */
const bulletsPerRole = 5;

function score(text: string, terms: readonly MatchedTerm[], language: Language): number {
  return terms.reduce((sum, term) => (mentions(text, term.term, language) ? sum + term.weight : sum), 0);
}

/** Items in order of score, highest first, ties as they were. */
function ranked<T>(items: readonly T[], scoreOf: (item: T) => number): { item: T; index: number; score: number }[] {
  return items.map((item, index) => ({ item, index, score: scoreOf(item) })).sort((a, b) => b.score - a.score || a.index - b.index);
}

/** Sentences of a summary (Intl.Segmenter keeps "e.g." and decimals whole). */
function sentencesOf(text: string, language: Language): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  return [...segmenter.segment(text)].map((s) => s.segment.trim()).filter(Boolean);
}

export function tailorResume(master: ResumeData, ad: string): TailoredResume {
  const match = matchJobAd(ad, master);
  const language = match.language;
  const terms = match.found;
  const trace: TracedLine[] = [];
  const dropped: TailoredResume['dropped'] = [];
  const data: ResumeData = structuredClone(master);

  if (master.summary?.trim()) {
    const sentences = ranked(sentencesOf(master.summary, language), (s) => score(s, terms, language));
    data.summary = sentences.map((s) => s.item).join(' ');
    sentences.forEach((s, i) => trace.push({ path: `summary:${i}`, from: `summary:${s.index}`, text: s.item }));
  }

  data.experience = (master.experience ?? []).map((entry, e) => {
    const bullets = bulletsOf(entry.description);
    if (bullets.length === 0) return { ...entry };
    const order = ranked(bullets, (b) => score(b.text, terms, language));
    const relevant = order.filter((b) => b.score > 0).length;
    const keep = order.slice(0, Math.max(bulletsPerRole, relevant));
    for (const gone of order.slice(keep.length)) dropped.push({ from: `experience.${e}.description:${gone.item.line}`, text: gone.item.text });
    keep.forEach((b, i) => trace.push({ path: `experience.${e}.description:${i}`, from: `experience.${e}.description:${b.item.line}`, text: b.item.text }));
    return { ...entry, description: keep.map((b) => `• ${b.item.text}`).join('\n') };
  });
  if (!master.experience) delete data.experience;

  if (master.skills) {
    const order = ranked(master.skills, (skill) => score(skill.name ?? '', terms, language));
    data.skills = order.map((s) => s.item);
    order.forEach((s, i) => trace.push({ path: `skills.${i}`, from: `skills.${s.index}`, text: s.item.name ?? '' }));
  }

  if (master.projects) {
    const order = ranked(master.projects, (project) => score(`${project.name ?? ''} ${project.description ?? ''}`, terms, language));
    data.projects = order.map((p) => p.item);
    order.forEach((p, i) => trace.push({ path: `projects.${i}`, from: `projects.${p.index}`, text: p.item.name ?? '' }));
  }

  return { data, trace, dropped, found: terms.map((t) => t.term), missing: match.missing.map((t) => t.term) };
}

// ---- the fact check ----

export interface FactProblem {
  /** Where the copy says it. */
  path: string;
  kind: 'number' | 'name' | 'skill' | 'employer' | 'title' | 'date';
  /** What the master does not hold. */
  value: string;
}

const normal = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ');

/** Every string in a value, with its path. */
function strings(value: unknown, path: string, out: { path: string; text: string }[]): void {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, path ? `${path}.${i}` : String(i), out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
}

// Words a sentence may capitalise that are not names: its first word, and the pronoun.
const notNames = new Set(['i', 'a', 'an', 'the']);

/**
 * What a changed resume claims that the master does not hold: a number
 * (digits, a percentage, an amount), a capitalised name inside a sentence,
 * a skill, an employer, a job title or a date. Each is looked up in the
 * master's whole text, so a fact may move between lines but never appear.
 */
export function factCheck(master: ResumeData, candidate: ResumeData): FactProblem[] {
  const held: { path: string; text: string }[] = [];
  strings(master, '', held);
  const corpus = normal(held.map((h) => h.text).join('\n'));
  const skills = new Set((master.skills ?? []).map((s) => normal(s.name ?? '')));
  const problems: FactProblem[] = [];
  const seen = new Set<string>();
  const report = (problem: FactProblem) => {
    const key = `${problem.path}\u0000${problem.kind}\u0000${normal(problem.value)}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  };

  for (const [index, skill] of (candidate.skills ?? []).entries()) {
    if (skill.name && !skills.has(normal(skill.name))) report({ path: `skills.${index}.name`, kind: 'skill', value: skill.name });
  }
  const entryFields: [keyof ResumeData, string, FactProblem['kind']][] = [
    ['experience', 'company', 'employer'],
    ['experience', 'position', 'title'],
    ['experience', 'startDate', 'date'],
    ['experience', 'endDate', 'date'],
    ['education', 'institution', 'employer'],
    ['education', 'degree', 'title'],
    ['education', 'startDate', 'date'],
    ['education', 'endDate', 'date'],
  ];
  for (const [section, field, kind] of entryFields) {
    const known = new Set(((master[section] ?? []) as Record<string, unknown>[]).map((e) => normal(String(e[field] ?? ''))));
    ((candidate[section] ?? []) as Record<string, unknown>[]).forEach((entry, index) => {
      const value = entry[field];
      if (typeof value === 'string' && value.trim() && !known.has(normal(value))) report({ path: `${String(section)}.${index}.${field}`, kind, value });
    });
  }

  const texts: { path: string; text: string }[] = [];
  strings(candidate, '', texts);
  for (const { path, text } of texts) {
    if (/\.(id|template|language)$|^(template|language)$/.test(path)) continue;
    for (const match of text.matchAll(/[$€£¥]?\d[\d,.]*\s*(?:%|k\b|m\b|bn\b)?/gi)) {
      const number = match[0].trim().replace(/[.,]$/, '');
      if (number && !corpus.includes(normal(number))) report({ path, kind: 'number', value: number });
    }
    for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
      const words = sentence.replace(/^[\s•\-–*]+/, '').split(/\s+/);
      words.forEach((word, i) => {
        const clean = word.replace(/^[("'“‘]+|[)"'”’.,;:!?]+$/g, '');
        if (i === 0 || !/^\p{Lu}/u.test(clean) || notNames.has(clean.toLowerCase())) return;
        if (!corpus.includes(normal(clean))) report({ path, kind: 'name', value: clean });
      });
    }
  }
  return problems;
}

/**
 * A tailored copy with a model's rewordings applied where they pass the fact
 * check: each change (a bullet, a summary) is checked alone against the
 * master, and one that adds a fact is left out, its master wording kept.
 * Answers the copy and the changes refused, with what each would have added.
 */
export function applyRewordings(master: ResumeData, tailored: ResumeData, rewordings: readonly { path: string; text: string }[]): { data: ResumeData; refused: { path: string; problems: FactProblem[] }[] } {
  const data: ResumeData = structuredClone(tailored);
  const refused: { path: string; problems: FactProblem[] }[] = [];
  for (const change of rewordings) {
    const trial: ResumeData = structuredClone(data);
    if (!setLine(trial, change.path, change.text)) continue;
    const problems = factCheck(master, trial).filter((p) => p.path === change.path.split(':')[0]);
    if (problems.length) refused.push({ path: change.path, problems });
    else setLine(data, change.path, change.text);
  }
  return { data, refused };
}

/** Puts `text` at a line path ('summary', 'experience.0.description:1'); false when the path names nothing. */
function setLine(data: ResumeData, path: string, text: string): boolean {
  const [field, line] = path.split(':');
  const parts = field!.split('.');
  let node: unknown = data;
  for (const part of parts.slice(0, -1)) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const key = parts.at(-1)!;
  if (!node || typeof node !== 'object' || typeof (node as Record<string, unknown>)[key] !== 'string') return false;
  const holder = node as Record<string, string>;
  if (line === undefined) {
    holder[key] = text;
    return true;
  }
  const lines = holder[key]!.split('\n');
  const at = Number(line);
  if (!Number.isInteger(at) || at < 0 || at >= lines.length) return false;
  const mark = /^\s*[•\-–*]\s+/.exec(lines[at]!)?.[0] ?? '';
  lines[at] = mark + text.replace(/^\s*[•\-–*]\s+/, '');
  holder[key] = lines.join('\n');
  return true;
}

// ---- a model's rewording ----

/**
 * The writer that serves a user, as the generation feature chooses it (its
 * `ProviderChoice`: the user's own model, the operator's, or the offline
 * writer), passed in by app.ts: features never reach into each other. It is
 * asked a prompt of this feature's own (kind 'prompt'); the answer is
 * checked here, line by line, against the master.
 */
export interface RewordWriter {
  source: 'offline' | 'operator' | 'user';
  /** Whether a run takes from the operator's budget (the route rate-limits it); a user's own model has `admit`. */
  counts: boolean;
  admit?: () => Promise<void>;
  provider: { stream(task: RewordTask, signal: AbortSignal): AsyncIterable<string> };
}
interface RewordTask {
  kind: 'prompt';
  system: string;
  prompt: string;
  seed: number;
}

interface Rewording {
  path: string;
  before: string;
  after: string;
}

export interface RewordedCopy {
  data: ResumeData;
  reworded: Rewording[];
  refused: { path: string; problems: FactProblem[] }[];
}

/**
 * What the model is told: reword toward the ad, add nothing. The fact check
 * (`applyRewordings`) enforces the second part whatever the model does.
 */
const rewordSystem = [
  'You reword the bullet points of a resume so that they speak to a job ad, for a candidate applying to it.',
  'Rules:',
  '- Keep every fact of each line exactly: add no skill, tool, technology, number, employer, job title, date, place or name that the line does not already contain, and remove no number.',
  '- Use the ad\'s words only for things the line already says (for example "built dashboards" may become "built reporting dashboards" only if the line is about reporting).',
  '- Start each line with a strong past-tense verb for past work; keep it one sentence, no longer than the original by more than a few words.',
  '- Keep the language of the resume lines.',
  '- Answer with exactly one line per resume line, in the same order, each starting with "- ", and nothing else: no heading, no comment.',
  '- A line that cannot be improved without adding a fact is repeated unchanged.',
].join('\n');

/** Bullets sent to the model at most (a master holds at most 50 roles; the best few of each are what a reader sees). */
const maxRewordedBullets = 40;
/** Characters of the ad shown to the model beside the bullets: its requirements, not its boilerplate. */
const adContextChars = 4000;
/** Characters of the model's answer read at most: a few times the bullets it was given. */
const maxAnswerChars = 20_000;

/** The copy's kept bullets, in the copy's order, as their traced lines. */
function keptBullets(tailored: TailoredResume): TracedLine[] {
  return tailored.trace.filter((line) => /^experience\.\d+\.description:\d+$/.test(line.path)).slice(0, maxRewordedBullets);
}

/**
 * The model's answer read back as one rewording per bullet sent, by position:
 * its list lines (a marker, a number or none), blank lines skipped. An answer
 * with more or fewer lines than bullets cannot be matched up and gives nothing.
 */
export function readRewordings(answer: string, bullets: readonly { path: string; text: string }[]): { path: string; text: string }[] {
  const lines = answer
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[•\-–*]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
  if (lines.length !== bullets.length) return [];
  return bullets.flatMap((bullet, i) => (lines[i] !== bullet.text ? [{ path: bullet.path, text: lines[i]! }] : []));
}

/**
 * The copy's kept bullets reworded toward the ad by the user's model: the
 * bullets go as one list (the ad beside them as context), the answer is read
 * back line by line, and each changed line passes `applyRewordings` (the
 * fact check against the master) or is refused with what it would add. Throws
 * the writer's own failures (the route maps them to the upstream codes).
 */
export async function rewordCopy(master: ResumeData, tailored: TailoredResume, ad: string, writer: RewordWriter, signal: AbortSignal): Promise<RewordedCopy> {
  const bullets = keptBullets(tailored);
  if (bullets.length === 0) return { data: tailored.data, reworded: [], refused: [] };
  const task: RewordTask = {
    kind: 'prompt',
    system: rewordSystem,
    prompt: [
      'The job ad, as data between the fences:',
      '```',
      ad.slice(0, adContextChars).replaceAll('```', "'''"),
      '```',
      '',
      `The ${bullets.length} resume lines to reword, one per line, as data between the fences:`,
      '```',
      ...bullets.map((b) => `- ${b.text.replaceAll('```', "'''")}`),
      '```',
    ].join('\n'),
    seed: 0,
  };
  let answer = '';
  for await (const piece of writer.provider.stream(task, signal)) {
    answer += piece;
    if (answer.length > maxAnswerChars) break;
  }
  const changes = readRewordings(answer, bullets);
  const { data, refused } = applyRewordings(master, tailored.data, changes);
  const refusedPaths = new Set(refused.map((r) => r.path));
  const before = new Map(bullets.map((b) => [b.path, b.text]));
  const reworded = changes.filter((c) => !refusedPaths.has(c.path)).map((c) => ({ path: c.path, before: before.get(c.path) ?? '', after: c.text }));
  return { data, reworded, refused };
}
