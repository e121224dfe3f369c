import type { DocumentRecord } from '../../../shared/documents.ts';
import { descriptionLines, type ResumeData } from '../../../shared/resume.ts';
import type { Rewording, TracedLine } from './tailor-api.ts';

/**
 * A tailored copy read against the resume it was made from (the master, or
 * the copy as it stands before a pull), section by section: each line kept
 * (and whether it moved up), reworded, new, or left out, with where it comes
 * from in the master. Pure: the dialog and the copy's notice both draw it.
 */

/** Where a line of the copy comes from, counted from 1 as a reader counts ("Experience 1, line 3"). */
export type LineOrigin = { section: 'summary'; line: number } | { section: 'experience'; entry: number; line: number } | { section: 'skills' | 'projects'; line: number };

export type DiffLine =
  | { kind: 'kept'; text: string; movedUp: boolean; from?: LineOrigin }
  | { kind: 'reworded'; before: string; after: string; from?: LineOrigin }
  | { kind: 'added'; text: string; from?: LineOrigin }
  | { kind: 'left-out'; text: string };

export interface DiffBlock {
  /** A stable key for the list. */
  key: string;
  section: 'summary' | 'experience' | 'skills' | 'projects' | 'other';
  /** An experience entry's role and employer; the section's key for `other`. */
  heading?: string;
  lines: DiffLine[];
}

export interface ResumeDiffModel {
  blocks: DiffBlock[];
  /** Whether anything differs at all. */
  changed: boolean;
}

/** A trace path ('experience.0.description:2', 'summary:1', 'skills.3') as a reader's origin; undefined for any other path. */
export function originOf(path: string): LineOrigin | undefined {
  let m = /^experience\.(\d+)\.description:(\d+)$/.exec(path);
  if (m) return { section: 'experience', entry: Number(m[1]) + 1, line: Number(m[2]) + 1 };
  m = /^summary:(\d+)$/.exec(path);
  if (m) return { section: 'summary', line: Number(m[1]) + 1 };
  m = /^(skills|projects)\.(\d+)$/.exec(path);
  if (m) return { section: m[1] as 'skills' | 'projects', line: Number(m[2]) + 1 };
  return undefined;
}

/**
 * The lines of `after` against those of `before`: kept (moved up when it
 * now comes before a line that preceded it), reworded (from `reworded`, by
 * position), new, and the lines of `before` no longer there (left out).
 * `pathOf(i)` names the i-th line of `after` in the trace.
 */
function compareLines(before: readonly string[], after: readonly string[], pathOf: (i: number) => string, from: ReadonlyMap<string, string>, reworded: ReadonlyMap<string, Rewording>): DiffLine[] {
  const unused = new Map<string, number[]>();
  before.forEach((text, i) => unused.set(text, [...(unused.get(text) ?? []), i]));
  const take = (text: string) => {
    const at = unused.get(text);
    const index = at?.shift();
    return index;
  };
  // First pass: which line of `before` each line of `after` is (a reworded line is its `before` text).
  const matched = after.map((text, i) => {
    const change = reworded.get(pathOf(i));
    return take(change && change.after === text ? change.before : text);
  });
  // A kept line moved up when a line that stood above it now stands below it.
  const lowestBelow: number[] = [];
  let lowest = Infinity;
  for (let i = after.length - 1; i >= 0; i -= 1) {
    lowestBelow[i] = lowest;
    lowest = Math.min(lowest, matched[i] ?? Infinity);
  }
  const lines: DiffLine[] = after.map((text, i) => {
    const path = pathOf(i);
    const origin = originOf(from.get(path) ?? '');
    const withOrigin = origin ? { from: origin } : {};
    const index = matched[i];
    if (index === undefined) return { kind: 'added', text, ...withOrigin };
    const movedUp = lowestBelow[i]! < index;
    const change = reworded.get(path);
    if (change && change.after === text) return { kind: 'reworded', before: change.before, after: text, ...withOrigin };
    return { kind: 'kept', text, movedUp, ...withOrigin };
  });
  for (const [text, left] of unused) for (const _ of left) lines.push({ kind: 'left-out', text });
  return lines;
}

const bulletTexts = (description: string | undefined) => descriptionLines(description).map((line) => line.text);

/** Sentences of a summary, as the tailoring splits them. */
function sentencesOf(text: string | undefined, language = 'en'): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  return [...segmenter.segment(text ?? '')].map((s) => s.segment.trim()).filter(Boolean);
}

/** A section the tailoring does not touch, as text to compare (a pull shows the master's edits of it). */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join('\n');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => key !== 'id' && key !== 'jsonResume')
      .map(([, v]) => plainText(v))
      .filter(Boolean)
      .join(' · ');
  return value === undefined || value === null ? '' : String(value);
}

const otherSections = ['personalInfo', 'education', 'certificates', 'languages', 'awards', 'volunteer', 'publications', 'interests', 'references', 'custom'] as const;

/**
 * The copy against `base`, section by section. `trace` (the tailoring's)
 * names where each line of the copy comes from; `reworded` the lines a model
 * changed (shown word by word rather than as a line left out and a new one).
 */
export function resumeDiff(input: { base: ResumeData; copy: ResumeData; trace?: readonly TracedLine[]; reworded?: readonly Rewording[] }): ResumeDiffModel {
  const { base, copy } = input;
  const from = new Map((input.trace ?? []).map((line) => [line.path, line.from]));
  const reworded = new Map((input.reworded ?? []).map((change) => [change.path, change]));
  const language = copy.language ?? 'en';
  const blocks: DiffBlock[] = [];

  if (base.summary?.trim() || copy.summary?.trim()) {
    const summaryChange = reworded.get('summary');
    const lines: DiffLine[] = summaryChange
      ? [{ kind: 'reworded', before: summaryChange.before, after: summaryChange.after }]
      : compareLines(sentencesOf(base.summary, language), sentencesOf(copy.summary, language), (i) => `summary:${i}`, from, reworded);
    blocks.push({ key: 'summary', section: 'summary', lines });
  }

  const entries = Math.max(base.experience?.length ?? 0, copy.experience?.length ?? 0);
  for (let e = 0; e < entries; e += 1) {
    const was = base.experience?.[e];
    const now = copy.experience?.[e];
    const entry = now ?? was;
    const heading = [entry?.position, entry?.company].filter((part) => part?.trim()).join(', ');
    const lines = compareLines(bulletTexts(was?.description), bulletTexts(now?.description), (i) => `experience.${e}.description:${i}`, from, reworded);
    if (lines.length > 0) blocks.push({ key: `experience-${e}`, section: 'experience', heading, lines });
  }

  for (const section of ['skills', 'projects'] as const) {
    const names = (data: ResumeData) => (data[section] ?? []).map((item) => item.name ?? '').filter((name) => name.trim());
    const lines = compareLines(names(base), names(copy), (i) => `${section}.${i}`, from, reworded);
    if (lines.length > 0) blocks.push({ key: section, section, lines });
  }

  for (const section of otherSections) {
    const before = plainText(base[section]);
    const after = plainText(copy[section]);
    if (before !== after) blocks.push({ key: section, section: 'other', heading: section, lines: [{ kind: 'reworded', before, after }] });
  }

  const changed = blocks.some((block) => block.lines.some((line) => line.kind !== 'kept' || line.movedUp));
  return { blocks, changed };
}

/** The title of a tailored copy: the master's, then the company (or the ad's first line), within a title's length. */
/** Characters of an ad's first line a copy's title keeps when no company is known. */
const adWordsInTitle = 48;

export function copyTitle(masterTitle: string, company: string | undefined, ad: string): string {
  const firstLine = ad.split('\n').find((line) => line.trim())?.trim() ?? '';
  // An ad's first line may be a whole paragraph: its first words name the job well enough in a title.
  const head = firstLine.slice(0, adWordsInTitle + 1);
  const cut = firstLine.length > adWordsInTitle ? `${/\s/.test(head) ? head.replace(/\s+\S*$/, '') : head.slice(0, adWordsInTitle)}…` : firstLine;
  const target = company?.trim() || cut;
  const title = target ? `${masterTitle} — ${target}` : masterTitle;
  return title.length > 200 ? `${title.slice(0, 199)}…` : title;
}

/**
 * The data of a tailored copy: the tailoring's result, the ad it was tailored
 * to and where it comes from. The copy keeps `keep`'s template and language
 * (a pull keeps the copy's own; a new copy the master's).
 */
export function tailoredData(result: ResumeData, ad: string, master: { id: string; updatedAt: string }, keep: ResumeData, now: Date): ResumeData {
  const { tailoredFrom: _from, ...data } = result;
  const tailoredFrom = { masterId: master.id, tailoredAt: now.toISOString(), masterUpdatedAt: master.updatedAt };
  const own = { ...(keep.template ? { template: keep.template } : {}), ...(keep.language ? { language: keep.language } : {}) };
  return { ...data, ...own, jobAd: ad, tailoredFrom };
}

/** Whether the master changed after the copy was made from it. */
export function masterChangedSince(copy: ResumeData, master: Pick<DocumentRecord, 'updatedAt'>): boolean {
  const made = copy.tailoredFrom?.masterUpdatedAt;
  return made !== undefined && Date.parse(master.updatedAt) > Date.parse(made);
}

