import { planRules, type Plan } from './plans.ts';
import { z } from './zod.ts';

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

/** Who accepted which suggestions, when accepting them replaced this text. */
export interface VersionReview {
  /** The name of who accepted them. */
  by: string;
  accepted: { author: string; inserted: string; deleted: string }[];
}

/** One row of `GET /api/documents/:id/versions`, newest first (no body: Compare fetches it alone). */
export interface DocumentVersionSummary {
  id: string;
  title: string;
  words: number;
  /** When this text was replaced (ISO 8601). */
  createdAt: string;
  /** Who accepted which suggestions, when accepting them replaced it (null otherwise). */
  review: VersionReview | null;
}

/** Suggestions are at most this many per acceptance, and their texts are kept up to this length. */
const reviewLimits = { suggestions: 500, text: 1000 } as const;

const clipped = z.string().max(100_000).transform((text) => (text.length > reviewLimits.text ? `${text.slice(0, reviewLimits.text)}…` : text));

/** `POST /api/documents/:id/versions/review`: the suggestions about to be accepted, by their authors' ids. */
export const reviewVersionSchema = z.strictObject({
  accepted: z
    .array(z.strictObject({ authorId: z.string().max(200), inserted: clipped, deleted: clipped }), { message: 'validation.invalidChoice' })
    .min(1, { message: 'validation.required' })
    .max(reviewLimits.suggestions, { message: 'validation.invalidChoice' }),
});

export interface DocumentVersionList {
  versions: DocumentVersionSummary[];
  /** How many versions the user's plan keeps per document (the list holds at most this many). */
  kept: number;
}

/** `GET /api/documents/:id/versions/:versionId`: one version with its text (Markdown; a resume's is empty). */
export interface DocumentVersion extends DocumentVersionSummary {
  content: string;
}
