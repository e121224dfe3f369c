import { and, asc, count, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  applicationStatuses,
  type ApplicationList,
  type ApplicationRecord,
  type ApplicationStatus,
  type CreateApplicationInput,
  type ListApplicationsQuery,
  type UpdateApplicationInput,
} from '../../../shared/applications.ts';
import type { Database } from '../../db/client.ts';
import { documents, jobApplications } from '../../db/schema.ts';
import { escapeLike } from '../../db/search.ts';
import { withUserLocked } from '../../db/user-lock.ts';
import { AppError } from '../../http/errors.ts';
import { uuidPattern } from '../../../shared/zod.ts';

/*
 * The job-application tracker. Every query is scoped to the user: another
 * user's application answers exactly like a missing one, and a resume or
 * cover letter can be linked only when it is the user's own document of
 * that type.
 */

type Row = typeof jobApplications.$inferSelect;
type Queries = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

function toRecord(row: Row): ApplicationRecord {
  return {
    id: row.id,
    company: row.company,
    role: row.role,
    ad: row.ad,
    link: row.link,
    status: row.status as ApplicationStatus,
    appliedOn: row.appliedOn,
    deadlineOn: row.deadlineOn,
    followUpOn: row.followUpOn,
    notes: row.notes,
    resumeId: row.resumeId,
    coverLetterId: row.coverLetterId,
    rank: row.rank,
    statusChangedAt: row.statusChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's application `id`: a malformed id is as missing as another user's. */
function owned(userId: string, id: string): SQL {
  if (!uuidPattern.test(id)) throw new AppError('not_found');
  return and(eq(jobApplications.id, id), eq(jobApplications.userId, userId))!;
}

/** Refuses a linked document that is not the user's own of `type` (named by `field`), as a missing one. */
async function assertOwnDocument(db: Queries, userId: string, id: string | null | undefined, type: 'resume' | 'cover-letter', field: string): Promise<void> {
  if (!id) return;
  const [found] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId), eq(documents.type, type)))
    .limit(1);
  if (!found) throw new AppError('validation_failed', `${field}: no ${type === 'resume' ? 'resume' : 'cover letter'} of yours has this id.`, field);
}

/** The rank after the last card of `status`: a new or moved card goes to the bottom of its column unless placed. */
async function nextRank(db: Queries, userId: string, status: ApplicationStatus): Promise<number> {
  const [row] = await db
    .select({ rank: sql<number | null>`max(${jobApplications.rank})` })
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), eq(jobApplications.status, status)));
  const last = row?.rank == null ? null : Number(row.rank);
  return last === null ? 0 : last + 1;
}

/** Adds an application, refusing (409 applications_full) one more than the plan's `cap`. */
export async function createApplication(db: Database, userId: string, input: CreateApplicationInput, cap: number): Promise<ApplicationRecord> {
  return withUserLocked(db, userId, async (tx) => {
    const [held] = await tx.select({ n: count() }).from(jobApplications).where(eq(jobApplications.userId, userId));
    if (Number(held?.n ?? 0) >= cap) {
      throw new AppError('applications_full', `Your plan keeps at most ${cap.toLocaleString('en')} applications, and you have that many. Delete ones you no longer need first.`);
    }
    await assertOwnDocument(tx, userId, input.resumeId, 'resume', 'resumeId');
    await assertOwnDocument(tx, userId, input.coverLetterId, 'cover-letter', 'coverLetterId');
    const status = input.status ?? 'saved';
    const [row] = await tx
      .insert(jobApplications)
      .values({
        userId,
        company: input.company,
        role: input.role,
        ad: input.ad ?? '',
        link: input.link ?? '',
        status,
        appliedOn: input.appliedOn ?? null,
        deadlineOn: input.deadlineOn ?? null,
        followUpOn: input.followUpOn ?? null,
        notes: input.notes ?? '',
        resumeId: input.resumeId ?? null,
        coverLetterId: input.coverLetterId ?? null,
        rank: input.rank ?? (await nextRank(tx, userId, status)),
      })
      .returning();
    return toRecord(row!);
  });
}

export async function getApplication(db: Queries, userId: string, id: string): Promise<ApplicationRecord> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(owned(userId, id))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return toRecord(row);
}

/**
 * Changes the fields given. A new status stamps `statusChangedAt` and, unless
 * a rank comes with it, puts the card at the bottom of its new column; moving
 * to "applied" without an applied day sets it to today. A new follow-up day
 * may be reminded again.
 */
export async function updateApplication(db: Database, userId: string, id: string, input: UpdateApplicationInput, today: string): Promise<ApplicationRecord> {
  return db.transaction(async (tx) => {
    const current = await getApplication(tx, userId, id);
    await assertOwnDocument(tx, userId, input.resumeId, 'resume', 'resumeId');
    await assertOwnDocument(tx, userId, input.coverLetterId, 'cover-letter', 'coverLetterId');
    const moved = input.status !== undefined && input.status !== current.status;
    const changes: Partial<typeof jobApplications.$inferInsert> = { ...input, updatedAt: new Date() };
    if (moved) {
      changes.statusChangedAt = new Date();
      if (input.rank === undefined) changes.rank = await nextRank(tx, userId, input.status!);
      if (input.status === 'applied' && input.appliedOn === undefined && current.appliedOn === null) changes.appliedOn = today;
    }
    if (input.followUpOn !== undefined && input.followUpOn !== current.followUpOn) changes.remindedOn = null;
    const [row] = await tx
      .update(jobApplications)
      .set(changes)
      .where(owned(userId, id))
      .returning();
    if (!row) throw new AppError('not_found');
    return toRecord(row);
  });
}

export async function deleteApplication(db: Queries, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(jobApplications)
    .where(owned(userId, id))
    .returning({ id: jobApplications.id });
  if (deleted.length === 0) throw new AppError('not_found');
}

/** A page of the user's applications, filtered and sorted, with every status's count and the plan's cap. */
export async function listApplications(db: Queries, userId: string, query: ListApplicationsQuery, cap: number): Promise<ApplicationList> {
  const filters: SQL[] = [eq(jobApplications.userId, userId)];
  if (query.status) filters.push(eq(jobApplications.status, query.status));
  if (query.followUpBy) filters.push(lte(jobApplications.followUpOn, query.followUpBy));
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    filters.push(or(ilike(jobApplications.company, like), ilike(jobApplications.role, like), ilike(jobApplications.notes, like))!);
  }
  const where = and(...filters);
  const order = {
    board: [asc(sql`array_position(array[${sql.join(applicationStatuses.map((status) => sql`${status}`), sql`, `)}]::text[], ${jobApplications.status})`), asc(jobApplications.rank), asc(jobApplications.createdAt)],
    updated: [desc(jobApplications.updatedAt), desc(jobApplications.id)],
    company: [asc(sql`lower(${jobApplications.company})`), asc(jobApplications.role), asc(jobApplications.id)],
    followUp: [sql`${jobApplications.followUpOn} asc nulls last`, asc(jobApplications.id)],
  }[query.sort];
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select()
      .from(jobApplications)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(jobApplications).where(where),
    db.select({ status: jobApplications.status, n: count() }).from(jobApplications).where(eq(jobApplications.userId, userId)).groupBy(jobApplications.status),
  ]);
  const counts = Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
  for (const row of byStatus) if (row.status in counts) counts[row.status as ApplicationStatus] = Number(row.n);
  return { items: rows.map(toRecord), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize, counts, limit: cap };
}
