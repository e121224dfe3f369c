import { plans, type Plan, type TrialStatus } from './plans.ts';
import { z } from './zod.ts';

/**
 * The admin console's users and audit log: the requests the
 * console sends and the answers it reads. The server validates with the
 * same schemas.
 */

export const adminUserSorts = ['created_desc', 'created_asc'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];

export const adminUserQuerySchema = z.object({
  q: z.string().trim().max(254, { message: 'validation.tooLong' }).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(adminUserSorts, { message: 'validation.invalidChoice' }).default('created_desc'),
});
export type AdminUserQuery = z.output<typeof adminUserQuerySchema>;

export const adminSetPlanSchema = z.strictObject({ plan: z.enum(plans, { message: 'validation.invalidChoice' }) });
/** Settings › Subscription's administrator form: a plan for the account with this email. */
export const adminPlanByEmailSchema = adminSetPlanSchema.extend({ email: z.email({ message: 'validation.emailInvalid' }).max(254) });

export const banReasonMax = 500;
export const adminBanSchema = z.strictObject({
  reason: z.string().trim().min(1, { message: 'validation.required' }).max(banReasonMax, { message: 'validation.tooLong' }),
});

export const adminInviteSchema = z.strictObject({
  email: z.email({ message: 'validation.emailInvalid' }).max(254, { message: 'validation.tooLong' }),
  name: z.string().trim().max(120, { message: 'validation.tooLong' }).optional(),
});
export type AdminInviteInput = z.input<typeof adminInviteSchema>;

export const adminAuditQuerySchema = z.object({
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** One row of the users list. */
export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  role: string;
  /** The plan whose limits apply now (Pro during a trial). */
  plan: Plan;
  banned: boolean;
  createdAt: string;
}

export interface AdminUserList {
  users: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** A signed-in session as the console shows it: never its token. */
export interface AdminSession {
  id: string;
  browser: string | null;
  os: string | null;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
}

export interface AdminUserDetail extends AdminUserRow {
  emailVerified: boolean;
  /** What was stored (what billing or an administrator set); `plan` is what applies now. */
  storedPlan: Plan;
  trial: TrialStatus;
  lastSignInAt: string | null;
  documentCount: number;
  twoFactorEnabled: boolean;
  banReason: string | null;
  sessions: AdminSession[];
}

export const auditActions = [
  'user.plan',
  'user.ban',
  'user.unban',
  'user.revoke_sessions',
  'user.password_reset',
  'user.delete',
  'user.invite',
  'announcement.send',
  'blog.create',
  'blog.update',
  'blog.publish',
  'blog.unpublish',
  'blog.delete',
  'blog.image_upload',
  'inbox.reply',
  'inbox.status',
  'chat.hours',
] as const;

/** Every action the audit log records (the console has words for each in every language). */
export type AuditAction = (typeof auditActions)[number];

export interface AdminAuditRow {
  id: string;
  actorEmail: string;
  action: string;
  targetId: string | null;
  targetLabel: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface AdminAuditPage {
  entries: AdminAuditRow[];
  /** Pass as `before` to read the next (older) page; null at the end. */
  nextBefore: string | null;
}
