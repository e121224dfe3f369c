import { planRules, type Plan } from './plans.ts';

/**
 * Earlier texts of a document: a Regenerate that replaces a draft, a
 * restore, and editing (every ten minutes, and on closing the editor) keep
 * a version the user can bring back from the editor.
 */

/**
 * Versions kept per document on each plan (`versionsPerDocument` in the plan
 * table); the oldest goes when another is added. A user who moves to a plan
 * that keeps fewer keeps the versions they have until the next one is added.
 */
export const versionsKept = { free: planRules.free.versionsPerDocument, pro: planRules.pro.versionsPerDocument } as const satisfies Record<Plan, number>;

/**
 * While a document is edited, the text a save replaces is kept as a version
 * when the newest version is older than this: at most one every ten minutes
 * of editing, plus one when the editor closes.
 */
export const editVersionEveryMinutes = 10;

/** One row of `GET /api/documents/:id/versions`, newest first (no body: Compare fetches it alone). */
export interface DocumentVersionSummary {
  id: string;
  title: string;
  words: number;
  /** When this text was replaced (ISO 8601). */
  createdAt: string;
}

export interface DocumentVersionList {
  versions: DocumentVersionSummary[];
  /** How many versions the user's plan keeps per document (the list holds at most this many). */
  kept: number;
}

/** `GET /api/documents/:id/versions/:versionId`: one version with its text (Markdown; a resume's is empty). */
export interface DocumentVersion extends DocumentVersionSummary {
  content: string;
}
