import { eq } from 'drizzle-orm';
import { demoAccount } from '../../shared/demo-account.ts';
import { createDocumentSchema } from '../../shared/documents.ts';
import { outlineRequestSchema, titleOf } from '../../shared/generation.ts';
import { outlineSchema, outlineSourceKeys, type Outline } from '../../shared/outline.ts';
import { createReferenceSchema } from '../../shared/references.ts';
import type { Auth } from '../auth/auth.ts';
import { libraryEntries } from '../citations/library.ts';
import type { Database } from '../db/client.ts';
import { documents, profiles, users } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { previewOf } from '../features/documents/service.ts';
import { sectionEvidence } from '../features/generation/evidence.ts';
import { composeFromNotes } from '../features/generation/offline/notes-writer.ts';
import { proposeOutline } from '../features/generation/offline/outline-plan.ts';
import { attachPastedText } from '../features/references/attachments.ts';
import { retrievePassages } from '../features/references/passages.ts';
import { createReference } from '../features/references/service.ts';
import type { Logger } from '../logger.ts';
import { demoDocuments, type DemoDocument } from './demo-documents.ts';
import { demoDraftDates, demoDraftRequest, demoOutlineWork, demoReferences } from './demo-library.ts';

/**
 * The outline the demo essay is drafted from: the offline writer's own plan
 * for its request (purposes and guiding questions), with the student's
 * headings, notes and chosen sources in it. A plan whose sections no longer
 * match the student's work fails the start, as a document the schema refuses does.
 */
export function demoOutline(): Outline {
  const planned = proposeOutline(outlineRequestSchema.parse(demoDraftRequest));
  const ids = planned.sections.map((s) => s.id);
  if (ids.join() !== Object.keys(demoOutlineWork.sections).join()) throw new Error(`The demo outline's sections (${Object.keys(demoOutlineWork.sections).join()}) no longer match the proposed plan (${ids.join()}).`);
  return outlineSchema.parse({ ...planned, thesis: demoOutlineWork.thesis, sections: planned.sections.map((s) => ({ ...s, ...demoOutlineWork.sections[s.id] })) });
}

/**
 * The demo library (the timeline's text attached and indexed in the parse
 * workers, as a pasted text is) and the essay drafted from it as the product
 * drafts offline: the evidence of each section's chosen sources, written out
 * with the notes by the notes writer, saved with the outline so that "Edit
 * outline" reopens it. A few small texts: well under a second once the
 * parse worker is up.
 */
async function seedDemoLibrary(db: Database, userId: string, outline: Outline): Promise<DemoDocument> {
  for (const reference of demoReferences) {
    const created = await createReference(db, userId, createReferenceSchema.parse({ key: reference.key, item: reference.item }));
    if (reference.attachedText) await attachPastedText(db, userId, created.id, reference.attachedText);
  }
  const library = await libraryEntries(db, userId, outlineSourceKeys(outline));
  const evidence = await sectionEvidence({ retrieve: (id, input) => retrievePassages(db, id, input) }, userId, outline, library);
  const content = composeFromNotes({ outline, kind: 'essay', length: demoDraftRequest.length, evidence });
  return {
    type: 'essay',
    title: titleOf(content, demoDraftRequest.topic),
    content,
    data: { request: demoDraftRequest, generation: { provider: 'offline', status: 'complete' }, outline },
    ...demoDraftDates,
  };
}

/**
 * Creates the demo account once (verified, with its profile and a History of
 * documents). Runs through better-auth's own adapter so the password hash and
 * account row are exactly what sign-in expects; no verification mail is sent
 * for it. An existing demo account is left alone, documents included: a
 * visitor may have edited or deleted them.
 */
export async function seedDemoAccount({ auth, db, logger }: { auth: Auth; db: Database; logger: Logger }): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoAccount.email)).limit(1);
  if (existing) return;
  // Checked before the account exists, with the API's own schemas: a seed
  // document, reference or outline they no longer accept fails the start
  // loudly instead of leaving a demo account without its documents.
  const seeded = demoDocuments.map((doc) => ({ ...doc, ...createDocumentSchema.parse(doc) }));
  const outline = demoOutline();
  for (const reference of demoReferences) createReferenceSchema.parse({ key: reference.key, item: reference.item });
  const ctx = await auth.$context;
  let user;
  try {
    user = await ctx.internalAdapter.createUser({ email: demoAccount.email, name: demoAccount.name, emailVerified: true }, { method: 'admin' });
  } catch (error) {
    // Another process starting on the same database seeded it first.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(demoAccount.password),
  });
  await db
    .insert(profiles)
    .values({ id: user.id, fullName: demoAccount.name, bio: 'Second-year history student at a public university.' })
    .onConflictDoUpdate({ target: profiles.id, set: { fullName: demoAccount.name } });
  // A failure from here on must not leave the account without its
  // documents (a later start leaves an existing account alone): the library
  // and its draft are logged and skipped instead.
  try {
    const draft = await seedDemoLibrary(db, user.id, outline);
    seeded.push({ ...draft, ...createDocumentSchema.parse(draft) });
  } catch (error) {
    logger.error({ err: { name: (error as Error).name, message: (error as Error).message } }, 'demo reference library not seeded');
  }
  // Dated back from now, so History shows a spread of relative dates.
  const now = Date.now();
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
  await db.insert(documents).values(
    seeded.map((doc) => ({
      userId: user.id,
      type: doc.type,
      title: doc.title,
      content: doc.content,
      data: doc.data,
      preview: previewOf(doc.type, doc.content, doc.data),
      createdAt: minutesAgo(Math.max(doc.createdDaysAgo * 24 * 60, doc.updatedMinutesAgo)),
      updatedAt: minutesAgo(doc.updatedMinutesAgo),
    })),
  );
  logger.info({ email: demoAccount.email, documents: seeded.length }, 'demo account created');
}
