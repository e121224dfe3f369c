// Importing a file (Word, OpenDocument, HTML or Markdown) as a new document:
// what the server and the History page's dialog agree on.
import type { DocumentRecord } from './documents.ts';

export const documentImportLimits = {
  /** The file as sent (raw bytes). */
  fileBytes: 20 * 1024 * 1024,
} as const;

/** The file picker's choice: the formats read (the type itself comes from the bytes). */
export const documentImportAccept = '.docx,.odt,.md,.markdown,.txt,.html,.htm';

/**
 * What was in the file but is not in the document: the dialog shows each
 * (`history.import.notes.<key>`). Pictures and embedded objects come with
 * their `count`; the others are said once.
 */
type DocumentImportNoteKey = 'imagesDropped' | 'commentsDropped' | 'headersFootersDropped' | 'macrosIgnored' | 'textBoxesDropped' | 'trackedChangesAccepted' | 'embeddedDropped';

export interface DocumentImportNote {
  key: DocumentImportNoteKey;
  count?: number;
}

/** POST /api/documents/import's 201: the created document (as POST /api/documents answers) and what was left out. */
export type DocumentImportAnswer = DocumentRecord & { notes: DocumentImportNote[] };

/**
 * Why a file was refused. The API answers each with a catalogue code
 * (validation_failed, unsupported_media_type, file_unreadable,
 * payload_too_large) and a sentence in the reader's language.
 */
export type DocumentImportProblem = 'import_empty' | 'import_too_long' | 'import_encrypted' | 'import_zip_bomb' | 'import_zip_unknown' | 'import_unreadable' | 'import_not_text' | 'import_type_not_text' | 'import_too_large';
