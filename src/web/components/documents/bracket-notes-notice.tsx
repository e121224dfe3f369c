import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeBracketNotes, type ResumeNotePlace } from '../../../shared/bracket-notes.ts';
import type { ResumeData } from '../../../shared/resume.ts';
import { Alert } from '../ui/alert.tsx';

/** A "[ … ]" note still in a document, and where it is when the page can say ("Summary"). */
export interface ShownNote {
  note: string;
  place?: string | undefined;
}

/** How many notes a notice or a warning names; the rest are counted ("and 2 more"). */
const named = 3;

/** The notes as one phrase in the interface language: "[a], [b], [c] and 2 more". */
export function useNotesPhrase(): (notes: readonly string[]) => string {
  const { t, i18n } = useTranslation();
  return (notes) => {
    const items = notes.slice(0, named);
    if (notes.length > named) items.push(t('bracketNotes.more', { count: notes.length - named }));
    return new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' }).format(items);
  };
}

/**
 * The notice a page shows while its document still holds notes to fill in
 * (the Resume Builder, the editor): how many, and the first few with where.
 * Announced politely when it appears or its count changes; nothing when there
 * is no note.
 */
export function BracketNotesNotice({ notes, kind, className }: { notes: readonly ShownNote[]; kind: 'resume' | 'document'; className?: string }) {
  const { t } = useTranslation();
  if (!notes.length) return null;
  return (
    <Alert className={className}>
      <p className="font-medium">{t(`bracketNotes.${kind}`, { count: notes.length })}</p>
      <ul className="mt-1 list-disc space-y-0.5 ps-5 break-words">
        {notes.slice(0, named).map(({ note, place }, i) => (
          <li key={`${i}:${note}`}>{place ? t('bracketNotes.noteIn', { note, place }) : note}</li>
        ))}
        {notes.length > named && <li>{t('bracketNotes.andMore', { count: notes.length - named })}</li>}
      </ul>
    </Alert>
  );
}

/** The Resume Builder's notice: the notes of the resume on screen, each with the tab it is in. */
export function ResumeBracketNotesNotice({ resume, className }: { resume: ResumeData; className?: string }) {
  const { t, i18n } = useTranslation();
  const notes = useMemo(() => resumeBracketNotes(resume), [resume]);
  // The builder's tab names, else the section's heading; a section with neither is not named.
  const placeName = (place: ResumeNotePlace | null) => {
    if (!place) return undefined;
    const key = place === 'personalInfo' ? 'resume.tabs.personal' : [`resume.tabs.${place}`, `documents.resume.${place}`].find((k) => i18n.exists(k));
    return key ? t(key) : undefined;
  };
  return <BracketNotesNotice className={className} kind="resume" notes={notes.map(({ note, place }) => ({ note, place: placeName(place) }))} />;
}
