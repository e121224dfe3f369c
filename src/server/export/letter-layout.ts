import { opensWithHeading } from '../../shared/markdown.ts';
import { resumeTemplates, type ResumeTemplate } from '../../shared/resume.ts';

/**
 * What the PDF and DOCX layouts of a cover letter need beyond its text: the
 * resume template whose look it shares, who writes it, to whom, the date and
 * the subject line. One definition, so both formats print the same letter.
 */

export interface LetterFront {
  /** The resume template the letter's header matches (professional when none is set). */
  template: ResumeTemplate;
  /** Who writes and signs: the name, and the contact details that are filled, in the resume's order. */
  sender: { name: string; contact: string[] };
  /** The addressee block: the hiring manager and the company, those that are known. */
  to: string[];
  /** "Re: Application for <position>" when the position is known; empty otherwise. */
  subject: string;
  date: string;
}

/** The contact details a letterhead shows, in the order the resume templates show them. */
const contactKinds = ['email', 'phone', 'location', 'linkedin', 'website'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** A document's date as its title block or letterhead prints it ("20 November 2026" in British English). */
export function longDate(updatedAt: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(updatedAt));
}

/**
 * A letter's front matter. The sender is the letter's own (the chosen
 * resume's personal info or what was typed in the generator), else the
 * account's name. A letter whose Markdown opens with its own `# ` heading
 * keeps that as its subject; otherwise the subject is written from the
 * position, and the document's title (a History label such as "Cover letter
 * — Analyst, Initech") is never printed, as no business letter carries one.
 */
export function letterFrontOf(doc: { data: Record<string, unknown>; content: string; updatedAt: string }, author: string, lang = 'en'): LetterFront {
  const { data } = doc;
  const sender = record(data.sender);
  const template = resumeTemplates.includes(data.template as ResumeTemplate) ? (data.template as ResumeTemplate) : 'professional';
  const position = text(data.position);
  return {
    template,
    sender: { name: text(sender.fullName) || text(author), contact: contactKinds.map((kind) => text(sender[kind])).filter(Boolean) },
    to: [text(data.recipient), text(data.company)].filter(Boolean),
    subject: position && !opensWithHeading(doc.content) ? `Re: Application for ${position}` : '',
    date: longDate(doc.updatedAt, lang),
  };
}
