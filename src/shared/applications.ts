import { planRules, type Plan } from './plans.ts';
import { z } from './zod.ts';

/*
 * Job applications: the tracker's record of one job a writer is after (its
 * company, role and ad, where it stands, the dates that matter, and the
 * tailored resume and cover letter sent). The board, the table, the API and
 * the server read the rules here.
 */

/** Where an application stands, in the board's column order. */
export const applicationStatuses = ['saved', 'applied', 'interview', 'offer', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
/** Statuses still waiting on someone: a rejected or withdrawn application needs no follow-up. */
export const openApplicationStatuses: readonly ApplicationStatus[] = ['saved', 'applied', 'interview', 'offer'];

export const applicationLimits = {
  company: 200,
  role: 200,
  /** Characters of the job ad kept with the application (the job-ad match reads the same amount). */
  ad: 20_000,
  link: 2_000,
  notes: 10_000,
  pageSize: 50,
  maxPageSize: 500,
  search: 200,
} as const;

/** Applications one user may keep, by plan (the plan table's rule). */
export const applicationsPerPlan = { free: planRules.free.applications, pro: planRules.pro.applications } as const satisfies Record<Plan, number>;

// Control characters other than tab and line breaks, and lone surrogates (a pair is one code point with the u flag).
const controlOrLoneSurrogate = /\p{Cs}|(?![\t\n\r])\p{Cc}/u;
const noControl = (value: string) => !controlOrLoneSurrogate.test(value);

const text = (max: number, tooLong: string) =>
  z
    .string({ message: 'validation.required' })
    .max(max, { message: tooLong })
    .refine(noControl, { message: 'validation.invalidCharacters' });

/** A calendar day, YYYY-MM-DD, that exists (no 31 February). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, { message: 'validation.date' });

const link = z
  .string()
  .trim()
  .max(applicationLimits.link, { message: 'validation.tooLong' })
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), { message: 'validation.url' });

const documentId = z.uuid({ message: 'validation.id' });

const fields = {
  company: text(applicationLimits.company, 'validation.tooLong').trim().min(1, { message: 'validation.required' }),
  role: text(applicationLimits.role, 'validation.tooLong').trim().min(1, { message: 'validation.required' }),
  ad: text(applicationLimits.ad, 'validation.jobAdTooLong'),
  link,
  status: z.enum(applicationStatuses, { message: 'validation.invalidChoice' }),
  appliedOn: day.nullable(),
  deadlineOn: day.nullable(),
  followUpOn: day.nullable(),
  notes: text(applicationLimits.notes, 'validation.tooLong'),
  resumeId: documentId.nullable(),
  coverLetterId: documentId.nullable(),
  /** The card's place in its column: any finite number; the board puts a moved card between its neighbours'. */
  rank: z.number({ message: 'validation.number' }).finite({ message: 'validation.number' }),
};

/** `POST /api/applications`: a company and a role; everything else may come later. */
export const createApplicationSchema = z.strictObject({
  company: fields.company,
  role: fields.role,
  ad: fields.ad.optional(),
  link: fields.link.optional(),
  status: fields.status.optional(),
  appliedOn: fields.appliedOn.optional(),
  deadlineOn: fields.deadlineOn.optional(),
  followUpOn: fields.followUpOn.optional(),
  notes: fields.notes.optional(),
  resumeId: fields.resumeId.optional(),
  coverLetterId: fields.coverLetterId.optional(),
  rank: fields.rank.optional(),
});
export type CreateApplicationInput = z.infer<typeof createApplicationSchema>;

/** `PATCH /api/applications/:id`: any of the fields. */
export const updateApplicationSchema = createApplicationSchema.partial().refine((value) => Object.keys(value).length > 0, { message: 'validation.nothingToUpdate' });
export type UpdateApplicationInput = z.infer<typeof updateApplicationSchema>;

/** `GET /api/applications`: a page of one user's applications, filtered. */
export const listApplicationsQuerySchema = z.strictObject({
  status: z.enum(applicationStatuses, { message: 'validation.invalidChoice' }).optional(),
  q: z.string().max(applicationLimits.search, { message: 'validation.tooLong' }).optional(),
  /** Only those whose follow-up day is on or before this day. */
  followUpBy: day.optional(),
  sort: z.enum(['board', 'updated', 'company', 'followUp'], { message: 'validation.invalidChoice' }).default('board'),
  page: z.coerce.number({ message: 'validation.number' }).int({ message: 'validation.number' }).min(1, { message: 'validation.number' }).max(10_000, { message: 'validation.number' }).default(1),
  pageSize: z.coerce.number({ message: 'validation.number' }).int({ message: 'validation.number' }).min(1, { message: 'validation.number' }).max(applicationLimits.maxPageSize, { message: 'validation.number' }).default(applicationLimits.pageSize),
});
export type ListApplicationsQuery = z.infer<typeof listApplicationsQuerySchema>;

/** One application as the API answers it. */
export interface ApplicationRecord {
  id: string;
  company: string;
  role: string;
  ad: string;
  link: string;
  status: ApplicationStatus;
  appliedOn: string | null;
  deadlineOn: string | null;
  followUpOn: string | null;
  notes: string;
  resumeId: string | null;
  coverLetterId: string | null;
  rank: number;
  /** When the status last changed (ISO 8601). */
  statusChangedAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface ApplicationList {
  items: ApplicationRecord[];
  total: number;
  page: number;
  pageSize: number;
  /** How many each status has, whatever the filter (the board's column counts). */
  counts: Record<ApplicationStatus, number>;
  /** Applications the user may keep on their plan. */
  limit: number;
}
