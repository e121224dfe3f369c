import { desc, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { AdminAuditRow, AuditAction } from '../../../shared/admin.ts';

/**
 * The admin console's audit log: every administrator action is a
 * row — who did it, what, to whom, when. Written by the action's route in the
 * same request; details carry what was changed (a plan, a ban reason), never
 * a secret, a token or a document body.
 */

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  action: AuditAction;
  targetId?: string | null;
  targetLabel?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Database, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    details: entry.details ?? {},
  });
}

/** Newest first; `before` (ISO time) pages back. */
export async function listAudit(db: Database, limit: number, before?: Date): Promise<AdminAuditRow[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(before ? lt(auditLog.createdAt, before) : undefined)
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  }));
}
