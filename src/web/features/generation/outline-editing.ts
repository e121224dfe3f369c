// The outline as the writer edits it before "Write draft from outline": the
// same shape as the shared Outline, except that a section's notes are the
// text of one textarea (one note a line), so typing a new line or a blank one
// never loses what is being typed. It becomes an OutlineInput only when sent.
import { newSectionId, outlineLimits, outlineSchema, type Outline, type OutlineInput, type SectionRole } from '../../../shared/outline.ts';
import { z } from '../../../shared/zod.ts';

export interface EditableSection {
  id: string;
  role: SectionRole;
  heading: string;
  purpose: string;
  questions: string[];
  /** The writer's notes, one a line, as typed. */
  notes: string;
  /** Citation keys of the user's library, in the order chosen. */
  sources: string[];
}

export interface EditableOutline {
  title: string;
  thesis: string;
  sections: EditableSection[];
}

/** A bullet or number a writer may type (or paste) at the start of a note: the list is theirs already. */
const listMarker = /^(?:[-*•–]|\d{1,3}[.)])\s+/;

/** A section's notes as the server takes them: one a line, list markers and blank lines dropped. */
export function notesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(listMarker, '').trim())
    .filter((line) => line.length > 0);
}

function notesAsText(notes: readonly string[]): string {
  return notes.join('\n');
}

/** What is wrong with a section's notes before they are sent, as a translation key; null when nothing is. */
export function notesProblem(text: string): 'outline.tooManyNotes' | 'essay.outline.noteTooLong' | null {
  const notes = notesFromText(text);
  if (notes.length > outlineLimits.notes) return 'outline.tooManyNotes';
  if (notes.some((note) => note.length > outlineLimits.note)) return 'essay.outline.noteTooLong';
  return null;
}

/**
 * The outline form's schema: the server's own outline schema, except that a
 * section's notes are the textarea's text, checked as the notes it becomes
 * (`notesProblem`: how many, and how long each), since the form edits text, not a list. The
 * form holds every field (`required`): none falls back to the server's default.
 */
export const editableOutlineSchema = outlineSchema
  .extend({
    sections: z.array(
      outlineSchema.shape.sections.element
        .extend({
          notes: z.string().superRefine((text, ctx) => {
            const problem = notesProblem(text);
            if (problem) ctx.addIssue({ code: 'custom', message: problem });
          }),
        })
        .required(),
    ),
  })
  .required();

/** An outline with nothing in it: the form's values before one is planned or reopened. */
export const emptyOutline: EditableOutline = { title: '', thesis: '', sections: [] };

export function editableOutline(outline: Outline): EditableOutline {
  return {
    title: outline.title,
    thesis: outline.thesis,
    sections: outline.sections.map((s) => ({ id: s.id, role: s.role, heading: s.heading, purpose: s.purpose, questions: [...s.questions], notes: notesAsText(s.notes), sources: [...s.sources] })),
  };
}

/** The request's `outline`: what the writer typed, trimmed, notes split into lines. */
export function outlineInput(outline: EditableOutline): OutlineInput {
  return {
    title: outline.title.trim(),
    thesis: outline.thesis.trim(),
    sections: outline.sections.map((s) => ({
      id: s.id,
      role: s.role,
      heading: s.heading.trim(),
      purpose: s.purpose,
      questions: s.questions,
      notes: notesFromText(s.notes),
      sources: s.sources,
    })),
  };
}

/** Every citation key the sections chose, each once, in order (the request's `sources` in academic mode). */
export function chosenSources(outline: EditableOutline): string[] {
  return [...new Set(outline.sections.flatMap((s) => s.sources))];
}

/**
 * Where the keyboard goes once section `id` is removed: the section that
 * takes its place; null when it was the last, and the caller focuses Add
 * section, the next control in reading order.
 */
export function focusAfterRemove(sections: readonly EditableSection[], id: string): string | null {
  const at = sections.findIndex((s) => s.id === id);
  if (at < 0) return null;
  return sections[at + 1]?.id ?? null;
}

/**
 * Add section: a new body section with this (translated) heading and where it goes, before a
 * closing conclusion; null when the outline holds as many sections as it may.
 */
export function newSection(sections: readonly EditableSection[], heading: string): { at: number; section: EditableSection } | null {
  if (sections.length >= outlineLimits.sections) return null;
  const section: EditableSection = { id: newSectionId(sections.map((s) => s.id)), role: 'body', heading, purpose: '', questions: [], notes: '', sources: [] };
  // A new point belongs in the body: before the conclusion that closes the outline, if there is one.
  return { at: sections.at(-1)?.role === 'conclusion' ? sections.length - 1 : sections.length, section };
}

/**
 * Where a server validation error of the request's outline belongs:
 * `outline.thesis`, `outline.sections.2.heading`, `outline.sections.2.notes.5`
 * name a field on screen (`thesis`, `<sectionId>.heading`, `<sectionId>.notes`).
 */
export function outlineFieldOf(field: string | undefined, sent: readonly { id: string }[]): string | null {
  if (!field?.startsWith('outline.')) return null;
  const parts = field.split('.').slice(1);
  if (parts[0] === 'title' || parts[0] === 'thesis') return parts[0];
  if (parts[0] !== 'sections' || parts.length < 3) return null;
  const section = sent[Number(parts[1])];
  const part = parts[2];
  if (!section || (part !== 'heading' && part !== 'notes' && part !== 'sources')) return null;
  return `${section.id}.${part}`;
}
