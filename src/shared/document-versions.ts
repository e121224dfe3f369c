/**
 * Earlier texts of a document: a Regenerate that replaces a draft, a
 * restore, and editing (every ten minutes, and on closing the editor) keep
 * a version the user can bring back from the editor.
 */

/** Versions kept per document; the oldest goes when another is added. */
export const maxVersionsPerDocument = 20;

/**
 * While a document is edited, the text a save replaces is kept as a version
 * when the newest version is older than this: at most one every ten minutes
 * of editing, plus one when the editor closes.
 */
export const editVersionEveryMinutes = 10;

/** One row of `GET /api/documents/:id/versions`, newest first (no body: a restore fetches it). */
export interface DocumentVersionSummary {
  id: string;
  title: string;
  words: number;
  /** When this text was replaced (ISO 8601). */
  createdAt: string;
}

export interface DocumentVersionList {
  versions: DocumentVersionSummary[];
}
