import { z } from './zod.ts';

/*
 * Comments on a document: threads anchored to a passage of its text, with
 * replies, resolve and reopen, and mentions of the people who can read them.
 * A thread's anchor is the passage's own words with a little of the text on
 * each side (a text-quote selector, as the W3C Web Annotation model has it):
 * it is found again after edits anywhere around it, and a passage deleted or
 * rewritten leaves the thread detached, listed apart, never lost.
 */

export const commentLimits = {
  /** Characters of a comment. */
  body: 5000,
  /** Characters of the passage a thread is anchored to. */
  quote: 2000,
  /** Characters of text kept on each side of the passage to tell repeats apart. */
  context: 64,
  /** People one comment may mention. */
  mentions: 20,
  /** Threads on one document. */
  threads: 500,
  /** Comments in one thread. */
  comments: 200,
} as const;

const bodyField = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(commentLimits.body, { message: 'validation.tooLong' });

const mentionsField = z
  .array(z.string().min(1).max(100), { message: 'validation.invalidChoice' })
  .max(commentLimits.mentions, { message: 'validation.invalidChoice' })
  .default([]);

/** Where a thread is: the passage (`exact`) and up to `context` characters before and after it. */
const anchorSchema = z.strictObject({
  exact: z.string({ message: 'validation.required' }).min(1, { message: 'validation.required' }).max(commentLimits.quote, { message: 'validation.tooLong' }),
  prefix: z.string().max(commentLimits.context, { message: 'validation.tooLong' }).default(''),
  suffix: z.string().max(commentLimits.context, { message: 'validation.tooLong' }).default(''),
});
export type Anchor = z.output<typeof anchorSchema>;

export const createThreadSchema = z.strictObject({ anchor: anchorSchema, body: bodyField, mentions: mentionsField });

export const replySchema = z.strictObject({ body: bodyField, mentions: mentionsField });

export const threadStateSchema = z.strictObject({ resolved: z.boolean({ message: 'validation.invalidChoice' }) });

/** Someone in a thread, by name. */
export interface CommentPerson {
  id: string;
  name: string;
}

export interface DocumentComment {
  id: string;
  author: CommentPerson;
  body: string;
  /** The people this comment mentions (each was told by mail if their settings allow). */
  mentions: CommentPerson[];
  createdAt: string;
  editedAt: string | null;
}

export interface CommentThread {
  id: string;
  anchor: Anchor;
  resolved: { by: CommentPerson; at: string } | null;
  createdAt: string;
  comments: DocumentComment[];
}

/** What the comments panel reads: the threads, and who may be mentioned (everyone who can read the comments, bar the reader). */
export interface DocumentComments {
  threads: CommentThread[];
  people: CommentPerson[];
  /** The reader: their own comments they may edit and delete; the owner may delete any. */
  me: { id: string; owner: boolean };
}

/** A passage found in the text: where it starts and ends. */
export interface Located {
  start: number;
  end: number;
}

/** How many characters at the end of `a` match the end of `b`. */
function commonTail(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n += 1;
  return n;
}

/** How many characters at the start of `a` match the start of `b`. */
function commonHead(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/**
 * Finds an anchor in `text`: of the places its exact words stand, the one
 * whose surroundings match the anchor's prefix and suffix best (the first of
 * equals); null when the words are nowhere (the thread is detached).
 */
export function locateAnchor(text: string, anchor: Anchor): Located | null {
  const { exact, prefix, suffix } = anchor;
  if (!exact) return null;
  let best: Located | null = null;
  let bestScore = -1;
  for (let at = text.indexOf(exact); at >= 0; at = text.indexOf(exact, at + 1)) {
    const score = commonTail(text.slice(Math.max(0, at - prefix.length), at), prefix) + commonHead(text.slice(at + exact.length, at + exact.length + suffix.length), suffix);
    if (score > bestScore) {
      best = { start: at, end: at + exact.length };
      bestScore = score;
      if (score === prefix.length + suffix.length) break;
    }
  }
  return best;
}

/** The anchor of the passage `start`..`end` of `text`. */
export function anchorAt(text: string, start: number, end: number): Anchor {
  return {
    exact: text.slice(start, end),
    prefix: text.slice(Math.max(0, start - commentLimits.context), start),
    suffix: text.slice(end, end + commentLimits.context),
  };
}

/** The people a comment's text mentions as `@Name`, of those it may mention. */
export function mentionedIn(body: string, people: readonly CommentPerson[]): string[] {
  return people.filter((p) => p.name && body.includes(`@${p.name}`)).map((p) => p.id);
}
