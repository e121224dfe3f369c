import { desc, eq, inArray, sql } from 'drizzle-orm';
import { editVersionEveryMinutes, versionsKept, type VersionReview } from '../../../shared/document-versions.ts';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { countWords } from '../../../shared/generation.ts';
import type { Database } from '../../db/client.ts';
import { documentVersions, users } from '../../db/schema.ts';
import { effectivePlan } from '../../preferences/plan.ts';

// Keeping a document's text as a version: what a Regenerate, a restore and
// editing share (versions.ts), and what an edit asks before it saves
// (service.ts updateDocument), with the document locked by the caller.

type Text = Pick<DocumentRecord, 'id' | 'title' | 'content' | 'data'>;
type NewText = Pick<DocumentRecord, 'title' | 'content' | 'data'>;

/**
 * How many versions the user's plan keeps per document, read from the user's
 * row at this moment: a Regenerate, an edit and a restore all prune by the
 * plan in force when they add a version (a trial that ended prunes as Free).
 */
async function versionsKeptFor(tx: Database, userId: string): Promise<number> {
  const [user] = await tx.select({ plan: users.plan, trialEndsAt: users.trialEndsAt }).from(users).where(eq(users.id, userId)).limit(1);
  return versionsKept[effectivePlan(user ?? {}, new Date())];
}

/**
 * Keeps `doc`'s text as its newest version, then lets the oldest go past the
 * plan's bound. Only adding a version prunes: a user who moved to a plan that
 * keeps fewer loses nothing until their next version.
 */
export async function keepVersion(tx: Database, userId: string, doc: Text, review?: VersionReview): Promise<void> {
  await tx.insert(documentVersions).values({
    documentId: doc.id,
    userId,
    title: doc.title,
    content: doc.content,
    data: doc.data,
    words: countWords(doc.content),
    ...(review ? { review } : {}),
    // Strictly after the previous version, so "newest first" holds even within one millisecond.
    createdAt: sql`greatest(now(), (select max(${documentVersions.createdAt}) + interval '1 millisecond' from ${documentVersions} where ${documentVersions.documentId} = ${doc.id}))`,
  });
  const beyondBound = tx
    .select({ id: documentVersions.id })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, doc.id))
    .orderBy(desc(documentVersions.createdAt), desc(documentVersions.id))
    .offset(await versionsKeptFor(tx, userId));
  await tx.delete(documentVersions).where(inArray(documentVersions.id, beyondBound));
}

export const sameText = (a: NewText, b: NewText) => a.title === b.title && a.content === b.content && JSON.stringify(a.data) === JSON.stringify(b.data);

/** The document's newest version: its text, and whether it was kept within the last `editVersionEveryMinutes`. */
export async function newestVersion(tx: Database, documentId: string) {
  const [row] = await tx
    .select({
      title: documentVersions.title,
      content: documentVersions.content,
      data: documentVersions.data,
      recent: sql<boolean>`${documentVersions.createdAt} > now() - make_interval(mins => ${editVersionEveryMinutes})`,
    })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.createdAt), desc(documentVersions.id))
    .limit(1);
  return row;
}

/**
 * An edit is about to replace `current` with `next`: `current` is kept as a
 * version when the text changes and no version was kept in the last ten
 * minutes. Called inside the edit's transaction, with the document locked.
 */
export async function keepEditVersion(tx: Database, userId: string, current: Text, next: NewText): Promise<void> {
  if (sameText(current, next)) return;
  const newest = await newestVersion(tx, current.id);
  if (newest?.recent) return;
  await keepVersion(tx, userId, current);
}
