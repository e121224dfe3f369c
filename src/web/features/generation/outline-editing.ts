// The outline as the writer edits it before "Write draft from outline": the
// same shape as the shared Outline, except that a section's notes are the
// text of one textarea (one note a line), so typing a new line or a blank one
// never loses what is being typed. It becomes an OutlineInput only when sent.
import { newSectionId, outlineLimits, type Outline, type OutlineInput, type SectionRole } from '../../../shared/outline.ts';

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

export type OutlineAction =
  | { type: 'load'; outline: Outline | null }
  | { type: 'title' | 'thesis'; value: string }
  | { type: 'heading' | 'notes'; id: string; value: string }
  | { type: 'sources'; id: string; value: string[] }
  /** A new body section with this (translated) heading, before a closing conclusion. */
  | { type: 'add'; heading: string }
  | { type: 'remove'; id: string }
  | { type: 'move'; id: string; by: -1 | 1 };

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

export function outlineReducer(state: EditableOutline | null, action: OutlineAction): EditableOutline | null {
  if (action.type === 'load') return action.outline ? editableOutline(action.outline) : null;
  if (!state) return state;
  const sections = state.sections;
  const edit = (id: string, patch: Partial<EditableSection>) => ({ ...state, sections: sections.map((s) => (s.id === id ? { ...s, ...patch } : s)) });
  switch (action.type) {
    case 'title':
      return { ...state, title: action.value };
    case 'thesis':
      return { ...state, thesis: action.value };
    case 'heading':
      return edit(action.id, { heading: action.value });
    case 'notes':
      return edit(action.id, { notes: action.value });
    case 'sources':
      return edit(action.id, { sources: action.value.slice(0, outlineLimits.sources) });
    case 'add': {
      if (sections.length >= outlineLimits.sections) return state;
      const section: EditableSection = { id: newSectionId(sections.map((s) => s.id)), role: 'body', heading: action.heading, purpose: '', questions: [], notes: '', sources: [] };
      // A new point belongs in the body: before the conclusion that closes the outline, if there is one.
      const at = sections.at(-1)?.role === 'conclusion' ? sections.length - 1 : sections.length;
      return { ...state, sections: [...sections.slice(0, at), section, ...sections.slice(at)] };
    }
    case 'remove':
      // The outline keeps one section at least (the server refuses an empty one).
      if (sections.length <= 1) return state;
      return { ...state, sections: sections.filter((s) => s.id !== action.id) };
    case 'move': {
      const from = sections.findIndex((s) => s.id === action.id);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= sections.length) return state;
      const next = [...sections];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return { ...state, sections: next };
    }
  }
}

/** The id the newest section got (Add section focuses its heading). */
export function addedSectionId(before: EditableOutline, after: EditableOutline): string | undefined {
  const known = new Set(before.sections.map((s) => s.id));
  return after.sections.find((s) => !known.has(s.id))?.id;
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
