// POST /api/resume/match: what the job-match panel sends, checked by the
// server with the same schema.
import { jobAdMaxLength, resumeDataSchema } from '../resume.ts';
import { z } from '../zod.ts';

export const jobMatchRequestSchema = z.object({
  ad: z.string().max(jobAdMaxLength, { message: 'validation.tooLong' }),
  resume: resumeDataSchema,
  /** The employer and the role: named in every ad, never a requirement. */
  company: z.string().max(200, { message: 'validation.tooLong' }).optional(),
  role: z.string().max(200, { message: 'validation.tooLong' }).optional(),
});
export type JobMatchRequest = z.infer<typeof jobMatchRequestSchema>;

/** Matches a user may ask for a minute: the panel asks once a pause in typing, so this is generous. */
export const jobMatchRule = { name: 'job-match', max: 60, windowSeconds: 60 } as const;
