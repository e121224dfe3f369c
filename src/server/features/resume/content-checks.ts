// Content checks of a resume, offline: what a recruiter's first read and an
// applicant-tracking system trip over, each finding pointing at the field to
// change (a zod-style path into the resume's data). What each check rests on:
//
// - bulletVerb: a bullet that opens with an action verb says what the person
//   did ("Led", "Built"); one that opens with "Responsible for" or a noun does
//   not. The first word's part of speech comes from wink-nlp's English model
//   (the same one the job-ad match reads), so the check runs only on resumes
//   written in English.
// - quantified: bullets with a number (digits, a percentage, an amount, a
//   number word) show scale and results. Under 30 % of bullets quantified is
//   reported, from 3 bullets on: a rule of thumb of careers services, not a
//   measured threshold.
// - tense: a past role is described in the past tense; one role's bullets in
//   one tense. Read from the first word's lemma (English only).
// - dateOrder, dateGap, dateOverlap: from the experience entries' dates
//   (YYYY-MM or YYYY). A gap of more than 6 months between roles is reported
//   so the writer can explain it; an overlap of more than a month, so it is
//   intended (part-time, freelance), not a typing slip.
// - length: about 350 words fill a page; over 1,000 words is likely more than
//   two pages, under 150 says too little.
// - contact: a name and an email are needed to be contacted at all; a phone
//   number and a location are expected by most recruiters and forms.
// - note: a "[ … ]" placeholder left in (src/shared/bracket-notes.ts).
import winkNLP, { type ItemToken, type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { bracketNotes, resumeBracketNotes } from '../../../shared/bracket-notes.ts';
import type { ContentFinding, ContentReport } from '../../../shared/resume-checks.ts';
import { parseResumeDate, resumeToPlainText, type ResumeData } from '../../../shared/resume.ts';

const limits = { quantifiedShare: 0.3, quantifiedFrom: 3, gapMonths: 6, overlapMonths: 1, longWords: 1000, shortWords: 150 } as const;

/** The first text field under `value` that holds `note`, with its line when the field has several. */
function fieldHolding(value: unknown, note: string, path: (string | number)[]): { path: (string | number)[]; line?: number } | undefined {
  if (typeof value === 'string') {
    if (!bracketNotes(value).includes(note)) return undefined;
    const lines = value.split('\n');
    const line = lines.findIndex((text) => bracketNotes(text).includes(note));
    return lines.length > 1 && line >= 0 ? { path, line } : { path };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldHolding(item, note, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = fieldHolding(item, note, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

let nlp: WinkMethods | undefined;
const reader = () => (nlp ??= winkNLP(model, ['pos']));

/** A description's bullets: lines after a •, - or * marker, or every non-empty line when none has one. */
export function bulletsOf(description: string | undefined): { text: string; line: number }[] {
  const lines = (description ?? '').split(/\r?\n/);
  const marked = /^\s*[•\-*–]\s+/;
  const anyMarked = lines.some((line) => marked.test(line));
  return lines.flatMap((line, index) => {
    if (anyMarked && !marked.test(line)) return [];
    const text = line.replace(marked, '').trim();
    return text ? [{ text, line: index }] : [];
  });
}

const numberWords = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|million|millions|billion|dozen|dozens|half|double|doubled|tripled|halved)\b/i;
const isQuantified = (text: string) => /\d/.test(text) || /[%$€£¥]/.test(text) || numberWords.test(text);

const sameInPast = new Set(['cut', 'put', 'set', 'read', 'let', 'hit', 'shut', 'split', 'spread', 'cost', 'quit', 'bet', 'broadcast', 'upset', 'forecast', 'input', 'output', 'reset', 'offset', 'beat']);

/** The first word's part of speech and whether it reads as past tense (English). */
function firstWord(text: string): { pos: string; past: boolean; present: boolean } | undefined {
  const doc = reader().readDoc(text);
  const its = reader().its;
  let found: { pos: string; past: boolean; present: boolean } | undefined;
  doc.tokens().each((token: ItemToken) => {
    if (found || token.out(its.type) !== 'word') return;
    const word = String(token.out()).toLowerCase();
    // The model's lemmatiser is typed apart from the token functions, and reads a token all the same.
    const lemma = String(token.out(its.lemma as unknown as ItsFunction<string>)).toLowerCase();
    const pos = String(token.out(its.pos));
    // "Cut", "set", "led"…: verbs whose past is their base form say nothing of the tense.
    if (sameInPast.has(word)) {
      found = { pos, past: false, present: false };
      return;
    }
    const past = lemma !== word && !word.endsWith('ing') && !(word.endsWith('s') && lemma === word.slice(0, -1)) && !(word.endsWith('es') && lemma === word.slice(0, -2));
    found = { pos, past, present: !past && !word.endsWith('ing') };
  });
  return found;
}

/** A month count from a resume's date as the builder reads it (a year alone counts as its January), or undefined for free text. */
function monthOf(value: string | undefined): number | undefined {
  const date = parseResumeDate(value);
  return date ? date.year * 12 + (date.month ?? 1) - 1 : undefined;
}

const monthName = (months: number) => `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}`;

export function resumeContentChecks(data: ResumeData, now: Date): ContentReport {
  const findings: ContentFinding[] = [];
  const english = (data.language ?? 'en') === 'en';
  const experience = data.experience ?? [];

  // Contact details.
  const info = data.personalInfo ?? {};
  const contact: { field: 'fullName' | 'email' | 'phone' | 'location'; severity: 'warning' | 'info' }[] = [
    { field: 'fullName', severity: 'warning' },
    { field: 'email', severity: 'warning' },
    { field: 'phone', severity: 'info' },
    { field: 'location', severity: 'info' },
  ];
  for (const { field, severity } of contact) {
    if (!info[field]?.trim()) findings.push({ check: 'contact', severity, path: ['personalInfo', field], key: `resume.checks.contact.${field}`, params: {} });
  }

  // Bullets: verbs, tense, numbers.
  let bullets = 0;
  let quantified = 0;
  experience.forEach((entry, index) => {
    const path = ['experience', index, 'description'];
    const lines = bulletsOf(entry.description);
    const pastRole = !entry.current && Boolean(entry.endDate?.trim());
    const tenses = new Set<'past' | 'present'>();
    for (const bullet of lines) {
      bullets += 1;
      if (isQuantified(bullet.text)) quantified += 1;
      if (!english) continue;
      const first = firstWord(bullet.text);
      if (!first) continue;
      if (first.pos !== 'VERB') {
        findings.push({ check: 'bulletVerb', severity: 'info', path, line: bullet.line, key: 'resume.checks.bulletVerb', params: { bullet: bullet.text.slice(0, 80) } });
        continue;
      }
      if (first.past) tenses.add('past');
      else if (first.present) tenses.add('present');
      if (pastRole && first.present) findings.push({ check: 'tense', severity: 'info', path, line: bullet.line, key: 'resume.checks.pastRolePresent', params: { bullet: bullet.text.slice(0, 80) } });
    }
    if (!pastRole && tenses.size > 1) findings.push({ check: 'tense', severity: 'info', path, key: 'resume.checks.mixedTense', params: { company: entry.company ?? '' } });
  });
  if (bullets >= limits.quantifiedFrom && quantified / bullets < limits.quantifiedShare) {
    findings.push({ check: 'quantified', severity: 'info', path: ['experience'], key: 'resume.checks.quantified', params: { quantified, bullets } });
  }

  // Dates of the roles.
  const today = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans = experience.flatMap((entry, index) => {
    const start = monthOf(entry.startDate);
    const end = entry.current ? today : monthOf(entry.endDate);
    if (start === undefined || end === undefined) return [];
    if (end < start) {
      findings.push({ check: 'dateOrder', severity: 'warning', path: ['experience', index, 'endDate'], key: 'resume.checks.dateOrder', params: { company: entry.company ?? '' } });
      return [];
    }
    return [{ index, start, end, company: entry.company ?? '' }];
  });
  spans.sort((a, b) => a.start - b.start || a.end - b.end);
  let reach: (typeof spans)[number] | undefined;
  for (const span of spans) {
    if (reach) {
      const gap = span.start - reach.end;
      if (gap > limits.gapMonths) findings.push({ check: 'dateGap', severity: 'info', path: ['experience', span.index, 'startDate'], key: 'resume.checks.dateGap', params: { months: gap, from: monthName(reach.end), to: monthName(span.start) } });
      const overlap = Math.min(reach.end, span.end) - span.start;
      if (overlap > limits.overlapMonths) findings.push({ check: 'dateOverlap', severity: 'info', path: ['experience', span.index, 'startDate'], key: 'resume.checks.dateOverlap', params: { months: overlap, company: span.company, other: reach.company } });
    }
    if (!reach || span.end > reach.end) reach = span;
  }

  // Length.
  const words = resumeToPlainText(data).split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  if (words > limits.longWords) findings.push({ check: 'length', severity: 'info', path: [], key: 'resume.checks.tooLong', params: { words } });
  else if (words < limits.shortWords) findings.push({ check: 'length', severity: 'info', path: [], key: 'resume.checks.tooShort', params: { words } });

  // Notes left to fill in, each at the field (and the line of it) that holds it.
  for (const { note, place } of resumeBracketNotes(data)) {
    const at = place ? fieldHolding(data[place], note, [place]) : undefined;
    findings.push({ check: 'note', severity: 'warning', path: at?.path ?? (place ? [place] : []), ...(at?.line !== undefined ? { line: at.line } : {}), key: 'resume.checks.note', params: { note } });
  }

  return { findings, bullets, quantified, words, english };
}
