/**
 * Earlier texts of a document: a Regenerate that replaces a draft,
 * and a restore, keep the text they replace as a version the user can bring
 * back from the editor.
 */

/** Versions kept per document; the oldest goes when another is added. */
export const maxVersionsPerDocument = 20;

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
