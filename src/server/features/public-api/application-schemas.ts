import { applicationLimits, applicationStatuses, createApplicationSchema, listApplicationsQuerySchema } from '../../../shared/applications.ts';
import { z } from '../../../shared/zod.ts';
import { listOf } from './schemas.ts';

/*
 * Job applications in the public API's description. Requests are checked by
 * the tracker's own schemas (src/shared/applications.ts), each field given
 * its description here; the answers describe what the service returns
 * (ApplicationRecord, ApplicationList).
 */

type FieldDoc = {
  description: string;
  example?: unknown;
};

/** A schema's fields with their descriptions (a field without one is a type error, so none is left undescribed). */
function described<S extends Record<string, z.ZodType>>(shape: S, docs: { [K in keyof S]: FieldDoc }): S {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.meta({ ...docs[key as keyof S] })])) as unknown as S;
}

const count = (n: number) => n.toLocaleString('en');
const statusList = listOf(applicationStatuses, 'disjunction');
const dayFormat = 'a calendar day, YYYY-MM-DD';

const fieldDocs = {
  company: { description: `The employer, up to ${count(applicationLimits.company)} characters.`, example: 'Acme' },
  role: { description: `The job title, up to ${count(applicationLimits.role)} characters.`, example: 'Data analyst' },
  ad: {
    description: `The job ad's text, up to ${count(applicationLimits.ad)} characters (what the job-ad match reads); longer is refused (\`validation.jobAdTooLong\`).`,
    example: 'We look for an analyst who knows SQL and Python.',
  },
  link: { description: `Where the ad is: an http or https address up to ${count(applicationLimits.link)} characters; empty for none.`, example: 'https://example.com/jobs/42' },
  status: { description: `Where it stands: ${statusList}, the board's columns in order. A new application is \`saved\` unless it says otherwise.`, example: 'applied' },
  appliedOn: { description: `The day it was sent, ${dayFormat}; null for none. Moving to \`applied\` without one sets today.`, example: '2026-03-02' },
  deadlineOn: { description: `The day applications close, ${dayFormat}; null for none.`, example: '2026-03-15' },
  followUpOn: { description: `The day to follow up, ${dayFormat}; null for none. That day it is in the owner's reminder mail when their email notifications are on; \`followUpBy\` filters by it.`, example: '2026-03-09' },
  notes: { description: `The owner's notes, up to ${count(applicationLimits.notes)} characters.`, example: 'Referral from Sam.' },
  resumeId: { description: "The resume sent: the id of one of the key owner's resumes (a UUID); null for none. Any other id is refused (`validation_failed`).", example: null },
  coverLetterId: { description: "The cover letter sent: the id of one of the key owner's cover letters (a UUID); null for none. Any other id is refused (`validation_failed`).", example: null },
  rank: { description: "The card's place in its column, lower first: any finite number. By default, and on a change of status without one, after the column's last card.", example: 1 },
} satisfies Record<keyof typeof createApplicationSchema.shape, FieldDoc>;

/** `POST /api/v1/applications`: the tracker's create schema, described. */
export const apiCreateApplicationSchema = z.strictObject(described(createApplicationSchema.shape, fieldDocs)).meta({ id: 'CreateApplication', description: 'A company and a role; everything else may come later.' });

/**
 * `PATCH /api/v1/applications/{id}`: the tracker's update schema (any of the
 * fields, at least one), described.
 */
export const apiUpdateApplicationSchema = apiCreateApplicationSchema
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'validation.nothingToUpdate' })
  .meta({ id: 'UpdateApplication', description: 'The fields to change, at least one; the others stay as they are.' });

/** The Documentation's examples, sent as printed by the API Reference's curl samples (and a test). */
export const createApplicationExample = {
  company: 'Acme',
  role: 'Data analyst',
  status: 'applied',
  appliedOn: '2026-03-02',
  followUpOn: '2026-03-09',
  link: 'https://example.com/jobs/42',
  ad: 'We look for an analyst who knows SQL and Python.',
} as const;
export const updateApplicationExample = { status: 'interview', notes: 'Interview on Monday at 10:00.' } as const;

const queryShape = listApplicationsQuerySchema.shape;
export const apiListApplicationsQuerySchema = z.strictObject(
  described(queryShape, {
    status: { description: `Only those with this status: ${statusList}.`, example: 'applied' },
    q: { description: `Words in the company, the role or the notes (any case), up to ${count(applicationLimits.search)} characters.` },
    followUpBy: { description: `Only those whose follow-up day is on or before this day, ${dayFormat}.` },
    sort: { description: '`board`: by status in the columns\' order, then by rank (the default); `updated`: last changed first; `company`: by company, A to Z; `followUp`: by follow-up day, soonest first, those without one last.' },
    page: { description: 'The page, from 1.' },
    pageSize: { description: `Applications a page, up to ${count(applicationLimits.maxPageSize)}.` },
  }),
);

export const applicationIdParamsSchema = z.object({
  id: z.string().meta({ param: { name: 'id', in: 'path' }, description: 'An application id from the list or from adding one.' }),
});

const timestamp = z.string().meta({ description: 'ISO 8601, UTC.', example: '2026-03-02T09:30:00.000Z' });
const day = (description: string) => z.string().nullable().meta({ description: `${description}, ${dayFormat}; null for none.`, example: '2026-03-09' });

export const applicationSchema = z
  .object({
    id: z.string().meta({ description: 'The application id (a UUID).', example: '6f1c2b1e-8a4d-4e3a-9b7c-2d5e8f0a1b2c' }),
    company: z.string().meta({ description: 'The employer.', example: 'Acme' }),
    role: z.string().meta({ description: 'The job title.', example: 'Data analyst' }),
    ad: z.string().meta({ description: "The job ad's text; empty when none was kept." }),
    link: z.string().meta({ description: "The ad's address; empty for none.", example: 'https://example.com/jobs/42' }),
    status: z.enum(applicationStatuses).meta({ description: `Where it stands: ${statusList}.` }),
    appliedOn: day('The day it was sent'),
    deadlineOn: day('The day applications close'),
    followUpOn: day('The day to follow up'),
    notes: z.string().meta({ description: "The owner's notes." }),
    resumeId: z.string().nullable().meta({ description: 'The resume sent (a document id); null for none, or once that resume is deleted.' }),
    coverLetterId: z.string().nullable().meta({ description: 'The cover letter sent (a document id); null for none, or once that letter is deleted.' }),
    rank: z.number().meta({ description: "The card's place in its column, lower first." }),
    statusChangedAt: timestamp.meta({ description: 'When the status last changed (ISO 8601, UTC).' }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Application', description: 'One job application of the tracker.' });

export const applicationListSchema = z
  .object({
    items: z.array(applicationSchema).meta({ description: 'This page, in the order `sort` asked for.' }),
    total: z.number().int().meta({ description: 'Applications that match the filters, over all pages.', example: 3 }),
    page: z.number().int().meta({ example: 1 }),
    pageSize: z.number().int().meta({ example: applicationLimits.pageSize }),
    counts: z
      .object(Object.fromEntries(applicationStatuses.map((status) => [status, z.number().int()])) as Record<(typeof applicationStatuses)[number], z.ZodNumber>)
      .meta({ description: "How many applications each status has, whatever the filters (the board's column counts)." }),
    limit: z.number().int().meta({ description: "How many applications the key owner's plan keeps; adding one more answers 409 `applications_full`." }),
  })
  .meta({ id: 'ApplicationList', description: 'One page of the tracker, filtered.' });
