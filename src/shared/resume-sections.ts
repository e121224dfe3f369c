// The order and content of a resume's sections as every view prints them:
// the builder's preview, the PDF and DOCX of each template, the plain-text
// and Markdown downloads. One place decides which sections show, in which
// order, and how an entry of the sections beyond experience, education and
// skills reads, so no two layouts disagree.
import { tidyText } from './tidy-text.ts';
import {
  dateRange,
  descriptionLines,
  formatResumeDate,
  resumeSectionKeys,
  visibleResumeParts,
  type DescriptionLine,
  type ExtraSectionKey,
  type ResumeData,
  type ResumeSectionKey,
} from './resume.ts';

/** A section's entry, display-ready: plain text (no markup), dates in the resume's language. */
export interface ResumeSectionEntry {
  /** What the entry is: a project's name, an award's title, a language. */
  title: string;
  /** The line beside or under it: the organisation, issuer, publisher, roles, a fluency. */
  subtitle: string;
  /** "Mar 2021 – Present", "Nov 2014", or empty. */
  dates: string;
  /** A web address as the user wrote it, or empty. */
  url: string;
  /** The description, summary or reference text, bullets where the user wrote them. */
  lines: DescriptionLine[];
}

interface ResumeExtraSection {
  key: ExtraSectionKey;
  /** The custom section's own heading; the others take their heading from the labels of the layout's language. */
  title?: string;
  /**
   * How the layouts print it: `entries` as experience is printed (title,
   * subtitle, dates, description); `inline` as one short line an entry
   * (languages, interests), the title and the subtitle joined.
   */
  style: 'entries' | 'inline';
  entries: ResumeSectionEntry[];
}

const clean = tidyText;
const hasText = (...values: (string | undefined)[]) => values.some((v) => clean(v) !== '');

/**
 * The user's order of the sections: the saved order first (unknown and
 * repeated keys dropped), then every section it leaves out, in the default order.
 */
export function sectionOrder(data: Pick<ResumeData, 'sectionOrder'>): ResumeSectionKey[] {
  const saved = (data.sectionOrder ?? []).filter((key, i, all) => resumeSectionKeys.includes(key) && all.indexOf(key) === i);
  return [...saved, ...resumeSectionKeys.filter((key) => !saved.includes(key))];
}

export function isSectionHidden(data: Pick<ResumeData, 'hiddenSections'>, key: ResumeSectionKey): boolean {
  return (data.hiddenSections ?? []).includes(key);
}

const entry = (parts: Partial<ResumeSectionEntry>): ResumeSectionEntry => ({ title: '', subtitle: '', dates: '', url: '', lines: [], ...parts });

/** The content of one of the extra sections as the layouts print it; null when it has nothing to show. */
function extraSection(data: ResumeData, key: ExtraSectionKey): ResumeExtraSection | null {
  const language = data.language;
  const range = (start?: string, end?: string, current?: boolean) => dateRange(start, end, current, language);
  const on = (date?: string) => formatResumeDate(date, language);
  const paragraph = (text?: string): DescriptionLine[] => descriptionLines(text);
  let entries: ResumeSectionEntry[] = [];
  let style: ResumeExtraSection['style'] = 'entries';
  let title: string | undefined;
  switch (key) {
    case 'projects':
      entries = (data.projects ?? [])
        .filter((p) => hasText(p.name))
        .map((p) => entry({ title: clean(p.name), subtitle: clean(p.roles), dates: range(p.startDate, p.endDate), url: clean(p.url), lines: paragraph(p.description) }));
      break;
    case 'certificates':
      entries = (data.certificates ?? []).filter((c) => hasText(c.name)).map((c) => entry({ title: clean(c.name), subtitle: clean(c.issuer), dates: on(c.date), url: clean(c.url) }));
      break;
    case 'languages':
      style = 'inline';
      entries = (data.languages ?? []).filter((l) => hasText(l.language)).map((l) => entry({ title: clean(l.language), subtitle: clean(l.fluency) }));
      break;
    case 'awards':
      entries = (data.awards ?? []).filter((a) => hasText(a.title)).map((a) => entry({ title: clean(a.title), subtitle: clean(a.awarder), dates: on(a.date), lines: paragraph(a.summary) }));
      break;
    case 'volunteer':
      entries = (data.volunteer ?? [])
        .filter((v) => hasText(v.organization, v.position))
        .map((v) =>
          entry({
            title: clean(v.position) || clean(v.organization),
            subtitle: clean(v.position) ? clean(v.organization) : '',
            dates: range(v.startDate, v.endDate, v.current),
            url: clean(v.url),
            lines: paragraph(v.description),
          }),
        );
      break;
    case 'publications':
      entries = (data.publications ?? [])
        .filter((p) => hasText(p.name))
        .map((p) => entry({ title: clean(p.name), subtitle: clean(p.publisher), dates: on(p.releaseDate), url: clean(p.url), lines: paragraph(p.summary) }));
      break;
    case 'interests':
      style = 'inline';
      entries = (data.interests ?? [])
        .filter((i) => hasText(i.name))
        .map((i) => entry({ title: clean(i.name), subtitle: (i.keywords ?? '').split(',').map(clean).filter(Boolean).join(', ') }));
      break;
    case 'references':
      entries = (data.references ?? []).filter((r) => hasText(r.name, r.reference)).map((r) => entry({ title: clean(r.name), lines: paragraph(r.reference) }));
      break;
    case 'custom':
      title = clean(data.custom?.title);
      entries = (data.custom?.entries ?? [])
        .filter((e) => hasText(e.title, e.subtitle))
        .map((e) => entry({ title: clean(e.title) || clean(e.subtitle), subtitle: clean(e.title) ? clean(e.subtitle) : '', dates: on(e.date), lines: paragraph(e.description) }));
      // A custom section needs a heading to be printed under.
      if (!title) return null;
      break;
  }
  return entries.length ? { key, style, entries, ...(title ? { title } : {}) } : null;
}

/**
 * An entry of an `inline` section as one line, the same in every layout:
 * "English — Native speaker" (a language and its fluency), "Wildlife:
 * Ferrets, Unicorns" (an interest and its keywords); the title alone when
 * there is nothing beside it.
 */
export function inlineEntryText(key: ExtraSectionKey, item: Pick<ResumeSectionEntry, 'title' | 'subtitle'>): string {
  if (!item.subtitle) return item.title;
  return key === 'interests' ? `${item.title}: ${item.subtitle}` : `${item.title} — ${item.subtitle}`;
}

/** A section the layouts print, in the user's order: the four core sections by key, the others with their content. */
export type PrintedSection = { key: 'summary' | 'experience' | 'education' | 'skills' } | ResumeExtraSection;

/**
 * The sections a reader sees, in the user's order: hidden ones and empty
 * ones left out (the spec's preview rule: an entry with no name is a blank
 * form row).
 */
export function printedSections(data: ResumeData): PrintedSection[] {
  const { experience, education, skills } = visibleResumeParts(data);
  const core = { summary: clean(data.summary) !== '', experience: experience.length > 0, education: education.length > 0, skills: skills.length > 0 };
  const out: PrintedSection[] = [];
  for (const key of sectionOrder(data)) {
    if (isSectionHidden(data, key)) continue;
    if (key === 'summary' || key === 'experience' || key === 'education' || key === 'skills') {
      if (core[key]) out.push({ key });
      continue;
    }
    const section = extraSection(data, key);
    if (section) out.push(section);
  }
  return out;
}
